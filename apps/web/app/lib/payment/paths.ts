import { localizedPath } from '../i18n/language-links.ts';

// Site paths of the payment flow, in the language the current page was opened in by path.

export function terminalPath(
  currentPathname: string,
  bookingCode: string,
  accessToken: string,
  query: Record<string, string> = {},
): string {
  const search = new URLSearchParams(query).toString();
  const path = `/payment/booking_payment_terminal/${encodeURIComponent(bookingCode)}/${encodeURIComponent(accessToken)}`;
  return localizedPath(currentPathname, path) + (search ? `?${search}` : '');
}

export function challengePath(currentPathname: string, bookingCode: string, accessToken: string, paymentIntentId: string): string {
  const path = `/payment/authenticate/${encodeURIComponent(bookingCode)}/${encodeURIComponent(accessToken)}`;
  return `${localizedPath(currentPathname, path)}?${new URLSearchParams({ payment_intent: paymentIntentId })}`;
}

export function successPath(currentPathname: string, bookingCode: string): string {
  return `${localizedPath(currentPathname, '/booking-confirmation-success')}?${new URLSearchParams({ booking: bookingCode })}`;
}

// A next-action address from the API that stays on this site (the sandbox's challenge page):
// a path (never "//host"), given the current page's language prefix. Null for anything else.
export function sitePathFrom(currentPathname: string, nextActionUrl: string | null): string | null {
  if (!nextActionUrl || !nextActionUrl.startsWith('/') || nextActionUrl.startsWith('//') || nextActionUrl.includes('\\')) return null;
  return localizedPath(currentPathname, nextActionUrl);
}

// The payment redirect page (spec §9, "payment redirect helper, 5 seconds"), where redirect-based
// payments come back: Stripe's return_url, PayPal's approval return, the sandbox's and Opayo's
// 3-D Secure returns. Gateways add their own query (payment_intent, token) to this address.
export function redirectPath(currentPathname: string, bookingCode: string, accessToken: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  const path = `/payment/redirect/${encodeURIComponent(bookingCode)}/${encodeURIComponent(accessToken)}`;
  return localizedPath(currentPathname, path) + (search ? `?${search}` : '');
}
