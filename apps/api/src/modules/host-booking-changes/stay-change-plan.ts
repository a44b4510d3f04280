import type { StayChangePreview } from '@direct/contracts';

// How the difference of a changed stay is settled, decided from the booking's instalments: more to
// pay goes onto the last unpaid instalment (charged on its date like the rest), or, when all is
// paid, a new instalment due now (charged on the saved card, or a payment link). Less to pay comes
// off the unpaid instalments first, latest first; only what was already paid is refunded.

export type PlanInstalment = { id: number; sequence: number; amountMinor: number; status: 'scheduled' | 'due' | 'paid' | 'failed' | 'cancelled' };

export type SettlementPlan =
  | { kind: 'none' }
  | { kind: 'added_to_instalment'; instalmentId: number }
  | { kind: 'new_instalment'; viaSavedCard: boolean }
  | { kind: 'reduce_instalments'; reductions: { instalmentId: number; amountMinor: number }[]; refundMinor: number };

const isUnpaid = (part: PlanInstalment) => part.status === 'scheduled' || part.status === 'due' || part.status === 'failed';

export function planSettlement(input: { differenceMinor: number; instalments: readonly PlanInstalment[]; hasSavedCard: boolean }): SettlementPlan {
  const { differenceMinor } = input;
  const unpaid = [...input.instalments].filter(isUnpaid).sort((a, b) => b.sequence - a.sequence);
  if (differenceMinor === 0) return { kind: 'none' };
  if (differenceMinor > 0) {
    const last = unpaid[0];
    return last ? { kind: 'added_to_instalment', instalmentId: last.id } : { kind: 'new_instalment', viaSavedCard: input.hasSavedCard };
  }
  let left = -differenceMinor;
  const reductions: { instalmentId: number; amountMinor: number }[] = [];
  for (const part of unpaid) {
    if (left === 0) break;
    const amountMinor = Math.min(left, part.amountMinor);
    reductions.push({ instalmentId: part.id, amountMinor });
    left -= amountMinor;
  }
  return { kind: 'reduce_instalments', reductions, refundMinor: left };
}

export function settlementName(plan: SettlementPlan): StayChangePreview['settlement'] {
  switch (plan.kind) {
    case 'none':
    case 'added_to_instalment':
      return plan.kind;
    case 'new_instalment':
      return plan.viaSavedCard ? 'charge_saved_card' : 'payment_link';
    case 'reduce_instalments':
      return plan.refundMinor > 0 ? 'refund' : 'reduce_instalments';
  }
}
