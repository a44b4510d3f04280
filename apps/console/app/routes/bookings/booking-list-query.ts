import { hostBookingSourceValues } from '@direct/contracts';
import { bookingStatuses } from '@direct/domain/booking-status';
import type { ListQuery, ListQuerySpec } from '../../lib/lists/list-query.ts';

// The bookings list's state in its URL: sort, page, search and the filters. Dates and the property
// are checked here too, so a hand-edited address falls back instead of failing the page.
export const bookingSorts = ['check_in', 'check_out', 'created', 'total', 'code'] as const;
export type BookingSort = (typeof bookingSorts)[number];

export const bookingListSpec: ListQuerySpec<BookingSort> = {
  sorts: bookingSorts,
  defaultSort: 'check_in',
  defaultDirection: 'desc',
  filters: { status: bookingStatuses, source: hostBookingSourceValues, unpaid: ['true', 'false'], checkinReady: ['true', 'false'] },
};

export const dateFilters = ['arrivalFrom', 'arrivalTo', 'departureFrom', 'departureTo'] as const;

const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined);

// The API's query for the list (and, without page and limit, for its CSV).
export function apiFilters(url: URL, query: ListQuery<BookingSort>) {
  const propertyId = Number(url.searchParams.get('propertyId'));
  const date = (name: (typeof dateFilters)[number]) => isoDate(url.searchParams.get(name));
  return {
    sort: `${query.direction === 'desc' ? '-' : ''}${query.sort}` as `${'' | '-'}${BookingSort}`,
    status: query.filters['status'] as (typeof bookingStatuses)[number] | undefined,
    source: query.filters['source'] as (typeof hostBookingSourceValues)[number] | undefined,
    unpaid: query.filters['unpaid'] as 'true' | 'false' | undefined,
    checkinReady: query.filters['checkinReady'] as 'true' | 'false' | undefined,
    propertyId: Number.isInteger(propertyId) && propertyId > 0 && propertyId < 2 ** 31 ? String(propertyId) : undefined,
    q: query.search || undefined,
    arrivalFrom: date('arrivalFrom'),
    arrivalTo: date('arrivalTo'),
    departureFrom: date('departureFrom'),
    departureTo: date('departureTo'),
  };
}
