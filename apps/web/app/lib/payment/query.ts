import type { TranslationKey } from '@direct/i18n/translator';

// The payment terminal's query (spec §2): ?status=processing, ?error={reason} (an empty or
// missing reason means card_decline), ?price={amount} (the amount being paid, in major units of
// the booking's currency, e.g. 250 or 250.50; anything else is ignored).

export type PaymentNotice =
  | { kind: 'processing' }
  | { kind: 'failed'; reason: string };

export type TerminalQuery = {
  notice: PaymentNotice | null;
  // Major units as given (e.g. 250.5); null when absent or not a plain amount.
  price: number | null;
};

const reasonPattern = /^[a-z][a-z0-9_]{0,49}$/;
const pricePattern = /^\d{1,9}(?:[.,]\d{1,2})?$/;

export function parseTerminalQuery(params: URLSearchParams): TerminalQuery {
  let notice: PaymentNotice | null = null;
  if (params.has('error')) {
    const raw = (params.get('error') ?? '').trim().toLowerCase();
    // Unknown or malformed reasons still mean "it failed"; they only pick the generic text.
    notice = { kind: 'failed', reason: raw === '' ? 'card_decline' : reasonPattern.test(raw) ? raw : 'generic' };
  } else if (params.get('status') === 'processing') {
    notice = { kind: 'processing' };
  }
  const rawPrice = (params.get('price') ?? '').trim();
  const price = pricePattern.test(rawPrice) ? Number(rawPrice.replace(',', '.')) : null;
  return { notice, price };
}

// Reasons the card's issuer gave: the spec's decline text. Everything else (processing errors,
// failed authentication, unknown reasons): the spec's generic failure text.
const declineReasons = new Set(['card_decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc']);

export function noticeMessageKey(notice: PaymentNotice): TranslationKey {
  if (notice.kind === 'processing') return 'payment.processing';
  return declineReasons.has(notice.reason) ? 'payment.cardDecline' : 'payment.failed';
}

// Minor units of a ?price= amount in a currency with `digits` decimals.
export function priceToMinor(price: number, digits = 2): number {
  return Math.round(price * 10 ** digits);
}
