import type { CalendarFeed } from '@direct/contracts';
import { Button, DataTable } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { CopyAddress } from './copy-address.tsx';

// One row per calendar: a unit type, then its units; the address to copy and "new address".
export function FeedTable({ feeds, canRotate }: { feeds: CalendarFeed[]; canRotate: boolean }) {
  const { t, lng } = useTranslation();
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      {canRotate && <p className="muted">{t('consoleCalendarExport.rotateHint')}</p>}
      <DataTable caption={t('consoleCalendarExport.caption')}>
        <thead>
          <tr>
            <th scope="col">{t('consoleCalendarExport.calendar')}</th>
            <th scope="col">{t('consoleCalendarExport.property')}</th>
            <th scope="col">{t('consoleCalendarExport.address')}</th>
            {canRotate && <th scope="col">{t('consoleCalendarExport.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => {
            const key = `${feed.subject}-${feed.id}`;
            return (
              <tr key={key} className={`feed-row feed-row--${feed.subject}`}>
                <th scope="row">
                  {feed.name}
                  <span className="feed-row__kind muted">
                    {feed.subject === 'unit_type' ? t('consoleCalendarExport.unitType') : t('consoleCalendarExport.unit', { type: feed.unitTypeName ?? '' })}
                  </span>
                </th>
                <td>{feed.propertyName}</td>
                <td>
                  <CopyAddress id={`feed-${key}`} url={feed.url} name={feed.name} />
                  {feed.rotatedAt && <span className="muted">{t('consoleCalendarExport.rotatedOn', { date: date.format(new Date(feed.rotatedAt)) })}</span>}
                </td>
                {canRotate && (
                  <td>
                    <Form method="post" className="inline-form">
                      <CsrfField />
                      <input type="hidden" name="subject" value={feed.subject} />
                      <input type="hidden" name="id" value={feed.id} />
                      <Button type="submit" small variant="quiet" aria-label={t('consoleCalendarExport.rotateName', { name: feed.name })}>
                        {t('consoleCalendarExport.rotate')}
                      </Button>
                    </Form>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </>
  );
}
