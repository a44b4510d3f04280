import { ApiError } from '@direct/api-client';
import { endpoints, type RateValues } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { priceMinorOf } from '../../lib/forms/price-input.ts';
import type { RatesFailure, RatesResult } from '../../lib/forms/rates-form.ts';

// The rates page's posts: a bulk change, adding or removing a block, a CSV import. Each answers
// what the page shows next (a count, or the API's reasons by field with what was typed).

const maxCsvBytes = 4_000_000;
const bulkFields = ['ratePlanId', 'unitTypeIds', 'from', 'to', 'weekdays', 'price', 'minStay', 'maxStay', 'clearMaxStay', 'cta', 'ctd', 'stopSell'] as const;
const blockFields = ['unitId', 'blockFrom', 'blockTo', 'reason', 'note'] as const;

type Call = { token: string; organizationId: number; propertyId: number; signal: AbortSignal };

// The API names nested fields ("set.minStay", "ranges.0.from"); the form's fields are flat.
const fieldAliases: Record<string, string> = {
  'set.priceMinor': 'price',
  'set.minStay': 'minStay',
  'set.maxStay': 'maxStay',
  'set.closedToArrival': 'cta',
  'set.closedToDeparture': 'ctd',
  'set.stopSell': 'stopSell',
  set: 'price',
  'ranges.0.from': 'from',
  'ranges.0.to': 'to',
  unitTypeIds: 'unitTypeIds',
  from: 'blockFrom',
  to: 'blockTo',
};

function failure(intent: string, error: unknown, fields: readonly string[], values: Record<string, string>, aliases: Record<string, string> = {}): RatesFailure {
  if (error instanceof ApiError) {
    for (const problem of error.fields) problem.field = aliases[problem.field] ?? problem.field;
  }
  const failed = formFailureOf(error, fields, values);
  const detail = error instanceof ApiError && error.status === 409 ? error.message : undefined;
  return { ...failed, intent, ...(detail ? { detail } : {}) };
}

function whole(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text.trim());
}

function flag(text: string): boolean | undefined {
  return text === 'yes' ? true : text === 'no' ? false : undefined;
}

export async function bulkUpdate(form: FormData, call: Call): Promise<RatesResult> {
  const unitTypeIds = form.getAll('unitTypeIds').map(Number);
  const weekdays = form.getAll('weekdays').map(Number);
  const values = { ...keptValues(form, bulkFields), unitTypeIds: unitTypeIds.join(','), weekdays: weekdays.join(',') };
  const set: RateValues = {};
  const price = priceMinorOf(textOf(form, 'price'));
  if (price !== undefined) set.priceMinor = price;
  const minStay = whole(textOf(form, 'minStay'));
  if (minStay !== undefined) set.minStay = minStay;
  const maxStay = whole(textOf(form, 'maxStay'));
  if (textOf(form, 'clearMaxStay') === 'on') set.maxStay = null;
  else if (maxStay !== undefined) set.maxStay = maxStay;
  const cta = flag(textOf(form, 'cta'));
  if (cta !== undefined) set.closedToArrival = cta;
  const ctd = flag(textOf(form, 'ctd'));
  if (ctd !== undefined) set.closedToDeparture = ctd;
  const stopSell = flag(textOf(form, 'stopSell'));
  if (stopSell !== undefined) set.stopSell = stopSell;
  try {
    const result = await hostCall(endpoints.hostBulkUpdateRates, call.token, {
      params: { organizationId: call.organizationId, propertyId: call.propertyId },
      body: {
        ratePlanId: Number(textOf(form, 'ratePlanId')),
        unitTypeIds,
        ranges: [{ from: textOf(form, 'from'), to: textOf(form, 'to') }],
        ...(weekdays.length > 0 && weekdays.length < 7 ? { weekdays } : weekdays.length === 0 ? { weekdays: [] } : {}),
        set,
      },
      signal: call.signal,
    });
    return { ok: true, intent: 'bulk', count: result.updated, skipped: result.skippedWithoutPrice };
  } catch (error) {
    return failure('bulk', error, bulkFields, values, fieldAliases);
  }
}

export async function addBlock(form: FormData, call: Call): Promise<RatesResult> {
  const values = keptValues(form, blockFields);
  try {
    await hostCall(endpoints.hostCreateBlock, call.token, {
      params: { organizationId: call.organizationId, propertyId: call.propertyId },
      body: {
        unitId: Number(textOf(form, 'unitId')),
        from: textOf(form, 'blockFrom'),
        to: textOf(form, 'blockTo'),
        reason: textOf(form, 'reason') as 'owner_stay',
        note: textOf(form, 'note').trim() || null,
      },
      signal: call.signal,
    });
    return { ok: true, intent: 'add-block' };
  } catch (error) {
    return failure('add-block', error, blockFields, values, { from: 'blockFrom', to: 'blockTo' });
  }
}

export async function removeBlock(form: FormData, call: Call): Promise<RatesResult> {
  try {
    await hostCall(endpoints.hostDeleteBlock, call.token, { params: { organizationId: call.organizationId, blockId: Number(textOf(form, 'blockId')) }, signal: call.signal });
    return { ok: true, intent: 'remove-block' };
  } catch (error) {
    return failure('remove-block', error, [], {});
  }
}

// Problems come back as fields "csv.<row>.<column>"; the page lists them by row.
export async function importCsv(form: FormData, call: Call): Promise<RatesResult> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, intent: 'import', fieldErrors: { file: 'required' }, values: {} };
  if (file.size > maxCsvBytes) return { ok: false, intent: 'import', fieldErrors: { file: 'too_big' }, values: {} };
  try {
    const result = await hostCall(endpoints.hostImportRates, call.token, {
      params: { organizationId: call.organizationId, propertyId: call.propertyId },
      body: { csv: await file.text() },
      signal: call.signal,
    });
    return { ok: true, intent: 'import', count: result.imported };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) return failure('import', error, [], {});
    const rows = error.fields.flatMap((problem) => {
      const match = /^csv\.(\d+)(?:\.(\w+))?$/.exec(problem.field);
      return match ? [{ row: Number(match[1]), column: match[2] ?? '', reason: problem.reason }] : [];
    });
    return { ok: false, intent: 'import', fieldErrors: rows.length === 0 ? { file: 'invalid' } : {}, formError: 'invalid', values: {}, rows };
  }
}
