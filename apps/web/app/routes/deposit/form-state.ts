import type { CardField, CardProblem } from '../../lib/payment/card-input.ts';

// What the deposit card form gets back from the page's action. As on the payment terminal, only
// the name on the card and the expiry come back into the page, never the number or the code.
export type DepositCardValues = { expiry: string; name: string };

export type DepositFormState =
  | { status: 'invalid'; values: DepositCardValues; problems: Partial<Record<CardField, CardProblem>> }
  | { status: 'failed'; values: DepositCardValues; reason: string }
  | { status: 'timeout'; values: DepositCardValues };

export const emptyDepositValues: DepositCardValues = { expiry: '', name: '' };

// The Stripe Elements form's answer (JSON through the page's action).
export type StripeDepositAnswer = { status: 'done' } | { status: 'requires_action'; clientSecret: string; setupIntentId: string } | { status: 'failed'; reason: string };
