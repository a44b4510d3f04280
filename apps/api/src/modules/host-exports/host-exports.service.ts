import type { CsvExportFile, ExportRangeQuery } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import { amountOf, csvOf } from './csv-file.ts';
import type { HostExportsRepository } from './host-exports.repository.ts';

export type HostExportsService = ReturnType<typeof createHostExportsService>;

// A year and a bit: enough for a tax year, bounded so one request can't read everything.
const maxRangeDays = 400;
const dayMs = 86_400_000;

function checkedRange(range: ExportRangeQuery): { from: Date; before: Date } {
  const from = new Date(`${range.from}T00:00:00Z`);
  const before = new Date(Date.parse(`${range.to}T00:00:00Z`) + dayMs);
  if (before <= from) throw new AppError('validation_failed', 'The date range ends before it starts.', { fields: [{ field: 'to', reason: 'before_from', message: 'must be on or after from' }] });
  if (before.getTime() - from.getTime() > maxRangeDays * dayMs) {
    throw new AppError('validation_failed', 'The date range is too long.', { fields: [{ field: 'to', reason: 'range_too_long', message: `must be at most ${maxRangeDays} days after from` }] });
  }
  return { from, before };
}

export function createHostExportsService(options: { repository: HostExportsRepository }) {
  const { repository } = options;
  return {
    async payments(organizationId: number, range: ExportRangeQuery): Promise<CsvExportFile> {
      const { from, before } = checkedRange(range);
      const rows = await repository.payments(organizationId, from, before);
      const csv = csvOf(
        ['date', 'booking', 'property', 'kind', 'amount', 'currency', 'provider', 'provider_reference'],
        rows.map((row) => [row.succeededAt.toISOString(), row.bookingCode, row.propertyName, row.kind, amountOf(row.kind === 'refund' ? -row.amountMinor : row.amountMinor), row.currency, row.provider, row.providerRef]),
      );
      return { fileName: `payments-${range.from}-${range.to}.csv`, csv, rows: rows.length };
    },

    async touristTax(organizationId: number, range: ExportRangeQuery): Promise<CsvExportFile> {
      checkedRange(range);
      const rows = await repository.taxes(organizationId, range.from, range.to);
      const csv = csvOf(
        ['month', 'property', 'tax', 'bookings', 'amount', 'currency'],
        rows.map((row) => [row.month, row.propertyName, row.tax, row.bookings, amountOf(row.amountMinor), row.currency]),
      );
      return { fileName: `taxes-${range.from}-${range.to}.csv`, csv, rows: rows.length };
    },
  };
}
