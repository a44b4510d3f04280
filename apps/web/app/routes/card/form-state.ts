import type { CardField, CardProblem } from '../../lib/payment/card-input.ts';

// What the "Update your card" forms get back from the page's action. Only the name on the card
// and the expiry come back into the page, never the number or the code.
export type CardValues = { expiry: string; name: string };

export type CardFormState =
  | { status: 'invalid'; values: CardValues; problems: Partial<Record<CardField, CardProblem>> }
  | { status: 'failed'; values: CardValues; reason: string }
  | { status: 'timeout'; values: CardValues };

// The Stripe Elements form's answers (JSON through the page's action).
export type StripeCardAnswer =
  | { status: 'saved' }
  | { status: 'requires_action'; clientSecret: string; setupIntentId: string }
  | { status: 'failed'; reason: string };

export const emptyCardValues: CardValues = { expiry: '', name: '' };

// Site paths of the page, in the page's language by the caller.
export const cardPagePath = (code: string, token: string) => `/booking/card/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;
export const checkinPath = (code: string, token: string) => `/booking/checkin/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;
