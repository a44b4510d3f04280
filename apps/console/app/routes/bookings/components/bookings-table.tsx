import type { HostBookingPage } from '@direct/contracts';
import { Badge, DataTable, SortHeader } from '@direct/ui';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { sortHref, type ListQuery } from '../../../lib/lists/list-query.ts';
import type { BookingSort } from '../booking-list-query.ts';
import { formatMoney, formatStayDate } from '../booking-format.ts';
import { StatusBadge } from './status-badge.tsx';

// The bookings list: code (to the booking's page), guest, property, dates, status, money, check-in.
export function BookingsTable({ items, query, url, base, caption }: { items: HostBookingPage['data']; query: ListQuery<BookingSort>; url: URL; base: string; caption: string }) {
  const { t, lng } = useTranslation();
  const header = (column: BookingSort, label: string) => {
    const { href, direction } = sortHref(url, query, column);
    return (
      <SortHeader
        label={label}
        direction={query.sort === column ? query.direction : null}
        link={(props) => <Link to={href} {...props} />}
        sortLabel={t('consoleBookings.list.sortBy', { column: label, direction: t(`consoleBookings.list.${direction === 'asc' ? 'ascending' : 'descending'}`) })}
      />
    );
  };
  return (
    <DataTable caption={caption} captionHidden>
      <thead>
        <tr>
          {header('code', t('consoleBookings.list.columns.code'))}
          <th scope="col">{t('consoleBookings.list.columns.guest')}</th>
          <th scope="col">{t('consoleBookings.list.columns.property')}</th>
          {header('check_in', t('consoleBookings.list.columns.checkIn'))}
          {header('check_out', t('consoleBookings.list.columns.checkOut'))}
          <th scope="col">{t('consoleBookings.list.columns.status')}</th>
          {header('total', t('consoleBookings.list.columns.total'))}
          <th scope="col">{t('consoleBookings.list.columns.balance')}</th>
          <th scope="col">{t('consoleBookings.list.columns.checkin')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const balance = item.totalMinor - item.paidMinor;
          return (
            <tr key={item.id}>
              <th scope="row">
                <Link to={`${base}/${item.id}`}>
                  <code>{item.code}</code>
                </Link>
              </th>
              <td className="booking-guest-cell">
                {item.guestName || '—'}
                <br />
                <span className="muted">{t('consoleBookings.list.guestCount', { adults: item.adults, children: item.children })}</span>
              </td>
              <td>{item.property.name}</td>
              <td>
                <time dateTime={item.checkIn}>{formatStayDate(item.checkIn, lng)}</time>
              </td>
              <td>
                <time dateTime={item.checkOut}>{formatStayDate(item.checkOut, lng)}</time>
              </td>
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td className="numeric">{formatMoney(item.totalMinor, item.currency, lng)}</td>
              <td className="numeric">{balance > 0 ? formatMoney(balance, item.currency, lng) : <span className="muted">{t('consoleBookings.list.paidInFull')}</span>}</td>
              <td>{item.checkinReady ? <Badge tone="success">{t('consoleBookings.list.ready')}</Badge> : <span className="muted">{t('consoleBookings.list.notReadyShort')}</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
