import { describe, expect, it } from 'vitest';
import { planSettlement, settlementName } from './stay-change-plan.ts';

const parts = [
  { id: 1, sequence: 1, amountMinor: 9_000, status: 'paid' as const },
  { id: 2, sequence: 2, amountMinor: 21_000, status: 'scheduled' as const },
];

describe('planSettlement', () => {
  it('adds more to pay onto the last unpaid instalment, or a new one when all is paid', () => {
    expect(planSettlement({ differenceMinor: 5_000, instalments: parts, hasSavedCard: true })).toEqual({ kind: 'added_to_instalment', instalmentId: 2 });
    const paid = parts.map((part) => ({ ...part, status: 'paid' as const }));
    expect(settlementName(planSettlement({ differenceMinor: 5_000, instalments: paid, hasSavedCard: true }))).toBe('charge_saved_card');
    expect(settlementName(planSettlement({ differenceMinor: 5_000, instalments: paid, hasSavedCard: false }))).toBe('payment_link');
  });

  it('takes less to pay off unpaid instalments first and refunds only the rest', () => {
    expect(planSettlement({ differenceMinor: -5_000, instalments: parts, hasSavedCard: false })).toEqual({ kind: 'reduce_instalments', reductions: [{ instalmentId: 2, amountMinor: 5_000 }], refundMinor: 0 });
    expect(planSettlement({ differenceMinor: -25_000, instalments: parts, hasSavedCard: false })).toEqual({ kind: 'reduce_instalments', reductions: [{ instalmentId: 2, amountMinor: 21_000 }], refundMinor: 4_000 });
    expect(planSettlement({ differenceMinor: 0, instalments: parts, hasSavedCard: false })).toEqual({ kind: 'none' });
  });
});
