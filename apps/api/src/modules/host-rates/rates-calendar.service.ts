import { rateHorizonDays, type BulkRateUpdateRequest, type HostRatesProperty, type RatesCalendar } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { addDays, dateRange, daysBetween, isoWeekday, resolveRatePlanRates, utcDateOf, type DailyRate } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { sqlStateOf } from '@direct/db';
import type { AllocationRow, Cell, PlanLink, RateRow, RatesCalendarRepository, UnitTypeHead } from './rates-calendar.repository.ts';

// The calendar a host edits: per unit type and date the plan's effective values (a derived plan
// resolved through its parents by the same domain rule guests are priced with) and what takes
// the units; and the bulk update over date ranges × unit types × weekdays.

export type RatesCalendarService = ReturnType<typeof createRatesCalendarService>;

const fieldError = (field: string, reason: string, message: string) => new AppError('validation_failed', message, { fields: [{ field, message, reason }] });

const toDailyRate = (row: RateRow): DailyRate => ({
  date: row.date,
  priceMinor: row.price_minor,
  minStay: row.min_stay,
  maxStay: row.max_stay,
  closedToArrival: row.closed_to_arrival,
  closedToDeparture: row.closed_to_departure,
  stopSell: row.stop_sell,
});

// The plan and its parents up to a base plan: the rows its prices can come from.
function chainOf(plans: readonly PlanLink[], ratePlanId: number): number[] {
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const chain: number[] = [];
  for (let id: number | null = ratePlanId; id !== null && !chain.includes(id); id = byId.get(id)?.parent_rate_plan_id ?? null) chain.push(id);
  return chain;
}

// Each unit type's effective rows of the plan (derived plans resolved), and its own rows' dates.
function resolve(plans: readonly PlanLink[], ratePlanId: number, unitTypeIds: readonly number[], rows: readonly RateRow[]) {
  const links = plans.map((plan) => ({ id: plan.id, parentRatePlanId: plan.parent_rate_plan_id, derivedPercent: plan.derived_percent }));
  const byUnitType = new Map<number, Map<number, DailyRate[]>>(unitTypeIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    const perPlan = byUnitType.get(row.unit_type_id);
    if (!perPlan) continue;
    const list = perPlan.get(row.rate_plan_id) ?? [];
    list.push(toDailyRate(row));
    perPlan.set(row.rate_plan_id, list);
  }
  return new Map(
    unitTypeIds.map((id) => {
      const perPlan = byUnitType.get(id)!;
      let effective: DailyRate[];
      try {
        effective = resolveRatePlanRates(ratePlanId, links, perPlan);
      } catch {
        // A broken chain sells nothing on the guest side either.
        effective = [];
      }
      return [id, { effective: new Map(effective.map((rate) => [rate.date, rate])), own: new Set((perPlan.get(ratePlanId) ?? []).map((rate) => rate.date)) }];
    }),
  );
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

// Units taken per night and kind, from the unit type's allocations (never two live ones on a
// unit's night). Index arithmetic, not date strings: a year of 20 busy unit types is many nights.
function takenByNight(allocations: readonly AllocationRow[], from: string, days: number) {
  const first = dayNumber(from);
  const counts = { stay: new Array<number>(days).fill(0), hold: new Array<number>(days).fill(0), block: new Array<number>(days).fill(0) };
  for (const allocation of allocations) {
    const start = Math.max(0, dayNumber(allocation.starts_on) - first);
    const end = Math.min(days, dayNumber(allocation.ends_on) - first);
    const row = counts[allocation.kind];
    for (let i = start; i < end; i += 1) row[i]! += 1;
  }
  return counts;
}

export function createRatesCalendarService(options: { repository: RatesCalendarRepository; now: () => Date }) {
  const { repository, now } = options;

  async function requireProperty(organizationId: number, propertyId: number) {
    const property = await repository.property(organizationId, propertyId);
    if (!property) throw new AppError('not_found', 'No such property.');
    return property;
  }

  function requirePlan(plans: readonly PlanLink[], ratePlanId: number, field: string): PlanLink {
    const plan = plans.find((candidate) => candidate.id === ratePlanId);
    if (!plan) throw fieldError(field, 'not_found', 'No such rate plan on this property.');
    return plan;
  }

  function requireUnitTypes(all: readonly UnitTypeHead[], ids: readonly number[] | undefined, field: string): UnitTypeHead[] {
    if (!ids) return [...all];
    const unknown = ids.filter((id) => !all.some((unitType) => unitType.id === id));
    if (unknown.length > 0) throw fieldError(field, 'not_found', `No such active unit type on this property: ${unknown.join(', ')}.`);
    return all.filter((unitType) => ids.includes(unitType.id));
  }

  return {
    async pickers(organizationId: number): Promise<{ data: HostRatesProperty[] }> {
      const { properties, unitTypes, units, plans } = await repository.pickers(organizationId);
      return {
        data: properties.map((property) => ({
          ...property,
          unitTypes: unitTypes
            .filter((unitType) => unitType.property_id === property.id)
            .map((unitType) => ({ id: unitType.id, name: unitType.name, units: units.filter((unit) => unit.unit_type_id === unitType.id).map(({ id, name }) => ({ id, name })) })),
          ratePlans: plans.filter((plan) => plan.property_id === property.id).map(({ id, name, derived, is_active }) => ({ id, name, derived, isActive: is_active })),
        })),
      };
    },

    async calendar(organizationId: number, propertyId: number, query: { ratePlanId: number; from: string; to: string; 'unitTypeId[]'?: number[] | undefined }): Promise<RatesCalendar> {
      const [property, allUnitTypes, plans, allocations] = await Promise.all([
        requireProperty(organizationId, propertyId),
        repository.unitTypes(organizationId, propertyId),
        repository.plans(organizationId, propertyId),
        repository.allocations(organizationId, propertyId, query.from, query.to, now()),
      ]);
      const plan = requirePlan(plans, query.ratePlanId, 'ratePlanId');
      const unitTypes = requireUnitTypes(allUnitTypes, query['unitTypeId[]'], 'unitTypeId[]');
      const ids = unitTypes.map((unitType) => unitType.id);
      const rows = await repository.rates(organizationId, ids, chainOf(plans, plan.id), query.from, query.to);
      const resolved = resolve(plans, plan.id, ids, rows);
      const dates = dateRange(query.from, query.to);
      const allocationsOf = new Map<number, AllocationRow[]>(ids.map((id) => [id, []]));
      for (const allocation of allocations) allocationsOf.get(allocation.unit_type_id)?.push(allocation);
      return {
        property,
        ratePlan: { id: plan.id, name: plan.name, parentRatePlanId: plan.parent_rate_plan_id, derivedPercent: plan.derived_percent === null ? null : Number(plan.derived_percent) },
        dates,
        unitTypes: unitTypes.map((unitType) => {
          const { effective, own: ownDates } = resolved.get(unitType.id)!;
          const day = dates.map((date) => effective.get(date));
          const own = allocationsOf.get(unitType.id)!;
          const taken = takenByNight(own, query.from, dates.length);
          return {
            id: unitType.id,
            name: unitType.name,
            units: unitType.active_units,
            source: dates.map((date, i) => (ownDates.has(date) ? ('own' as const) : day[i] ? ('derived' as const) : ('none' as const))),
            priceMinor: day.map((rate) => rate?.priceMinor ?? null),
            minStay: day.map((rate) => rate?.minStay ?? null),
            maxStay: day.map((rate) => rate?.maxStay ?? null),
            closedToArrival: day.map((rate) => rate?.closedToArrival ?? false),
            closedToDeparture: day.map((rate) => rate?.closedToDeparture ?? false),
            stopSell: day.map((rate) => rate?.stopSell ?? false),
            booked: taken.stay,
            held: taken.hold,
            blocked: taken.block,
            allocations: own.map((allocation) => ({
              id: allocation.id,
              unitId: allocation.unit_id,
              kind: allocation.kind,
              from: allocation.starts_on,
              to: allocation.ends_on,
              bookingCode: allocation.booking_code,
              blockReason: allocation.block_reason,
              note: allocation.note,
            })),
          };
        }),
      };
    },

    async bulkUpdate(organizationId: number, propertyId: number, request: BulkRateUpdateRequest, actor: AuditActor) {
      const [, allUnitTypes, plans] = await Promise.all([
        requireProperty(organizationId, propertyId),
        repository.unitTypes(organizationId, propertyId),
        repository.plans(organizationId, propertyId),
      ]);
      const plan = requirePlan(plans, request.ratePlanId, 'ratePlanId');
      const unitTypes = requireUnitTypes(allUnitTypes, [...new Set(request.unitTypeIds)], 'unitTypeIds');
      // Yesterday is still today somewhere; a few years ahead is as far as anyone sells.
      const earliest = addDays(utcDateOf(now()), -1);
      const latest = addDays(earliest, rateHorizonDays);
      request.ranges.forEach((range, index) => {
        if (range.from < earliest) throw fieldError(`ranges.${index}.from`, 'in_past', `Dates before ${earliest} can't be changed.`);
        if (range.to > latest) throw fieldError(`ranges.${index}.to`, 'too_far', `Rates can be set up to ${latest}.`);
      });
      const weekdays = new Set(request.weekdays ?? [1, 2, 3, 4, 5, 6, 7]);
      const dates = [...new Set(request.ranges.flatMap((range) => dateRange(range.from, range.to)))].filter((date) => weekdays.has(isoWeekday(date))).sort();
      if (dates.length === 0) throw fieldError('weekdays', 'no_dates', 'None of the dates falls on the chosen weekdays.');
      const ids = unitTypes.map((unitType) => unitType.id);
      // A derived plan's new rows start from what it sells there now (its parent's values).
      let cells: { unitTypeIds: number[]; dates: string[] } | { list: Cell[] } = { unitTypeIds: ids, dates };
      if (plan.parent_rate_plan_id !== null) {
        const resolved = resolve(plans, plan.id, ids, await repository.rates(organizationId, ids, chainOf(plans, plan.id), dates[0]!, dates.at(-1)!));
        cells = { list: ids.flatMap((unitTypeId) => dates.map((date) => ({ unitTypeId, date, fallback: resolved.get(unitTypeId)?.effective.get(date) ?? null }))) };
      }
      const cellCount = ids.length * dates.length;
      try {
        const updated = await repository.bulkUpdate({
          organizationId,
          ratePlanId: plan.id,
          cells,
          set: request.set,
          actor,
          audit: { propertyId, unitTypeIds: ids, ranges: request.ranges, weekdays: [...weekdays].sort(), set: request.set, dates: dates.length },
        });
        return { updated, skippedWithoutPrice: cellCount - updated };
      } catch (error) {
        // daily_rates_stay_lengths: the new minimum is above a stored maximum, or the reverse.
        if (sqlStateOf(error) === '23514') {
          const field = request.set.minStay !== undefined ? 'set.minStay' : 'set.maxStay';
          throw fieldError(field, 'below_min_stay', 'On some of these dates the minimum stay would be longer than the maximum stay. Change both together.');
        }
        throw error;
      }
    },

    // Whether the horizon allows a date (imports check every row).
    withinHorizon(date: string): boolean {
      const earliest = addDays(utcDateOf(now()), -1);
      return date >= earliest && daysBetween(earliest, date) <= rateHorizonDays;
    },
  };
}
