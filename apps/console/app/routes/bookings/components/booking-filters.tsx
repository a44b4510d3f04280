import { hostBookingSourceValues } from '@direct/contracts';
import { bookingStatuses } from '@direct/domain/booking-status';
import { Button, Field } from '@direct/ui';
import { Form, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { ListQuery } from '../../../lib/lists/list-query.ts';
import type { apiFilters } from '../booking-list-query.ts';

type Filters = ReturnType<typeof apiFilters>;

// Search and filters of the bookings list: a GET form, so the URL keeps them (and the sort).
export function BookingFilters({ query, filters, properties, action }: { query: ListQuery<string>; filters: Filters; properties: { id: number; name: string }[]; action: string }) {
  const { t } = useTranslation();
  const select = (name: 'status' | 'source' | 'unpaid' | 'checkinReady', label: string, options: { value: string; label: string }[]) => (
    <Field id={`filter-${name}`} label={label}>
      {(control) => (
        <select name={name} defaultValue={query.filters[name] ?? ''} {...control}>
          <option value="">{t('consoleBookings.list.any')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const date = (name: 'arrivalFrom' | 'arrivalTo' | 'departureFrom' | 'departureTo') => (
    <Field id={`filter-${name}`} label={t(`consoleBookings.list.${name}`)}>
      {(control) => <input type="date" name={name} defaultValue={filters[name] ?? ''} {...control} />}
    </Field>
  );
  return (
    <Form method="get" action={action} className="booking-filters" role="search" aria-label={t('consoleBookings.list.filters')}>
      {query.sort !== 'check_in' && <input type="hidden" name="sort" value={query.sort} />}
      {query.direction !== 'desc' && <input type="hidden" name="dir" value={query.direction} />}
      <div className="booking-filters__search">
        <Field id="filter-q" label={t('consoleBookings.list.search')} hint={t('consoleBookings.list.searchHint')}>
          {(control) => <input type="search" name="q" defaultValue={query.search} maxLength={100} {...control} />}
        </Field>
      </div>
      {select('status', t('consoleBookings.list.status'), bookingStatuses.map((value) => ({ value, label: t(`consoleBookings.status.${value}`) })))}
      <Field id="filter-property" label={t('consoleBookings.list.property')}>
        {(control) => (
          <select name="propertyId" defaultValue={filters.propertyId ?? ''} {...control}>
            <option value="">{t('consoleBookings.list.any')}</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {select('source', t('consoleBookings.list.source'), hostBookingSourceValues.map((value) => ({ value, label: t(`consoleBookings.source.${value}`) })))}
      {select('unpaid', t('consoleBookings.list.payment'), [
        { value: 'true', label: t('consoleBookings.list.onlyUnpaid') },
        { value: 'false', label: t('consoleBookings.list.onlyPaid') },
      ])}
      {select('checkinReady', t('consoleBookings.list.checkin'), [
        { value: 'true', label: t('consoleBookings.list.onlyReady') },
        { value: 'false', label: t('consoleBookings.list.notReady') },
      ])}
      {date('arrivalFrom')}
      {date('arrivalTo')}
      {date('departureFrom')}
      {date('departureTo')}
      <div className="booking-filters__actions">
        <Button type="submit" variant="secondary">
          {t('consoleBookings.list.apply')}
        </Button>
        <Link to={action}>{t('consoleBookings.list.clear')}</Link>
      </div>
    </Form>
  );
}
