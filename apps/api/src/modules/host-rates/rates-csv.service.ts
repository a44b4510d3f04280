import { ratesCsvColumns, maxStayLimit, type FieldError } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { isIsoDate } from '@direct/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../http/app-error.ts';
import type { RateRow, RatesCalendarRepository } from './rates-calendar.repository.ts';
import type { RatesCalendarService } from './rates-calendar.service.ts';

// Rates as CSV, one row per unit type, plan and date, in the columns of ratesCsvColumns. Export
// writes the stored rows; import checks every row (errors by row and column, row 1 being the
// header) and writes all of them in one transaction, or none. csv-parse and csv-stringify do the
// quoting (decision 0012).

export type RatesCsvService = ReturnType<typeof createRatesCsvService>;

// More problems than this are cut: the host fixes the first ones and tries again.
const maxReportedProblems = 100;
const maxImportRows = 50_000;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');
const formatPrice = (minor: number) => (minor / 100).toFixed(2);

function parseBoolean(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(value)) return true;
  if (['no', 'false', '0', 'n', ''].includes(value)) return false;
  return null;
}

// "120", "120.5", "120.50" → minor units; anything else (a comma, three decimals, zero) → null.
function parsePrice(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

function parseWhole(text: string, min: number, max: number): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= max ? value : null;
}

function invalidFile(fields: FieldError[]): AppError {
  return new AppError('validation_failed', `The file has ${fields.length === maxReportedProblems ? 'at least ' : ''}${fields.length} problem(s); nothing was imported.`, { fields });
}

export function createRatesCsvService(options: { repository: RatesCalendarRepository; calendar: Pick<RatesCalendarService, 'withinHorizon'> }) {
  const { repository, calendar } = options;

  async function requireProperty(organizationId: number, propertyId: number) {
    const property = await repository.property(organizationId, propertyId);
    if (!property) throw new AppError('not_found', 'No such property.');
    return property;
  }

  return {
    async exportCsv(organizationId: number, propertyId: number, query: { from: string; to: string; ratePlanId?: number | undefined }) {
      await requireProperty(organizationId, propertyId);
      const rows = await repository.exportRows(organizationId, propertyId, query.from, query.to, query.ratePlanId);
      const csv = stringify(
        rows.map((row) => [
          row.date,
          row.unit_type_id,
          row.unit_type,
          row.rate_plan_id,
          row.rate_plan,
          formatPrice(row.price_minor),
          row.min_stay,
          row.max_stay ?? '',
          yesNo(row.closed_to_arrival),
          yesNo(row.closed_to_departure),
          yesNo(row.stop_sell),
        ]),
        { header: true, columns: [...ratesCsvColumns] },
      );
      return { fileName: `rates-${propertyId}-${query.from}-${query.to}.csv`, csv, rows: rows.length };
    },

    async importCsv(organizationId: number, propertyId: number, text: string, actor: AuditActor) {
      await requireProperty(organizationId, propertyId);
      let records: string[][];
      try {
        records = parse(text.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true });
      } catch (error) {
        const line = (error as { lines?: number }).lines ?? 1;
        throw invalidFile([{ field: `csv.${line}`, reason: 'malformed', message: `Row ${line} is not valid CSV (check the quotes).` }]);
      }
      const [header, ...body] = records;
      const expected = [...ratesCsvColumns];
      if (!header || header.map((name) => name.toLowerCase()).join(',') !== expected.join(',')) {
        throw invalidFile([{ field: 'csv.1', reason: 'header', message: `The first row must name the columns: ${expected.join(', ')}.` }]);
      }
      if (body.length === 0) throw invalidFile([{ field: 'csv.2', reason: 'required', message: 'The file has no rows of rates.' }]);
      if (body.length > maxImportRows) throw invalidFile([{ field: 'csv', reason: 'too_big', message: `A file holds at most ${maxImportRows} rows.` }]);

      const [unitTypes, plans] = await Promise.all([repository.unitTypes(organizationId, propertyId), repository.plans(organizationId, propertyId)]);
      const unitTypeIds = new Set(unitTypes.map((unitType) => unitType.id));
      const planIds = new Set(plans.map((plan) => plan.id));
      const problems: FieldError[] = [];
      const rows: RateRow[] = [];
      const seen = new Set<string>();
      body.forEach((record, index) => {
        if (problems.length >= maxReportedProblems) return;
        const row = index + 2;
        const problem = (column: string, reason: string, message: string) => problems.push({ field: `csv.${row}.${column}`, reason, message: `Row ${row}, ${column}: ${message}` });
        if (record.length !== expected.length) {
          problem('row', 'column_count', `expected ${expected.length} columns, found ${record.length}.`);
          return;
        }
        const cell = (name: (typeof ratesCsvColumns)[number]) => record[expected.indexOf(name)]!;
        const date = cell('date');
        if (!isIsoDate(date)) problem('date', 'invalid_date', 'must be a date as YYYY-MM-DD.');
        else if (!calendar.withinHorizon(date)) problem('date', 'out_of_range', 'is in the past or too far ahead.');
        const unitTypeId = Number(cell('unit_type_id'));
        if (!unitTypeIds.has(unitTypeId)) problem('unit_type_id', 'not_found', 'no such active unit type on this property.');
        const ratePlanId = Number(cell('rate_plan_id'));
        if (!planIds.has(ratePlanId)) problem('rate_plan_id', 'not_found', 'no such rate plan on this property.');
        const price = parsePrice(cell('price'));
        if (price === null) problem('price', 'invalid_price', 'must be a price above 0 with at most two decimals, e.g. 120.50.');
        const minStay = parseWhole(cell('min_stay'), 1, maxStayLimit);
        if (minStay === null) problem('min_stay', 'invalid_number', `must be a whole number from 1 to ${maxStayLimit}.`);
        const maxText = cell('max_stay');
        const maxStay = maxText === '' ? null : parseWhole(maxText, 1, maxStayLimit);
        if (maxText !== '' && maxStay === null) problem('max_stay', 'invalid_number', `must be empty or a whole number from 1 to ${maxStayLimit}.`);
        else if (minStay !== null && maxStay !== null && maxStay < minStay) problem('max_stay', 'below_min_stay', 'must not be below min_stay.');
        const flags = (['closed_to_arrival', 'closed_to_departure', 'stop_sell'] as const).map((name) => {
          const value = parseBoolean(cell(name));
          if (value === null) problem(name, 'invalid_boolean', 'must be yes or no.');
          return value ?? false;
        });
        const key = `${date}|${unitTypeId}|${ratePlanId}`;
        if (seen.has(key)) problem('date', 'duplicate', 'this date, unit type and plan is already in an earlier row.');
        seen.add(key);
        if (price !== null && minStay !== null) {
          rows.push({ date, unit_type_id: unitTypeId, rate_plan_id: ratePlanId, price_minor: price, min_stay: minStay, max_stay: maxStay, closed_to_arrival: flags[0]!, closed_to_departure: flags[1]!, stop_sell: flags[2]! });
        }
      });
      if (problems.length > 0) throw invalidFile(problems.slice(0, maxReportedProblems));
      const imported = await repository.importRows({ organizationId, propertyId, rows, actor, fileSummary: { bytes: text.length } });
      return { imported };
    },
  };
}
