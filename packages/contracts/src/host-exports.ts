import { z } from 'zod';

// The accountant's CSV files. A range is calendar days, both included.
export const ExportRangeQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
export type ExportRangeQuery = z.infer<typeof ExportRangeQuery>;

export const CsvExportFile = z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() }).meta({ id: 'CsvExportFile' });
export type CsvExportFile = z.infer<typeof CsvExportFile>;
