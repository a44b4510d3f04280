import { describe, expect, it } from 'vitest';
import { csvOf, safeCell } from './csv-file.ts';

describe('CSV files', () => {
  it('defuses cells a spreadsheet would run as formulas but keeps plain numbers', () => {
    expect(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', 'ok', '-23.45', '12', null, 7].map(safeCell)).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", 'ok', '-23.45', '12', '', '7']);
  });

  it('starts with a byte-order mark, quotes commas, quotes and line breaks, and ends rows with CRLF', () => {
    expect(csvOf(['a', 'b'], [['São, "Paulo"', 'two\nlines']])).toBe('\uFEFFa,b\r\n"São, ""Paulo""","two\nlines"\r\n');
  });
});
