import type { PropertyCard, PropertySearchQuery, PropertySearchResponse, RateAndAvailabilityQuery, RateAndAvailabilityResponse } from '@direct/contracts';
import { maxCalendarDays } from '@direct/contracts';
import { addDays, countNights, type GuestCount, type IsoDate, type Stay } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { isScoped, offsetOf, type ListingFilter } from '../catalog/listing-filter.ts';
import type { AvailabilityRepository, DateRange, PropertyHead, Scope } from './availability.repository.ts';
import { propertyCalendar, rateOptions, type PropertyRows } from './rate-options.ts';
import type { SearchRepository } from './search.repository.ts';

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

// What search needs from the catalogue: its cards, built by its own service.
export type CardSource = { cards: (filter: ListingFilter, ids: readonly number[]) => Promise<PropertyCard[]> };

const defaultCalendarDays = 90;

// "Today" where the property is: a guest in another time zone can still arrive today there.
export function localDate(now: Date, timeZone: string): IsoDate {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

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

export function createAvailabilityService(options: { repository: AvailabilityRepository; search: SearchRepository; catalog: CardSource; now: () => Date }) {
  const { repository, search, catalog, now } = options;

  // Every row the offers of these properties need over the ranges, grouped by property.
  async function loadRows(scope: Scope, heads: readonly PropertyHead[], ranges: readonly DateRange[]): Promise<PropertyRows[]> {
    const ids = heads.map((head) => head.id);
    const [unitTypes, ratePlans, fees, taxes] = await Promise.all([
      repository.unitTypes(scope, ids),
      repository.ratePlans(scope, ids),
      repository.fees(scope, ids),
      repository.taxes(scope, ids),
    ]);
    const unitTypeIds = unitTypes.map((unitType) => unitType.id);
    const at = now();
    const [rates, ...allocations] = await Promise.all([
      repository.dailyRates(scope, unitTypeIds, ranges),
      ...ranges.map((range) => repository.allocatedUnits(scope, unitTypeIds, range, at)),
    ]);
    // Ranges may overlap; a night counted in two of them is the same night.
    const allocated = [...new Map(allocations.flat().map((row) => [`${row.unit_type_id}|${row.date}`, row])).values()];
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
    return heads.map((property) => ({
      property,
      unitTypes: groups.unitTypes(property.id),
      ratePlans: groups.ratePlans(property.id),
      rates: groups.rates(property.id),
      allocated: groups.allocated(property.id),
      fees: groups.fees(property.id),
      taxes: groups.taxes(property.id),
    }));
  }

  // The cheapest bookable offer of each candidate, candidates without one left out. One batch of
  // queries for all candidates: PGlite runs queries one at a time, so per-host batches add up.
  async function bookableOffers(candidates: readonly { id: number; organization_id: number }[], stay: Stay, guests: GuestCount, bookingEngineOnly: boolean) {
    const offers = new Map<number, { unitTypeId: number; ratePlanId: number; amountMinor: number; currency: string }>();
    if (candidates.length === 0) return offers;
    const at = now();
    const scope = { organizationIds: [...new Set(candidates.map((candidate) => candidate.organization_id))] };
    const heads = await repository.properties(
      scope,
      candidates.map((candidate) => candidate.id),
    );
    // The check-out row is needed for closed-to-departure.
    for (const rows of await loadRows(scope, heads, [{ from: stay.checkIn, to: stay.checkOut }])) {
      const today = localDate(at, rows.property.timezone);
      const [best] = rateOptions(rows, { stay, guests, today, bookingEngineOnly });
      if (!best?.bookable || !best.quote) continue;
      offers.set(rows.property.id, { unitTypeId: best.unitType.id, ratePlanId: best.ratePlan.id, amountMinor: best.quote.totalMinor, currency: best.quote.currency });
    }
    return offers;
  }

  return {
    async rateAndAvailability(query: RateAndAvailabilityQuery): Promise<RateAndAvailabilityResponse> {
      const head = await repository.property(query.property, query.brand_id);
      if (!head) throw new AppError('not_found', 'There is no such property here.');
      const today = localDate(now(), head.timezone);
      const calendar = calendarRange(query, today);
      const stay = stayOf(query);
      const ranges = stay ? [calendar, { from: stay.checkIn, to: stay.checkOut }] : [calendar];
      const [rows] = await loadRows({ organizationIds: [head.organization_id] }, [head], ranges);
      if (!rows) throw new AppError('not_found', 'There is no such property here.');
      const offerOptions = { stay, guests: guestsOf(query), today, bookingEngineOnly: query.allow_for_booking_engine === true };
      return {
        property: { id: head.id, name: head.name, currency: head.currency },
        stay: stay ? { ...stay, nights: countNights(stay.checkIn, stay.checkOut) } : null,
        data: rateOptions(rows, offerOptions),
        calendar: propertyCalendar(rows, offerOptions, calendar.from, calendar.to),
      };
    },

    async search(query: PropertySearchQuery): Promise<PropertySearchResponse> {
      const filter: ListingFilter = {
        brandId: query.brand_id,
        sharedListing: query.is_zeevou_direct === true,
        excludedOrganizationIds: query.exclude_organization_id ?? [],
      };
      // A search without a brand or the shared listing would mix every host's catalogue.
      if (!isScoped(filter)) throw fieldError('brand_id', 'brand_id is required unless is_zeevou_direct=true', 'required');
      const guests = guestsOf(query);
      const bookingEngineOnly = query.allow_for_booking_engine === true;
      const criteria = { filter, text: query.search, guests, bookingEngineOnly };
      const paging = { page: query.page ?? 1, limit: query.limit };
      const stay = stayOf(query);
      if (!stay) {
        const { total, ids } = await search.page(criteria, paging.limit, offsetOf(paging));
        const cards = await catalog.cards(filter, ids);
        return { data: cards.map((card) => ({ ...card, stayTotal: null, cheapest: null })), meta: { total, ...paging } };
      }
      const nights = countNights(stay.checkIn, stay.checkOut);
      const candidates = await search.candidates(criteria, stay, nights, now());
      const offers = await bookableOffers(candidates, stay, guests, bookingEngineOnly);
      const bookable = candidates.filter((candidate) => offers.has(candidate.id));
      const pageIds = bookable.slice(offsetOf(paging), offsetOf(paging) + paging.limit).map((candidate) => candidate.id);
      const cards = await catalog.cards(filter, pageIds);
      return {
        data: cards.flatMap((card) => {
          const offer = offers.get(card.id);
          if (!offer) return [];
          return [{ ...card, stayTotal: { amountMinor: offer.amountMinor, currency: offer.currency }, cheapest: { unitTypeId: offer.unitTypeId, ratePlanId: offer.ratePlanId } }];
        }),
        meta: { total: bookable.length, ...paging },
      };
    },
  };
}
