import { z } from 'zod';
import { CountParam, FlagParam, IdListParam, IdParam, limitParam, ListMeta, Money, PageParam } from './catalog-query.ts';
import { PropertyCard } from './catalog-properties.ts';
import { Language } from './language.ts';

// Query and answer shapes of GET /apis/rate_and_availability and GET /apis/property_search.
// Stay dates follow the spec's names: date[after] is the check-in, date[before] the check-out.

export const maxStayNights = 90;
export const maxCalendarDays = 400;
const day = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day);

// Years outside this window are typos; the domain's date maths also refuses year 0.
const IsoDateParam = z.iso
  .date('must be a real date as YYYY-MM-DD')
  .refine((value) => value >= '1970-01-01' && value <= '2999-12-31', { message: 'must be between 1970 and 2999', params: { reason: 'out_of_range' } });
const GuestsParam = z
  .string()
  .regex(/^\d+$/, 'must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50'));
const SmallCountParam = CountParam.pipe(z.number().max(50, 'must be at most 50'));

type StayKeys = { 'date[after]'?: string | undefined; 'date[before]'?: string | undefined };

// Cross-field rules on the stay; each issue names the key as sent. Runs only once every field parsed.
function checkStay(query: StayKeys, context: z.core.$RefinementCtx<StayKeys>): void {
  const checkIn = query['date[after]'];
  const checkOut = query['date[before]'];
  if ((checkIn === undefined) !== (checkOut === undefined)) {
    const missing = checkIn === undefined ? 'date[after]' : 'date[before]';
    context.addIssue({ code: 'custom', path: [missing], message: `${missing} is required with the other stay date`, params: { reason: 'required' } });
    return;
  }
  if (checkIn === undefined || checkOut === undefined) return;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) {
    context.addIssue({ code: 'custom', path: ['date[before]'], message: 'must be after date[after]', params: { reason: 'check_out_not_after_check_in' } });
  } else if (nights > maxStayNights) {
    context.addIssue({ code: 'custom', path: ['date[before]'], message: `a stay is at most ${maxStayNights} nights`, params: { reason: 'stay_too_long' } });
  }
}

const guestFields = {
  number_of_guests: GuestsParam.optional().describe('Adults (default 1)'),
  number_of_children: SmallCountParam.optional().describe('Children (default 0)'),
  pets: SmallCountParam.optional().describe('Pets (default 0)'),
  allow_for_booking_engine: FlagParam.optional().describe('true: only rate plans offered on the booking engine'),
};

// GET /apis/rate_and_availability
export const RateAndAvailabilityQuery = z
  .strictObject({
    property: IdParam.describe('Property id'),
    'date[after]': IsoDateParam.optional().describe('Check-in, YYYY-MM-DD'),
    'date[before]': IsoDateParam.optional().describe('Check-out, YYYY-MM-DD'),
    ...guestFields,
    brand_id: IdParam.optional().describe('When given, the property must be published on this brand'),
    'calendar[from]': IsoDateParam.optional().describe('First calendar date (default: today at the property)'),
    'calendar[to]': IsoDateParam.optional().describe(`Last calendar date, included (default: 90 days on; at most ${maxCalendarDays} days)`),
    language: Language.optional().describe('The page’s language: rate plan and fee names in it where the host wrote them, else English (see nameLanguage, labelLanguage)'),
  })
  .superRefine((query, context) => {
    checkStay(query, context);
    const from = query['calendar[from]'];
    const to = query['calendar[to]'];
    if (from !== undefined && to !== undefined) {
      const days = nightsBetween(from, to);
      if (days < 0) context.addIssue({ code: 'custom', path: ['calendar[to]'], message: 'must not be before calendar[from]', params: { reason: 'invalid_range' } });
      else if (days >= maxCalendarDays) {
        context.addIssue({ code: 'custom', path: ['calendar[to]'], message: `the calendar spans at most ${maxCalendarDays} days`, params: { reason: 'range_too_long' } });
      }
    }
  });
export type RateAndAvailabilityQuery = z.infer<typeof RateAndAvailabilityQuery>;

// Why a stay can't be booked on a plan: the domain's StayRestriction, as data.
export const StayRestriction = z
  .object({
    code: z.enum(['invalid_dates', 'min_stay', 'max_stay', 'closed_to_arrival', 'closed_to_departure', 'stop_sell', 'no_rates', 'capacity', 'pets_not_allowed', 'sold_out']),
    cause: z.string().optional(),
    minNights: z.number().int().optional(),
    maxNights: z.number().int().optional(),
    date: z.string().optional(),
    dates: z.array(z.string()).optional(),
    maxOccupancy: z.number().int().optional(),
    maxAdults: z.number().int().optional(),
    maxChildren: z.number().int().optional(),
  })
  .meta({ id: 'StayRestriction' });
export type StayRestriction = z.infer<typeof StayRestriction>;

export const StayPromotion = z
  .object({ id: z.number().int(), name: z.string(), amountMinor: z.number().int().describe('What it takes off, in minor units') })
  .meta({ id: 'StayPromotion' });
export type StayPromotion = z.infer<typeof StayPromotion>;

export const StayQuote = z
  .object({
    currency: z.string(),
    nights: z.array(z.object({ date: z.string(), priceMinor: z.number().int() })),
    // The stay's charges; a `discount` line (negative) is the automatic promotion taken off.
    // labelLanguage: the language a fee's host-written name is in (absent for the other lines).
    lines: z.array(z.object({ kind: z.enum(['accommodation', 'fee', 'tax', 'discount']), label: z.string(), labelLanguage: Language.optional(), amountMinor: z.number().int() })),
    // All-in: nights, every mandatory fee and tax, less the promotion. What every surface shows first.
    totalMinor: z.number().int(),
    accommodationMinor: z.number().int(),
    feesMinor: z.number().int(),
    taxesMinor: z.number().int(),
    // The nights' own average (accommodation only).
    averageNightlyMinor: z.number().int(),
    // The host's automatic promotion that applies to the stay (early bird, last minute, length of stay…).
    promotion: StayPromotion.nullable(),
    totalBeforePromotionMinor: z.number().int(),
    // totalMinor over the nights: the one per-night figure the site shows.
    perNightMinor: z.number().int(),
  })
  .meta({ id: 'StayQuote' });
export type StayQuote = z.infer<typeof StayQuote>;

export const RateOption = z
  .object({
    // The rate plan id (the spec's "list of rate plans with id").
    id: z.number().int(),
    ratePlan: z.object({
      id: z.number().int(),
      name: z.string(),
      // The language `name` is in: the page's where the host wrote it, else en (decision 0032).
      nameLanguage: Language.optional(),
      mealPlan: z.string(),
      derived: z.boolean(),
      cancellation: z.object({
        kind: z.enum(['flexible', 'moderate', 'strict', 'non_refundable']),
        // Concrete dates for the stay's arrival; empty without a stay or for non-refundable plans.
        deadlines: z.array(z.object({ lastDate: z.string(), daysBeforeArrival: z.number().int(), refundPercent: z.number() })),
      }),
    }),
    unitType: z.object({
      id: z.number().int(),
      name: z.string(),
      maxOccupancy: z.number().int(),
      maxAdults: z.number().int(),
      maxChildren: z.number().int(),
      bedrooms: z.number().int(),
      bathrooms: z.number().int(),
      beds: z.number().int(),
      sizeM2: z.number().int().nullable(),
    }),
    // With a stay: the fewest free units on any of its nights; without: the active units.
    freeUnits: z.number().int(),
    bookable: z.boolean(),
    quote: StayQuote.nullable(),
    reasons: z.array(StayRestriction),
  })
  .meta({ id: 'RateOption' });
export type RateOption = z.infer<typeof RateOption>;

export const checkInBlocks = ['past', 'capacity', 'no_rates', 'stop_sell', 'sold_out', 'closed_to_arrival', 'no_valid_checkout'] as const;
export type CheckInBlockCode = (typeof checkInBlocks)[number];

export const AvailabilityDay = z
  .object({
    date: z.string(),
    lowestPriceMinor: z.number().int().nullable(),
    minStay: z.number().int().nullable(),
    arrivalAllowed: z.boolean(),
    departureAllowed: z.boolean(),
    available: z.boolean(),
    // Whether a stay can START here: some check-out after it passes every rule of one plan
    // (min/max stay of the arrival, every night sellable and free, departure allowed). The
    // picker offers an arrival only then.
    canCheckIn: z.boolean(),
    // Why not: past; no unit fits the guests; no price; stop sell; sold out; closed to arrival;
    // or the arrival is fine but no stay of the minimum length can end on an allowed date.
    checkInBlockedBy: z.enum(checkInBlocks).nullable(),
  })
  .meta({ id: 'AvailabilityDay' });
export type AvailabilityDay = z.infer<typeof AvailabilityDay>;

export const RateAndAvailabilityResponse = z
  .object({
    property: z.object({ id: z.number().int(), name: z.string(), currency: z.string() }),
    stay: z.object({ checkIn: z.string(), checkOut: z.string(), nights: z.number().int() }).nullable(),
    data: z.array(RateOption),
    calendar: z.array(AvailabilityDay),
  })
  .meta({ id: 'RateAndAvailabilityResponse' });
export type RateAndAvailabilityResponse = z.infer<typeof RateAndAvailabilityResponse>;

// GET /apis/property_search
export const maxSearchPrice = 1_000_000;
export const maxSearchAmenities = 30;

const PriceParam = z
  .string()
  .regex(/^\d+$/, 'must be a whole amount (no sign or decimals)')
  .transform(Number)
  .pipe(z.number().int().max(maxSearchPrice, `must be at most ${maxSearchPrice}`));

// Amenity codes: one value or the key repeated (amenities[]=pool&amenities[]=wifi). Whether a code
// exists is the database's to say; the service answers 400 on this key for an unknown one.
const AmenityCodesParam = z
  .union([z.string(), z.array(z.string()).max(maxSearchAmenities, `at most ${maxSearchAmenities} amenities`)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .pipe(
    z.array(z.string()).refine((codes) => codes.every((code) => /^[a-z0-9_]{1,40}$/.test(code)), {
      message: 'must be amenity codes (lower-case letters, digits and _)',
      params: { reason: 'invalid_format' },
    }),
  )
  .transform((codes) => [...new Set(codes)]);

type PriceKeys = { 'price[gte]'?: number | undefined; 'price[lte]'?: number | undefined };

function checkPrice(query: PriceKeys, context: z.core.$RefinementCtx<PriceKeys>): void {
  const low = query['price[gte]'];
  const high = query['price[lte]'];
  if (low !== undefined && high !== undefined && low > high) {
    context.addIssue({ code: 'custom', path: ['price[lte]'], message: 'must not be below price[gte]', params: { reason: 'invalid_range' } });
  }
}

export const PropertySearchQuery = z
  .strictObject({
    brand_id: IdParam.optional().describe('Brand id: properties published on that brand'),
    is_zeevou_direct: FlagParam.optional().describe('true: the shared listing (direct properties of every host)'),
    search: z.string().trim().max(100, 'must be at most 100 characters').optional().describe('City, area, country or property name'),
    'date[after]': IsoDateParam.optional().describe('Check-in, YYYY-MM-DD'),
    'date[before]': IsoDateParam.optional().describe('Check-out, YYYY-MM-DD'),
    ...guestFields,
    page: PageParam.optional(),
    limit: limitParam(11),
    exclude_organization_id: IdListParam.optional().describe('Organizations left out; one value or the key repeated'),
    city: IdParam.optional().describe('City id (a city suggestion of /api/autocomplete): only properties in that city'),
    area: IdParam.optional().describe('Area id (an area suggestion of /api/autocomplete): only properties in that area'),
    'price[gte]': PriceParam.optional().describe(
      "Lowest price per night, a whole amount in the property's currency (80 = 80.00 EUR), included. With a stay: the " +
        "stay's cheapest total divided by its nights; without: the card's averageNightlyPrice",
    ),
    'price[lte]': PriceParam.optional().describe('Highest price per night, included; same measure as price[gte], and not below it'),
    'amenities[]': AmenityCodesParam.optional().describe('Amenity codes the property must all have; one value or the key repeated'),
    language: Language.optional().describe('The page’s language: city, area and alt texts in it where written, else English'),
  })
  .superRefine((query, context) => {
    checkStay(query, context);
    checkPrice(query, context);
  });
export type PropertySearchQuery = z.infer<typeof PropertySearchQuery>;

export const PropertySearchItem = PropertyCard.extend({
  // The cheapest bookable total for the stay (all-in, promotion taken off); null without dates.
  stayTotal: Money.nullable(),
  // The promotion in that total, with what it takes off; null without one or without dates.
  stayPromotion: z.object({ name: z.string(), amount: Money }).nullable(),
  cheapest: z.object({ unitTypeId: z.number().int(), ratePlanId: z.number().int() }).nullable(),
}).meta({ id: 'PropertySearchItem' });
export type PropertySearchItem = z.infer<typeof PropertySearchItem>;

export const PriceRange = z
  .object({
    // Whole amounts in the currency's major unit: min rounded down, max rounded up, so that
    // price[gte]=min&price[lte]=max keeps every property.
    min: z.number().int(),
    max: z.number().int(),
    currency: z.string().length(3),
  })
  .meta({ id: 'PriceRange' });
export type PriceRange = z.infer<typeof PriceRange>;

export const PropertySearchMeta = ListMeta.extend({
  // With a stay, whether every candidate was checked. When the result is too large to check on
  // one request, the check stops once the page is filled and total, priceRange and amenityCounts
  // are estimated from the properties checked so far (in list order).
  totalIsEstimate: z.boolean(),
  // The per-night price range (the price[gte]/price[lte] measure) of the matching properties before
  // the price filter; null when nothing matches or they use more than one currency.
  priceRange: PriceRange.nullable(),
  // Per amenity code, how many matching properties (before the amenity filter) have it. Null with
  // a stay and amenities[]: the stay check then only looks at properties with those amenities.
  amenityCounts: z.record(z.string(), z.number().int()).nullable(),
}).meta({ id: 'PropertySearchMeta' });
export type PropertySearchMeta = z.infer<typeof PropertySearchMeta>;

export const PropertySearchResponse = z
  .object({ data: z.array(PropertySearchItem), meta: PropertySearchMeta })
  .meta({ id: 'PropertySearchResponse' });
export type PropertySearchResponse = z.infer<typeof PropertySearchResponse>;
