// Month arithmetic of the rates page's window (YYYY-MM), in UTC.

export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

// First day of `month` plus `count` months, as YYYY-MM.
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return monthOf(date);
}

export function lastDayBefore(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1, 0)).toISOString().slice(0, 10);
}

