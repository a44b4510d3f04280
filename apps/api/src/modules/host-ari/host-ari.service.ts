import { createHash } from 'node:crypto';
import { rateHorizonDays, type AriSnapshot, type AriUpdateRequest, type AriUpdateResult, type FieldError } from '@direct/contracts';
import { sqlStateOf, type AuditActor } from '@direct/db';
import { addDays, dateRange, isoWeekday, utcDateOf } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { AriReplay, type AriCells, type HostAriRepository, type StoredAriRequest } from './host-ari.repository.ts';

// The bulk rates-and-availability API: every update is checked against the organization's unit
// types and plans and the rates horizon before anything is written; all problems come back at
// once; the cells are merged (a later update wins on the same night and field) and written in
// one statement. The stay-length rule is the domain's (the contract runs stayLengthProblems; a
// clash with stored rows is the daily_rates_stay_lengths check).

export type HostAriService = ReturnType<typeof createHostAriService>;

type CellValues = { priceMinor?: number; minStay?: number; maxStay?: number | null; closedToArrival?: boolean; closedToDeparture?: boolean; stopSell?: boolean };
const valueKeys = ['priceMinor', 'minStay', 'maxStay', 'closedToArrival', 'closedToDeparture', 'stopSell'] as const;

const invalid = (fields: FieldError[]) => new AppError('validation_failed', 'Some updates can’t be applied; nothing was written.', { fields: fields.slice(0, 200) });

const keyReused = () =>
  new AppError('idempotency_key_reused', 'This Idempotency-Key was already used with a different body; send a new key for a new change.', {
    fields: [{ field: 'idempotency-key', message: 'Already used with a different request body', reason: 'idempotency_key_reused' }],
  });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

// Nights one call may touch: three years of 100 unit types' plans. 2,000 updates of three years
// each would be millions of cells in memory and one statement; such a tool should send batches.
export const maxAriNights = 100_000;

export function createHostAriService(options: { repository: HostAriRepository; now: () => Date }) {
  const { repository, now } = options;

  function replayOf(stored: StoredAriRequest, bodyHash: string): AriUpdateResult {
    if (stored.body_hash !== bodyHash || stored.answer === null) throw keyReused();
    return stored.answer;
  }

  return {
    async put(organizationId: number, request: AriUpdateRequest, context: { idempotencyKey: string | undefined; actor: AuditActor; requestId?: string }): Promise<AriUpdateResult> {
      const bodyHash = createHash('sha256').update(JSON.stringify(request.updates)).digest('hex');
      if (context.idempotencyKey !== undefined) {
        const stored = await repository.storedRequest(organizationId, context.idempotencyKey);
        if (stored) return replayOf(stored, bodyHash);
      }
      const [unitTypes, plans] = await Promise.all([repository.unitTypes(organizationId), repository.plans(organizationId)]);
      const unitTypeById = new Map(unitTypes.map((unitType) => [unitType.id, unitType]));
      const planById = new Map(plans.map((plan) => [plan.id, plan]));
      // Yesterday is still today somewhere; a few years ahead is as far as anyone sells.
      const earliest = addDays(utcDateOf(now()), -1);
      const latest = addDays(earliest, rateHorizonDays);
      const problems: FieldError[] = [];
      const cells = new Map<string, { unitTypeId: number; ratePlanId: number; date: string; values: CellValues }>();
      // Nights asked for, counted before overlapping updates merge (the work the merge does).
      let nights = 0;

      request.updates.forEach((update, index) => {
        const at = (field: string) => `updates.${index}.${field}`;
        const before = problems.length;
        const unitType = unitTypeById.get(update.unitTypeId);
        // Another organization's unit type is "not found", as its existence is not ours to tell.
        if (!unitType || !unitType.is_active) problems.push({ field: at('unitTypeId'), reason: 'not_found', message: 'No such active unit type.' });
        const plan = planById.get(update.ratePlanId);
        if (!plan || (unitType && plan.property_id !== unitType.property_id)) {
          problems.push({ field: at('ratePlanId'), reason: 'not_found', message: 'No such rate plan on this unit type’s property.' });
        }
        if (update.from < earliest) problems.push({ field: at('from'), reason: 'in_past', message: `Dates before ${earliest} can’t be changed.` });
        if (update.to > latest) problems.push({ field: at('to'), reason: 'too_far', message: `Rates can be set up to ${latest}.` });
        const weekdays = new Set(update.weekdays ?? [1, 2, 3, 4, 5, 6, 7]);
        const dates = dateRange(update.from, update.to).filter((date) => weekdays.has(isoWeekday(date)));
        if (dates.length === 0) problems.push({ field: at('weekdays'), reason: 'no_dates', message: 'None of the dates falls on the chosen weekdays.' });
        if (problems.length > before) return;
        const values: CellValues = {};
        for (const key of valueKeys) if (update[key] !== undefined) Object.assign(values, { [key]: update[key] });
        nights += dates.length;
        if (nights > maxAriNights) {
          if (!problems.some((problem) => problem.reason === 'too_many_nights')) {
            problems.push({ field: at('to'), reason: 'too_many_nights', message: `One call changes at most ${maxAriNights} nights; send the rest in another call.` });
          }
          return;
        }
        for (const date of dates) {
          const key = `${update.unitTypeId}:${update.ratePlanId}:${date}`;
          const cell = cells.get(key);
          if (cell) Object.assign(cell.values, values);
          else cells.set(key, { unitTypeId: update.unitTypeId, ratePlanId: update.ratePlanId, date, values: { ...values } });
        }
      });
      if (problems.length > 0) throw invalid(problems);

      const list = [...cells.values()];
      const column = <T>(pick: (cell: (typeof list)[number]) => T) => list.map(pick);
      const columns: AriCells = {
        unitTypeId: column((cell) => cell.unitTypeId),
        ratePlanId: column((cell) => cell.ratePlanId),
        date: column((cell) => cell.date),
        priceMinor: column((cell) => cell.values.priceMinor ?? null),
        minStay: column((cell) => cell.values.minStay ?? null),
        maxStay: column((cell) => cell.values.maxStay ?? null),
        maxSet: column((cell) => cell.values.maxStay !== undefined),
        closedToArrival: column((cell) => cell.values.closedToArrival ?? null),
        closedToDeparture: column((cell) => cell.values.closedToDeparture ?? null),
        stopSell: column((cell) => cell.values.stopSell ?? null),
      };
      try {
        return await repository.write({
          organizationId,
          idempotencyKey: context.idempotencyKey,
          bodyHash,
          cells: columns,
          actor: context.actor,
          requestId: context.requestId,
          audit: { updates: request.updates.length, cells: list.length, unitTypeIds: [...new Set(columns.unitTypeId)].sort((a, b) => a - b) },
        });
      } catch (error) {
        if (error instanceof AriReplay) return replayOf(error.stored, bodyHash);
        // daily_rates_stay_lengths: a new minimum above a stored maximum, or the reverse.
        if (sqlStateOf(error) === '23514') {
          throw invalid([{ field: 'updates', reason: 'below_min_stay', message: 'On some nights the minimum stay would be longer than the maximum stay. Send both together.' }]);
        }
        throw error;
      }
    },

    async snapshot(organizationId: number, query: { from: string; to: string; 'unitTypeId[]'?: number[] | undefined; 'ratePlanId[]'?: number[] | undefined }): Promise<AriSnapshot> {
      const [allUnitTypes, allPlans] = await Promise.all([repository.unitTypes(organizationId), repository.plans(organizationId)]);
      const wantedTypes = query['unitTypeId[]'];
      const wantedPlans = query['ratePlanId[]'];
      const unknownTypes = (wantedTypes ?? []).filter((id) => !allUnitTypes.some((unitType) => unitType.id === id));
      const unknownPlans = (wantedPlans ?? []).filter((id) => !allPlans.some((plan) => plan.id === id));
      const problems: FieldError[] = [
        ...(unknownTypes.length > 0 ? [{ field: 'unitTypeId[]', reason: 'not_found', message: `No such unit type: ${unknownTypes.join(', ')}.` }] : []),
        ...(unknownPlans.length > 0 ? [{ field: 'ratePlanId[]', reason: 'not_found', message: `No such rate plan: ${unknownPlans.join(', ')}.` }] : []),
      ];
      if (problems.length > 0) throw new AppError('validation_failed', 'Unknown unit types or rate plans.', { fields: problems });
      const unitTypes = allUnitTypes.filter((unitType) => (wantedTypes ? wantedTypes.includes(unitType.id) : unitType.is_active));
      const plans = allPlans.filter((plan) => !wantedPlans || wantedPlans.includes(plan.id));
      const typeIds = unitTypes.map((unitType) => unitType.id);
      const [rows, allocations] = await Promise.all([
        repository.rates(organizationId, typeIds, plans.map((plan) => plan.id), query.from, query.to),
        repository.allocations(organizationId, typeIds, query.from, query.to, now()),
      ]);
      const dates = dateRange(query.from, query.to);
      const first = dayNumber(query.from);
      const rowsByKey = new Map(rows.map((row) => [`${row.unit_type_id}:${row.rate_plan_id}:${row.date}`, row]));
      return {
        organizationId,
        dates,
        unitTypes: unitTypes.map((unitType) => {
          const taken = new Array<number>(dates.length).fill(0);
          for (const allocation of allocations) {
            if (allocation.unit_type_id !== unitType.id) continue;
            const end = Math.min(dates.length, dayNumber(allocation.ends_on) - first);
            for (let i = Math.max(0, dayNumber(allocation.starts_on) - first); i < end; i += 1) taken[i]! += 1;
          }
          return {
            id: unitType.id,
            propertyId: unitType.property_id,
            name: unitType.name,
            units: unitType.active_units,
            available: taken.map((count) => Math.max(0, unitType.active_units - count)),
            ratePlans: plans
              .filter((plan) => plan.property_id === unitType.property_id)
              .map((plan) => {
                const day = dates.map((date) => rowsByKey.get(`${unitType.id}:${plan.id}:${date}`));
                return {
                  ratePlanId: plan.id,
                  priceMinor: day.map((row) => row?.price_minor ?? null),
                  minStay: day.map((row) => row?.min_stay ?? null),
                  maxStay: day.map((row) => row?.max_stay ?? null),
                  closedToArrival: day.map((row) => row?.closed_to_arrival ?? null),
                  closedToDeparture: day.map((row) => row?.closed_to_departure ?? null),
                  stopSell: day.map((row) => row?.stop_sell ?? null),
                };
              }),
          };
        }),
      };
    },
  };
}
