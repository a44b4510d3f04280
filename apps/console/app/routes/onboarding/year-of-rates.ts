import type { BulkRateUpdateRequest } from '@direct/contracts';

// Onboarding, step 4: one price and minimum stay for every night of the next 12 months, from today
// (the server's UTC date, like the rates calendar) to the day before the same date next year.

const day = 86_400_000;

export function nextTwelveMonths(today: string): { from: string; to: string } {
  const [year, month, date] = today.split('-').map(Number) as [number, number, number];
  // 29 February's "same date next year" is 1 March; the night before is the 28th.
  const nextYear = Date.UTC(year + 1, month - 1, date);
  return { from: today, to: new Date(nextYear - day).toISOString().slice(0, 10) };
}

export function yearOfRates(input: { today: string; ratePlanId: number; unitTypeIds: readonly number[]; priceMinor: number; minStay: number }): BulkRateUpdateRequest {
  return {
    ratePlanId: input.ratePlanId,
    unitTypeIds: [...input.unitTypeIds],
    ranges: [nextTwelveMonths(input.today)],
    set: { priceMinor: input.priceMinor, minStay: input.minStay },
  };
}
