import type { HostPropertyPage } from '@direct/contracts';
import { Badge, DataTable, SortHeader } from '@direct/ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { sortHref, type ListQuery } from '../../../lib/lists/list-query.ts';

type Sort = 'name' | 'city' | 'updated';

// The property list: name (to its page), city, units, published, featured, last change.
export function PropertiesTable({ items, query, url, base, caption }: { items: HostPropertyPage['data']; query: ListQuery<Sort>; url: URL; base: string; caption: string }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const header = (column: Sort, label: string) => {
    const { href, direction } = sortHref(url, query, column);
    return (
      <SortHeader
        label={label}
        direction={query.sort === column ? query.direction : null}
        link={(props) => <Link to={href} {...props} />}
        sortLabel={t('consoleProperties.list.sortBy', { column: label, direction: t(`consoleProperties.list.${direction === 'asc' ? 'ascending' : 'descending'}`) })}
      />
    );
  };
  const yesNo = (value: boolean, text: string) =>
    value ? <Badge tone="success">{text}</Badge> : <span className="muted">{t('consoleProperties.list.no')}</span>;
  return (
    <DataTable caption={caption} captionHidden>
      <thead>
        <tr>
          {header('name', t('consoleProperties.list.name'))}
          {header('city', t('consoleProperties.list.city'))}
          <th scope="col">{t('consoleProperties.list.units')}</th>
          <th scope="col">{t('consoleProperties.list.published')}</th>
          <th scope="col">{t('consoleProperties.list.featured')}</th>
          {header('updated', t('consoleProperties.list.updated'))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              <Link to={`${base}/${item.id}`}>{item.name}</Link>
            </th>
            <td>{item.city.name}</td>
            <td>{t('consoleProperties.list.unitCount', { active: item.units.active, total: item.units.total })}</td>
            <td>{yesNo(item.isPublished, t('consoleProperties.list.yes'))}</td>
            <td>{yesNo(item.isFeatured, t('consoleProperties.list.yes'))}</td>
            <td>
              <time dateTime={item.updatedAt}>{date.format(new Date(item.updatedAt))}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
