import type { PropertyCard, PropertySearchQuery, PropertySearchResponse } from '@direct/contracts';
import { addDays, countNights, type GuestCount, type Stay } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { utcDateOf } from '@direct/domain';
import { offsetOf, type Paging } from '../../http/paging.ts';
import { isScoped, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';
import { amenitiesFit, amenityMaskOf, facetsOf, priceFits, scaleCounts, type PricedRow, type SearchFilters } from './search-results.ts';
import { listingScopeOf } from './listing-scope.ts';
import { createFactsCache, factsOf, hostsGuests, type Facts } from './search-facts.ts';
import { createHostingMemo, hostingRowsOf, type HostingRows } from './hosting-memo.ts';
import type { CandidateRow, SearchCriteria, SearchRepository, StayScanRow } from './search.repository.ts';

// GET /apis/property_search. Candidates (scope, text, place) come from SQL in list order; their
// slow-changing facts (card price, amenities, capacity) from a per-scope cache. Without dates
// that is enough to filter, count and page exactly. With a stay, candidates are priced by the
// SQL twin of the domain in list order, a chunk at a time, until the page is full; a result too
// large to check on one request gets an estimated total and facets (meta.totalIsEstimate).
// Whatever is listed has been checked live: by the domain with a stay, otherwise against its card.

export type CardSource = { cards: (filter: ListingFilter, ids: readonly number[], language?: string) => Promise<PropertyCard[]> };
export type Offer = { unitTypeId: number; ratePlanId: number; amountMinor: number; currency: string; promotion: { name: string; amountMinor: number } | null };
export type OfferCheck = (
  candidates: readonly { id: number; organization_id: number }[],
  stay: Stay,
  guests: GuestCount,
  bookingEngineOnly: boolean,
) => Promise<Map<number, Offer>>;

export type SearchTuning = {
  // Bookable candidates priced at least per stay search: enough to estimate a large result's facets.
  sampleSize: number;
  // When no more candidates than this are left unchecked once the page is full, they are checked
  // too: an exact total is worth a few milliseconds.
  exactTail: number;
  maxChunk: number;
};
const defaultTuning: SearchTuning = { sampleSize: 32, exactTail: 100, maxChunk: 1024 };
// The catalogue's window for a card's averageNightlyPrice (properties.service.ts).
const cardPriceNights = 30;
const amenitiesTtlMs = 5 * 60_000;

type Meta = PropertySearchResponse['meta'];
type Page = PropertySearchResponse;
// language: the page's, for the cards' host texts (city names, alt texts; decision 0032).
type Context = { criteria: SearchCriteria; filters: SearchFilters; amenityCodes: ReadonlyMap<number, string>; paging: Paging; requiredCodes: readonly string[]; language?: string | undefined };

function fieldError(field: string, message: string, reason: string): AppError {
  return new AppError('validation_failed', 'The request is invalid; see fields.', { fields: [{ field, message, reason }] });
}

// pin: the brand's filter pinned to its host (brand-scope's pinned, decision 0048), so a brand's
// search reads one host's rows; unchanged for the shared listing.
export function createPropertySearch(options: {
  search: SearchRepository;
  catalog: CardSource;
  checkOffers: OfferCheck;
  now: () => Date;
  pin?: (filter: ListingFilter) => Promise<ListingFilter>;
  tuning?: Partial<SearchTuning>;
}) {
  const { search, catalog, checkOffers, now } = options;
  const pin = options.pin ?? (async (filter: ListingFilter) => filter);
  const { sampleSize, exactTail, maxChunk } = { ...defaultTuning, ...options.tuning };
  const scopes = new Map<string, ListingFilter>();
  const factsCache = createFactsCache({
    load: async (key, date, organizationIds) => factsOf(await search.facts(scopes.get(key) as ListingFilter, date, cardPriceNights, organizationIds ? { organizationIds } : {})),
    generation: () => search.listingGeneration(),
    changesSince: (generation) => search.listingChangesSince(generation),
  });

  // Amenity codes are reference data that changes with releases, not per request.
  type AmenityList = { loadedAt: number; byCode: ReadonlyMap<string, number>; codeById: ReadonlyMap<number, string> };
  let amenityList: AmenityList | null = null;
  async function amenities(codes: readonly string[]): Promise<AmenityList> {
    const fresh = amenityList && performance.now() - amenityList.loadedAt < amenitiesTtlMs && codes.every((code) => amenityList!.byCode.has(code));
    if (!fresh) {
      const rows = await search.amenities();
      amenityList = { loadedAt: performance.now(), byCode: new Map(rows.map((row) => [row.code, row.id])), codeById: new Map(rows.map((row) => [row.id, row.code])) };
    }
    return amenityList!;
  }

  // The rows of the candidates that host the party, and their facets without filters, kept while
  // the candidate list and the scope's facts are the very same objects (the listing index and the
  // facts cache hand out a new one as soon as a listing change reaches them): the shared listing's
  // search without dates otherwise walks ~100,000 properties on every request.
  const hostingMemo = createHostingMemo();
  async function hostingRows(scopeKey: string, criteria: SearchCriteria, candidates: readonly CandidateRow[], cached: Facts, date: string): Promise<HostingRows> {
    const key = JSON.stringify([scopeKey, date, criteria.guests, criteria.bookingEngineOnly, criteria.cityId, criteria.areaId, criteria.text]);
    const kept = hostingMemo.get(key, candidates, cached);
    if (kept) return kept;
    // Properties new since the scope's facts were loaded are looked up live (and nothing is kept).
    const unknown = candidates.filter((row) => !cached.has(row.id)).map((row) => row.id);
    const live = factsOf(await search.facts(criteria.filter, date, cardPriceNights, { ids: unknown }));
    const rows: PricedRow[] = [];
    for (const candidate of candidates) {
      const known = cached.get(candidate.id) ?? live.get(candidate.id);
      if (known && hostsGuests(known, criteria.guests)) rows.push(known);
    }
    const hosting = hostingRowsOf(rows);
    if (unknown.length === 0) hostingMemo.set(key, candidates, cached, hosting);
    return hosting;
  }

  async function withoutDates({ criteria, filters, amenityCodes, paging, requiredCodes, language }: Context): Promise<Page> {
    const date = utcDateOf(now());
    const scope = listingScopeOf(criteria.filter);
    scopes.set(scope.key, scope.filter);
    const [candidates, cached] = await Promise.all([search.candidates(criteria), factsCache.get(scope.key, date)]);
    const party = await hostingRows(scope.key, criteria, candidates, cached, date);
    const facets = filters.priceFrom === undefined && filters.priceTo === undefined && filters.amenityIds.length === 0 ? party.plainFacets(amenityCodes) : facetsOf(party.rows, filters, amenityCodes);
    const pageIds = facets.matching.slice(offsetOf(paging), offsetOf(paging) + paging.limit).map((row) => row.id);
    const [cards, hosting] = await Promise.all([catalog.cards(criteria.filter, pageIds, language), search.hosting(criteria.filter, pageIds, criteria.guests)]);
    const hosts = new Set(hosting);
    // The cards' price and amenities are live, and so is the capacity check.
    const data = cards.filter(
      (card) =>
        hosts.has(card.id) &&
        requiredCodes.every((code) => card.amenities.includes(code)) &&
        priceFits({ amountMinor: card.averageNightlyPrice?.amountMinor ?? null, perNights: 1, currency: card.averageNightlyPrice?.currency ?? '' }, filters),
    );
    if (data.length < cards.length) factsCache.markStale(scope.key, date);
    const meta: Meta = {
      total: facets.matching.length - (cards.length - data.length),
      ...paging,
      totalIsEstimate: false,
      priceRange: facets.priceRange,
      amenityCounts: facets.amenityCounts,
    };
    return { data: data.map((card) => ({ ...card, stayTotal: null, stayPromotion: null, cheapest: null })), meta };
  }

  async function withStay(context: Context, stay: Stay): Promise<Page> {
    const { criteria, filters, amenityCodes, paging, requiredCodes, language } = context;
    const nights = countNights(stay.checkIn, stay.checkOut);
    const at = now();
    const utcToday = utcDateOf(at);
    // The scan only prices candidates with the amenities asked for, so it can't count the others.
    const counted = filters.amenityIds.length === 0;
    const empty: Meta = { total: 0, ...paging, totalIsEstimate: false, priceRange: null, amenityCounts: counted ? facetsOf([], filters, amenityCodes).amenityCounts : null };
    // Today at a property is UTC's today ± 1 day; only the domain knows which, so arrivals on
    // those days go to it. Earlier ones are in the past everywhere.
    if (stay.checkIn < addDays(utcToday, -1)) return { data: [], meta: empty };
    const arrivalUncertain = stay.checkIn <= utcToday;
    // The scan prices candidates one by one and tests capacity and amenities itself. When the
    // scope's facts are already kept (a search without dates loaded them), they leave out before
    // it the candidates that can't host the party or lack an amenity asked for: a large party or
    // a rare amenity otherwise sends the scan through thousands of candidates. The facts are as
    // fresh as the candidate list (every capacity or amenity write stamps its host, and stamped
    // hosts are reloaded first), and a property they don't know yet goes to the scan; so the
    // result is the scan's alone.
    const scope = listingScopeOf(criteria.filter);
    const [listed, kept] = await Promise.all([search.candidates(criteria), factsCache.peek(scope.key, utcToday)]);
    // Tested as the scan reaches them, not all at once: a search over the whole shared listing
    // rarely goes past its first few hundred.
    const mayFit = (row: CandidateRow) => {
      const known = kept?.get(row.id);
      return known === undefined || (hostsGuests(known, criteria.guests) && amenitiesFit(known.amenityIds, filters));
    };
    const input = { stay, nights, guests: criteria.guests, bookingEngineOnly: criteria.bookingEngineOnly, now: at };
    const offers = new Map<number, Offer>();
    const needed = offsetOf(paging) + paging.limit;
    const rows: PricedRow[] = [];
    let chunk = Math.max(sampleSize, needed);
    // Rows of `listed` checked or left out so far.
    let scanned = 0;
    for (;;) {
      // A window of the list, not all of it: the scan rarely goes far, and thousands of ids cost.
      const window: CandidateRow[] = [];
      // Where the list resumes after each row of the window.
      const after: number[] = [];
      let next = scanned;
      for (; next < listed.length && window.length < Math.max(chunk * 3, 256); next += 1) {
        if (!mayFit(listed[next]!)) continue;
        window.push(listed[next]!);
        after.push(next + 1);
      }
      const batch = await search.stayScan(criteria.filter, input, window.map((candidate) => candidate.id), chunk, filters.amenityIds);
      rows.push(...(await priced(batch, (row) => window[row.position]!, context, stay, arrivalUncertain, offers)));
      // A full batch stopped at its last row; otherwise everything the window was built from has
      // been checked (or left out).
      scanned = batch.length === chunk ? after[batch.at(-1)!.position]! : next;
      if (scanned >= listed.length) break;
      const enough = facetsOf(rows, filters, amenityCodes).matching.length >= needed;
      if (enough && listed.length - scanned > exactTail) break;
      chunk = enough ? listed.length - scanned + 1 : Math.min(chunk * 2, maxChunk);
    }
    const facets = facetsOf(rows, filters, amenityCodes);
    const pageRows = facets.matching.slice(offsetOf(paging), offsetOf(paging) + paging.limit);
    const unchecked = pageRows.filter((row) => !offers.has(row.id)).map((row) => ({ id: row.id, organization_id: row.organizationId }));
    const [checked, cards] = await Promise.all([
      checkOffers(unchecked, stay, criteria.guests, criteria.bookingEngineOnly),
      catalog.cards(criteria.filter, pageRows.map((row) => row.id), language),
    ]);
    for (const [id, offer] of checked) offers.set(id, offer);
    // The domain has the last word: what it finds unbookable, or outside the price filter, is left out.
    const data = cards.flatMap((card) => {
      const offer = offers.get(card.id);
      if (!offer || !requiredCodes.every((code) => card.amenities.includes(code))) return [];
      if (!priceFits({ amountMinor: offer.amountMinor, perNights: nights, currency: offer.currency }, filters)) return [];
      const stayPromotion = offer.promotion ? { name: offer.promotion.name, amount: { amountMinor: offer.promotion.amountMinor, currency: offer.currency } } : null;
      return [{ ...card, stayTotal: { amountMinor: offer.amountMinor, currency: offer.currency }, stayPromotion, cheapest: { unitTypeId: offer.unitTypeId, ratePlanId: offer.ratePlanId } }];
    });
    const exact = facets.matching.length - (cards.length - data.length);
    const meta: Meta = { ...empty, total: exact, priceRange: facets.priceRange, amenityCounts: counted ? facets.amenityCounts : null };
    if (scanned >= listed.length) return { data, meta };
    const scale = listed.length / scanned;
    return {
      data,
      meta: { ...meta, total: Math.max(exact, Math.round(facets.matching.length * scale)), totalIsEstimate: true, amenityCounts: counted ? scaleCounts(facets.amenityCounts, scale) : null },
    };
  }

  // Scanned rows with their stay total; the domain prices (or drops) those the SQL is unsure of.
  async function priced(batch: readonly StayScanRow[], candidateOf: (row: StayScanRow) => CandidateRow, { criteria }: Context, stay: Stay, arrivalUncertain: boolean, offers: Map<number, Offer>) {
    const unsure = batch.filter((row) => row.uncertain || arrivalUncertain);
    if (unsure.length > 0) {
      for (const [id, offer] of await checkOffers(unsure.map(candidateOf), stay, criteria.guests, criteria.bookingEngineOnly)) offers.set(id, offer);
    }
    const nights = countNights(stay.checkIn, stay.checkOut);
    return batch.flatMap((row): PricedRow[] => {
      const amountMinor = row.uncertain || arrivalUncertain ? (offers.get(row.id)?.amountMinor ?? null) : row.total_minor;
      if (amountMinor === null) return [];
      return [{ id: row.id, organizationId: candidateOf(row).organization_id, currency: row.currency, amountMinor, perNights: nights, amenityIds: row.amenity_ids, amenityMask: amenityMaskOf(row.amenity_ids) }];
    });
  }

  return {
    async search(query: PropertySearchQuery): Promise<Page> {
      const asked: ListingFilter = { brandId: query.brand_id, sharedListing: query.is_zeevou_direct === true, excludedOrganizationIds: query.exclude_organization_id ?? [] };
      // A search without a brand or the shared listing would mix every host's catalogue.
      if (!isScoped(asked)) throw fieldError('brand_id', 'brand_id is required unless is_zeevou_direct=true', 'required');
      const filter = await pin(asked);
      const requiredCodes = query['amenities[]'] ?? [];
      const { byCode: idByCode, codeById } = await amenities(requiredCodes);
      const unknown = requiredCodes.filter((code) => !idByCode.has(code));
      if (unknown.length > 0) throw fieldError('amenities[]', `Unknown amenity ${unknown.join(', ')}`, 'unknown_amenity');
      const context: Context = {
        criteria: {
          filter,
          text: query.search,
          cityId: query.city,
          areaId: query.area,
          guests: { adults: query.number_of_guests ?? 1, children: query.number_of_children ?? 0, pets: query.pets ?? 0 },
          bookingEngineOnly: query.allow_for_booking_engine === true,
        },
        filters: { priceFrom: query['price[gte]'], priceTo: query['price[lte]'], amenityIds: requiredCodes.map((code) => idByCode.get(code) as number) },
        amenityCodes: codeById,
        paging: { page: query.page ?? 1, limit: query.limit },
        requiredCodes,
        language: query.language,
      };
      const checkIn = query['date[after]'];
      const checkOut = query['date[before]'];
      return checkIn === undefined || checkOut === undefined ? withoutDates(context) : withStay(context, { checkIn, checkOut });
    },
  };
}
