import { stringify } from 'csv-stringify/sync';

// Spreadsheets run a cell that starts with = + - @ (or a tab/CR) as a formula; a leading
// apostrophe keeps a guest-typed value as text (OWASP "CSV injection"). A plain number such as
// -23.45 is no formula and stays a number for the spreadsheet.
const formulaStart = /^[=+\-@\t\r]/;
const plainNumber = /^-?\d+(\.\d+)?$/;

export function safeCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number' || plainNumber.test(value)) return String(value);
  return formulaStart.test(value) ? `'${value}` : value;
}

// UTF-8 with a byte-order mark so Excel reads accents right; csv-stringify does the quoting
// (also of a bare line break, which it leaves alone when rows end with CRLF).
export function csvOf(header: readonly string[], rows: readonly (string | number | null)[][]): string {
  return `\uFEFF${stringify([header as string[], ...rows.map((row) => row.map(safeCell))], { record_delimiter: 'windows', quoted_match: /[\r\n]/ })}`;
}

export const amountOf = (minor: number) => (minor / 100).toFixed(2);
