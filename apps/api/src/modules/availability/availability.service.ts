import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import type { RateAndAvailabilityQuery, RateAndAvailabilityResponse, RateOption } from '@direct/contracts';
import { maxCalendarDays } from '@direct/contracts';
import { addDays, countNights, localDate, type GuestCount, type IsoDate, type Stay } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { StayRequest } from './availability-ports.ts';
import type { AvailabilityRepository, DateRange, PropertyHead, Scope } from './availability.repository.ts';
import { createListingIndex, listingSourceOf } from './listing-index.ts';
import { localizedOptions } from './localized-options.ts';
import { calendarDataRange, propertyCalendar, rateOptions, type PropertyRows } from './rate-options.ts';
import { createPropertySearch, type CardSource, type Offer } from './property-search.ts';
import type { SearchRepository } from './search.repository.ts';

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

// What search needs from the catalogue: its cards, built by its own service.
export type { CardSource } from './property-search.ts';

const defaultCalendarDays = 90;

function guestsOf(query: { number_of_guests?: number | undefined; number_of_children?: number | undefined; pets?: number | undefined }): GuestCount {
  return { adults: query.number_of_guests ?? 1, children: query.number_of_children ?? 0, pets: query.pets ?? 0 };
}

function stayOf(query: { 'date[after]'?: string | undefined; 'date[before]'?: string | undefined }): Stay | null {
  const checkIn = query['date[after]'];
  const checkOut = query['date[before]'];
  return checkIn !== undefined && checkOut !== undefined ? { checkIn, checkOut } : null;
}

function fieldError(field: string, message: string, reason: string): AppError {
  return new AppError('validation_failed', `The request is invalid; see fields.`, { fields: [{ field, message, reason }] });
}

function calendarRange(query: RateAndAvailabilityQuery, today: IsoDate): DateRange {
  const from = query['calendar[from]'] ?? today;
  const to = query['calendar[to]'] ?? addDays(from, defaultCalendarDays);
  const days = countNights(from, to);
  if (days < 0) throw fieldError('calendar[to]', 'must not be before calendar[from]', 'invalid_range');
  if (days >= maxCalendarDays) throw fieldError('calendar[to]', `the calendar spans at most ${maxCalendarDays} days`, 'range_too_long');
  return { from, to };
}

export function createAvailabilityService(options: {
  repository: AvailabilityRepository;
  search: SearchRepository;
  catalog: CardSource;
  brandScope: BrandScopeService;
  now: () => Date;
}) {
  const { repository, search, catalog, brandScope, now } = options;

  // Every row the offers of these properties need over the ranges, grouped by property: one
  // round of queries, in parallel on PostgreSQL.
  async function loadRows(
    scope: Scope,
    heads: readonly PropertyHead[] | Promise<PropertyHead[]>,
    propertyIds: readonly number[],
    ranges: readonly DateRange[],
    excludeBookingId?: number,
  ): Promise<PropertyRows[]> {
    const at = now();
    const [properties, unitTypes, ratePlans, fees, taxes, promotions, rates, allocated] = await Promise.all([
      heads,
      repository.unitTypes(scope, propertyIds),
      repository.ratePlans(scope, propertyIds),
      repository.fees(scope, propertyIds),
      repository.taxes(scope, propertyIds),
      repository.promotions(scope),
      repository.dailyRates(scope, propertyIds, ranges),
      repository.allocatedUnits(scope, propertyIds, ranges, at, excludeBookingId),
    ]);
    const propertyOf = new Map(unitTypes.map((unitType) => [unitType.id, unitType.property_id]));
    // Grouped once: filtering every row list per property would be quadratic for a big search.
    const byProperty = <T>(list: readonly T[], key: (row: T) => number | undefined) => {
      const groups = new Map<number | undefined, T[]>();
      for (const row of list) {
        const group = groups.get(key(row));
        if (group) group.push(row);
        else groups.set(key(row), [row]);
      }
      return (propertyId: number) => groups.get(propertyId) ?? [];
    };
    const groups = {
      unitTypes: byProperty(unitTypes, (row) => row.property_id),
      ratePlans: byProperty(ratePlans, (row) => row.property_id),
      rates: byProperty(rates, (row) => propertyOf.get(row.unit_type_id)),
      allocated: byProperty(allocated, (row) => propertyOf.get(row.unit_type_id)),
      fees: byProperty(fees, (row) => row.property_id),
      taxes: byProperty(taxes, (row) => row.property_id),
    };
    return properties.map((property) => ({
      property,
      unitTypes: groups.unitTypes(property.id),
      ratePlans: groups.ratePlans(property.id),
      rates: groups.rates(property.id),
      allocated: groups.allocated(property.id),
      fees: groups.fees(property.id),
      taxes: groups.taxes(property.id),
      // A promotion without a property is the whole host's.
      promotions: promotions.filter((row) => row.organizationId === property.organization_id && (row.propertyId === null || row.propertyId === property.id)),
    }));
  }

  // The cheapest bookable offer of each candidate, candidates without one left out. One batch of
  // queries for all candidates: PGlite runs queries one at a time, so per-host batches add up.
  async function bookableOffers(candidates: readonly { id: number; organization_id: number }[], stay: Stay, guests: GuestCount, bookingEngineOnly: boolean) {
    const offers = new Map<number, Offer>();
    if (candidates.length === 0) return offers;
    const at = now();
    const scope = { organizationIds: [...new Set(candidates.map((candidate) => candidate.organization_id))] };
    const ids = candidates.map((candidate) => candidate.id);
    // The check-out row is needed for closed-to-departure.
    for (const rows of await loadRows(scope, repository.properties(scope, ids), ids, [{ from: stay.checkIn, to: stay.checkOut }])) {
      const today = localDate(at, rows.property.timezone);
      const [best] = rateOptions(rows, { stay, guests, today, bookingEngineOnly });
      if (!best?.bookable || !best.quote) continue;
      const promotion = best.quote.promotion ? { name: best.quote.promotion.name, amountMinor: best.quote.promotion.amountMinor } : null;
      offers.set(rows.property.id, { unitTypeId: best.unitType.id, ratePlanId: best.ratePlan.id, amountMinor: best.quote.totalMinor, currency: best.quote.currency, promotion });
    }
    return offers;
  }

  // Candidates come from the in-memory listing index, the rest of search from SQL.
  const listing = createListingIndex(listingSourceOf(search));
  const propertySearch = createPropertySearch({ search: { ...search, candidates: listing.candidates }, catalog, checkOffers: bookableOffers, now, pin: brandScope.pinned });

  return {
    async rateAndAvailability(query: RateAndAvailabilityQuery): Promise<RateAndAvailabilityResponse> {
      // brand_id: the property must be visible on that brand, the shared listing included (the
      // same scope as its page), so a brand never prices another brand's property.
      let host: number | undefined;
      if (query.brand_id !== undefined) {
        const context = await brandScope.context(query.brand_id);
        const inScope = context && (await brandScope.propertyInScope({ filter: context.filter }, query.property));
        if (!inScope) throw new AppError('not_found', 'There is no such property here.');
        host = inScope.organizationId;
      }
      const head = await repository.property(query.property, host);
      if (!head) throw new AppError('not_found', 'There is no such property here.');
      const today = localDate(now(), head.timezone);
      const calendar = calendarRange(query, today);
      const stay = stayOf(query);
      // The calendar's rows reach past its last date: whether a stay can start there depends on
      // the nights and check-out dates after it.
      const calendarData = calendarDataRange(calendar.from, calendar.to);
      const ranges = stay ? [calendarData, { from: stay.checkIn, to: stay.checkOut }] : [calendarData];
      const [rows] = await loadRows({ organizationIds: [head.organization_id] }, [head], [head.id], ranges);
      if (!rows) throw new AppError('not_found', 'There is no such property here.');
      const offerOptions = { stay, guests: guestsOf(query), today, bookingEngineOnly: query.allow_for_booking_engine === true };
      return {
        property: { id: head.id, name: head.name, currency: head.currency },
        stay: stay ? { ...stay, nights: countNights(stay.checkIn, stay.checkOut) } : null,
        data: localizedOptions(rateOptions(rows, offerOptions), rows, query.language),
        calendar: propertyCalendar(rows, offerOptions, calendar.from, calendar.to),
      };
    },

    // AvailabilityForBookings: the offers rate_and_availability lists for one stay, in domain terms
    // and without the calendar (the booking quote's question).
    async quoteStay(request: StayRequest): Promise<RateOption[]> {
      const head = await repository.property(request.propertyId, request.organizationId);
      if (!head) throw new AppError('not_found', 'There is no such property here.');
      const today = localDate(now(), head.timezone);
      // The check-out row is needed for closed-to-departure.
      const [rows] = await loadRows({ organizationIds: [head.organization_id] }, [head], [head.id], [{ from: request.stay.checkIn, to: request.stay.checkOut }], request.excludeBookingId);
      if (!rows) throw new AppError('not_found', 'There is no such property here.');
      return localizedOptions(rateOptions(rows, { stay: request.stay, guests: request.guests, today, bookingEngineOnly: true }), rows, request.language);
    },

    search: propertySearch.search,
  };
}
