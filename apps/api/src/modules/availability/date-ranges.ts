// Inclusive ranges of ISO dates ('YYYY-MM-DD', so text order is date order).
export type DateRange = { from: string; to: string };

// The same dates as disjoint ranges in date order: overlapping ranges become one, so a read that
// scans each range returns every date once (a property's calendar and the stay asked about
// often overlap). Ranges that merely touch stay apart; they share no date.
export function disjointRanges(ranges: readonly DateRange[]): DateRange[] {
  const sorted = [...ranges].filter((range) => range.from <= range.to).sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const merged: DateRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.from <= last.to) {
      if (range.to > last.to) last.to = range.to;
    } else merged.push({ from: range.from, to: range.to });
  }
  return merged;
}
