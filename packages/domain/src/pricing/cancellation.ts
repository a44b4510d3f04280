import { addDays, daysBetween, localDate, type IsoDate } from '../dates/iso-date.ts';
import { percentOf } from '../money/percent.ts';

export type CancellationKind = 'flexible' | 'moderate' | 'strict' | 'non_refundable';

export type CancellationRule = {
  // Cancelling at least this many days before arrival refunds refundPercent of the total.
  daysBeforeArrival: number;
  refundPercent: number;
};

export type CancellationPolicy = { kind: CancellationKind; rules: readonly CancellationRule[] };

export type RefundDeadline = {
  /** Last date on which a cancellation still earns this refund. */
  lastDate: IsoDate;
  daysBeforeArrival: number;
  refundPercent: number;
};

export type CancellationRefund = { refundPercent: number; refundMinor: number };

// Stored furthest first, but sorting here keeps a mis-ordered policy from refunding the wrong tier.
function tiers(policy: CancellationPolicy): CancellationRule[] {
  if (policy.kind === 'non_refundable') return [];
  return [...policy.rules].sort((a, b) => b.daysBeforeArrival - a.daysBeforeArrival);
}

/** The policy's deadlines as concrete dates for this arrival, furthest first. */
export function refundDeadlines(policy: CancellationPolicy, arrival: IsoDate): RefundDeadline[] {
  return tiers(policy).map((rule) => ({
    lastDate: addDays(arrival, -rule.daysBeforeArrival),
    daysBeforeArrival: rule.daysBeforeArrival,
    refundPercent: rule.refundPercent,
  }));
}

/**
 * What cancelling on `cancelledOn` refunds of `totalMinor`: the tier with the largest notice
 * period the guest still meets; nothing when no tier is met or the plan is non-refundable.
 */
export function cancellationRefund(
  policy: CancellationPolicy,
  arrival: IsoDate,
  cancelledOn: IsoDate,
  totalMinor: number,
): CancellationRefund {
  const notice = daysBetween(cancelledOn, arrival);
  const tier = tiers(policy).find((rule) => notice >= rule.daysBeforeArrival);
  if (!tier) return { refundPercent: 0, refundMinor: 0 };
  return { refundPercent: tier.refundPercent, refundMinor: percentOf(totalMinor, tier.refundPercent) };
}

/**
 * What cancelling at the instant `at` refunds: the day counts where the property is (its time
 * zone), not in UTC. A guest in Lisbon cancelling at 00:30 local time in summer is already on the
 * next day there while UTC is still on the previous one, and the deadline passed at midnight.
 */
export function cancellationRefundAt(policy: CancellationPolicy, arrival: IsoDate, at: Date, timeZone: string, totalMinor: number): CancellationRefund {
  return cancellationRefund(policy, arrival, localDate(at, timeZone), totalMinor);
}
