// The page's date range from its URL: the last full calendar month unless the host chose one.
export function exportRangeOf(url: URL, today: Date): { from: string; to: string; valid: boolean } {
  const firstOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  const lastMonthEnd = new Date(firstOfMonth.getTime() - 86_400_000);
  const lastMonthStart = new Date(Date.UTC(lastMonthEnd.getUTCFullYear(), lastMonthEnd.getUTCMonth(), 1));
  const day = (value: string | null, fallback: Date) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : fallback.toISOString().slice(0, 10));
  const from = day(url.searchParams.get('from'), lastMonthStart);
  const to = day(url.searchParams.get('to'), lastMonthEnd);
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return { from, to, valid: Number.isFinite(span) && span >= 0 && span < 400 };
}
