import type { PaymentNotice } from '../../lib/payment/query.ts';

// The deposit page's query (spec §2): ?error=card_decline on failure (an empty reason means
// card_decline too; unknown reasons pick the generic failure text).
export function parseDepositQuery(params: URLSearchParams): PaymentNotice | null {
  if (!params.has('error')) return null;
  const raw = (params.get('error') ?? '').trim().toLowerCase();
  return { kind: 'failed', reason: raw === '' ? 'card_decline' : /^[a-z][a-z0-9_]{0,49}$/.test(raw) ? raw : 'generic' };
}

// Site paths the deposit page links to, in the page's language.
export const checkinHubPath = (code: string, token: string) => `/booking/checkin/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;
export const paymentPagePath = (code: string, token: string) => `/payment/booking_payment_terminal/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;
export const finishPath = (code: string) => `/booking-confirmation-success?${new URLSearchParams({ booking: code })}`;
