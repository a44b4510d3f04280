import type { AvailabilityDay, RateOption } from '@direct/contracts';
import { maxStayNights } from '@direct/contracts';
import {
  addDays,
  buildAvailabilityCalendar,
  mergeStayStarts,
  stayStartLookahead,
  buildQuote,
  checkStayRestrictions,
  dateRange,
  nightDates,
  refundDeadlines,
  resolveRatePlanRates,
  type DailyRate,
  type GuestCount,
  type IsoDate,
  type Stay,
} from '@direct/domain';
import type { AllocatedRow, DailyRateRow, FeeRow, PromotionRow, PropertyHead, RatePlanRow, TaxRow, UnitTypeRow } from './availability.repository.ts';

// Pure assembly of one property's offers from its loaded rows: the domain decides, this file
// only maps rows to domain inputs and domain results to the answer's shape.

export type PropertyRows = {
  property: PropertyHead;
  unitTypes: readonly UnitTypeRow[];
  ratePlans: readonly RatePlanRow[];
  rates: readonly DailyRateRow[];
  allocated: readonly AllocatedRow[];
  fees: readonly FeeRow[];
  taxes: readonly TaxRow[];
  promotions: readonly PromotionRow[];
};

export type OfferOptions = { stay: Stay | null; guests: GuestCount; today: IsoDate; bookingEngineOnly: boolean };

const toDailyRate = (row: DailyRateRow): DailyRate => ({
  date: row.date,
  priceMinor: row.price_minor,
  minStay: row.min_stay,
  maxStay: row.max_stay,
  closedToArrival: row.closed_to_arrival,
  closedToDeparture: row.closed_to_departure,
  stopSell: row.stop_sell,
});

// The plans a guest may choose from; the others are only there to derive prices from.
// A property kept off the booking engine offers nothing there.
export function offeredPlans(property: PropertyHead, ratePlans: readonly RatePlanRow[], bookingEngineOnly: boolean): RatePlanRow[] {
  if (bookingEngineOnly && !property.allow_for_booking_engine) return [];
  return ratePlans.filter((plan) => plan.is_active && (!bookingEngineOnly || plan.allow_for_booking_engine));
}

// A plan whose parent chain is broken (a cycle, a parent on another property) sells nothing
// rather than failing the whole answer.
function resolveSafely(planId: number, links: Parameters<typeof resolveRatePlanRates>[1], ratesByPlan: Map<number, DailyRate[]>): DailyRate[] {
  try {
    return resolveRatePlanRates(planId, links, ratesByPlan);
  } catch {
    return [];
  }
}

// Each plan's effective rows for one unit type, derived plans resolved through their parents.
export function resolvedRates(rows: PropertyRows, unitTypeId: number, plans: readonly RatePlanRow[]): Map<number, DailyRate[]> {
  const ratesByPlan = new Map<number, DailyRate[]>();
  for (const row of rows.rates) {
    if (row.unit_type_id !== unitTypeId) continue;
    const list = ratesByPlan.get(row.rate_plan_id) ?? [];
    list.push(toDailyRate(row));
    ratesByPlan.set(row.rate_plan_id, list);
  }
  const links = rows.ratePlans.map((plan) => ({ id: plan.id, parentRatePlanId: plan.parent_rate_plan_id, derivedPercent: plan.derived_percent }));
  return new Map(plans.map((plan) => [plan.id, resolveSafely(plan.id, links, ratesByPlan)]));
}

// Free units of a unit type on each date of the ranges: active units minus live allocations.
export function freeUnitsByDate(rows: PropertyRows, unitType: UnitTypeRow, dates: readonly IsoDate[]): Record<IsoDate, number> {
  const taken = new Map(rows.allocated.filter((row) => row.unit_type_id === unitType.id).map((row) => [row.date, row.allocated]));
  return Object.fromEntries(dates.map((date) => [date, Math.max(0, unitType.active_units - (taken.get(date) ?? 0))]));
}

function unitTypeView(unitType: UnitTypeRow): RateOption['unitType'] {
  return {
    id: unitType.id,
    name: unitType.name,
    maxOccupancy: unitType.max_occupancy,
    maxAdults: unitType.max_adults,
    maxChildren: unitType.max_children,
    bedrooms: unitType.bedrooms,
    bathrooms: unitType.bathrooms,
    beds: unitType.beds,
    sizeM2: unitType.size_m2,
  };
}

function ratePlanView(plan: RatePlanRow, stay: Stay | null): RateOption['ratePlan'] {
  const policy = { kind: plan.cancellation_kind, rules: plan.cancellation_rules };
  return {
    id: plan.id,
    name: plan.name,
    mealPlan: plan.meal_plan,
    derived: plan.parent_rate_plan_id !== null,
    cancellation: {
      kind: plan.cancellation_kind,
      deadlines: stay ? refundDeadlines(policy, stay.checkIn).map(({ lastDate, daysBeforeArrival, refundPercent }) => ({ lastDate, daysBeforeArrival, refundPercent })) : [],
    },
  };
}

function feesFor(rows: PropertyRows, unitTypeId: number) {
  return rows.fees
    .filter((fee) => fee.unit_type_id === null || fee.unit_type_id === unitTypeId)
    .map((fee) => ({ name: fee.name, kind: fee.kind, calculation: fee.calculation, amountMinor: fee.amount_minor, isMandatory: fee.is_mandatory }));
}

const taxesOf = (rows: PropertyRows) =>
  rows.taxes.map((tax) => ({
    name: tax.name,
    kind: tax.kind,
    percent: tax.percent,
    amountMinor: tax.amount_minor,
    includesFees: tax.includes_fees,
    appliesToChildren: tax.applies_to_children,
    maxNights: tax.max_nights,
    exemptUnderAge: tax.exempt_under_age,
  }));

// Bookable first, then the cheapest total; ties keep the unit type and plan order.
function compareOptions(a: RateOption, b: RateOption): number {
  if (a.bookable !== b.bookable) return a.bookable ? -1 : 1;
  const total = (option: RateOption) => option.quote?.totalMinor ?? Number.MAX_SAFE_INTEGER;
  return total(a) - total(b);
}

// One option per active unit type and offered plan, with reasons and a quote when bookable.
export function rateOptions(rows: PropertyRows, options: OfferOptions): RateOption[] {
  const plans = offeredPlans(rows.property, rows.ratePlans, options.bookingEngineOnly);
  const { stay } = options;
  const nights = stay ? nightDates(stay.checkIn, stay.checkOut) : [];
  const result: RateOption[] = [];
  for (const unitType of rows.unitTypes) {
    const ratesByPlan = resolvedRates(rows, unitType.id, plans);
    const free = freeUnitsByDate(rows, unitType, nights);
    const freeUnits = stay ? Math.min(...nights.map((date) => free[date] ?? 0)) : unitType.active_units;
    for (const plan of plans) {
      const rates = ratesByPlan.get(plan.id) ?? [];
      const base = { id: plan.id, ratePlan: ratePlanView(plan, stay), unitType: unitTypeView(unitType), freeUnits };
      if (!stay) {
        result.push({ ...base, bookable: false, quote: null, reasons: [] });
        continue;
      }
      const reasons = checkStayRestrictions({
        stay,
        guests: options.guests,
        unitType: { maxAdults: unitType.max_adults, maxChildren: unitType.max_children, maxOccupancy: unitType.max_occupancy, petsAllowed: unitType.pets_allowed },
        rates,
        freeUnitsByDate: free,
        today: options.today,
      });
      const quote =
        reasons.length === 0
          ? buildQuote({
              stay,
              guests: options.guests,
              unitType: { baseOccupancy: unitType.base_occupancy },
              rates,
              fees: feesFor(rows, unitType.id),
              taxes: taxesOf(rows),
              currency: rows.property.currency,
              promotions: { promotions: rows.promotions, propertyId: rows.property.id, today: options.today },
            })
          : null;
      result.push({ ...base, bookable: reasons.length === 0, quote, reasons });
    }
  }
  return result.sort(compareOptions);
}

// How far past the calendar's last date its rows must reach: the check-out of the longest stay
// from that date decides whether a stay can start there.
export function calendarDataRange(from: IsoDate, to: IsoDate): { from: IsoDate; to: IsoDate } {
  return { from, to: addDays(to, stayStartLookahead(maxStayNights)) };
}

const closedDay = (date: IsoDate, checkInBlockedBy: AvailabilityDay['checkInBlockedBy']): AvailabilityDay => ({
  date,
  lowestPriceMinor: null,
  minStay: null,
  arrivalAllowed: false,
  departureAllowed: false,
  available: false,
  canCheckIn: false,
  checkInBlockedBy,
});

// The property's picker: per date the best any unit type that fits the guests offers. The rows
// must cover calendarDataRange(from, to).
export function propertyCalendar(rows: PropertyRows, options: OfferOptions, from: IsoDate, to: IsoDate): AvailabilityDay[] {
  const plans = offeredPlans(rows.property, rows.ratePlans, options.bookingEngineOnly);
  const dates = dateRange(from, to);
  const dataDates = dateRange(from, calendarDataRange(from, to).to);
  const fitting = rows.unitTypes.filter(
    (unitType) =>
      options.guests.adults <= unitType.max_adults &&
      options.guests.children <= unitType.max_children &&
      options.guests.adults + options.guests.children <= unitType.max_occupancy &&
      (options.guests.pets === 0 || unitType.pets_allowed),
  );
  const perUnitType = fitting.map((unitType) =>
    buildAvailabilityCalendar({
      from,
      to,
      ratePlans: [...resolvedRates(rows, unitType.id, plans).values()],
      freeUnitsByDate: freeUnitsByDate(rows, unitType, dataDates),
      maxNights: maxStayNights,
    }),
  );
  const starts = mergeStayStarts(dates, perUnitType);
  const minOf = (values: (number | null)[]) => {
    const numbers = values.filter((value): value is number => value !== null);
    return numbers.length > 0 ? Math.min(...numbers) : null;
  };
  return dates.map((date, index) => {
    const days = perUnitType.map((calendar) => calendar[index]).filter((entry): entry is NonNullable<typeof entry> => entry !== undefined);
    // Nobody can arrive or stay on a day that has passed at the property.
    if (date < options.today) return closedDay(date, 'past');
    const start = starts[index]!;
    return {
      date,
      lowestPriceMinor: minOf(days.map((entry) => entry.lowestPriceMinor)),
      minStay: minOf(days.map((entry) => entry.minStay)),
      arrivalAllowed: days.some((entry) => entry.arrivalAllowed),
      departureAllowed: days.length === 0 || days.some((entry) => entry.departureAllowed),
      available: days.some((entry) => entry.available),
      canCheckIn: start.canCheckIn,
      // No unit type fits the guests: that, not the rates, is why.
      checkInBlockedBy: fitting.length === 0 ? 'capacity' : start.checkInBlockedBy,
    };
  });
}
