import { percentile } from './scratch-databases.ts';

// One measured operation: its samples in milliseconds and the p95 it must stay within.
export type Row = { what: string; database: string; samples: number[]; target: number };

// Prints the figures next to their targets, one line per operation; no rows at all fails the run.
export function printResults(results: readonly Row[]): void {
  const header = ['operation', 'database', 'n', 'median ms', 'p95 ms', 'target ms', 'within'];
  const lines = results.map((row) => {
    const sorted = [...row.samples].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return [row.what, row.database, String(sorted.length), percentile(sorted, 50).toFixed(1), p95.toFixed(1), String(row.target), p95 <= row.target ? 'yes' : 'NO'];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  console.log(format(header));
  for (const line of lines) console.log(format(line));
  if (results.length === 0) process.exitCode = 1;
}
