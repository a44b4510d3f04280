import type { CardField, CardProblem } from './card-input.ts';

// What the card form gets back from the terminal's action (a fetcher's data with JavaScript, the
// page's action data without). Values are what may be shown again: the name on the card, the
// expiry and the save-card choice. The card number and security code are never sent back into
// the HTML (they'd end up in the page, its cache and history); with JavaScript the fields keep
// them in the browser's own input state, without it the guest types them again.
export type CardFormValues = { expiry: string; name: string; saveCard: boolean };

export type PaymentFormState =
  | { status: 'invalid'; values: CardFormValues; problems: Partial<Record<CardField, CardProblem>> }
  | { status: 'failed'; values: CardFormValues; reason: string }
  | { status: 'processing'; values: CardFormValues }
  | { status: 'timeout'; values: CardFormValues }
  | { status: 'expired' };

export const emptyCardValues: CardFormValues = { expiry: '', name: '', saveCard: false };
