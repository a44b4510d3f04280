import type { WebConfig } from '../../config.server.ts';

export type CspDirectives = Record<string, string[]>;

// Third-party origins each payment provider's browser code needs (their published CSP guides).
// The payment page may be reached by a client-side navigation, which keeps the first document's
// policy, so every page of the site carries the configured provider's origins, and only those.
const providerOrigins: Record<WebConfig['paymentProvider'], Partial<CspDirectives>> = {
  sandbox: {},
  stripe: {
    'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
  paypal: {
    'script-src': ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    'frame-src': ['https://www.paypal.com', 'https://*.paypal.com'],
    'connect-src': ['https://www.paypal.com', 'https://*.paypal.com'],
    'img-src': ['https://*.paypal.com', 'https://*.paypalobjects.com'],
  },
  // Opayo's drop-in (sagepay.js and its card frame) comes from the Pi hosts.
  opayo: {
    'script-src': ['https://pi-test.sagepay.com', 'https://pi-live.sagepay.com'],
    'frame-src': ['https://pi-test.sagepay.com', 'https://pi-live.sagepay.com'],
    'connect-src': ['https://pi-test.sagepay.com', 'https://pi-live.sagepay.com'],
  },
};

// Opayo's 3-D Secure challenge is a form the page posts to the card issuer's own page (any
// bank's https address), so with Opayo form-action also allows https.
function opayoExtras(config: Pick<WebConfig, 'paymentProvider'> & { opayoApiBase?: string | undefined }): Partial<CspDirectives> {
  if (config.paymentProvider !== 'opayo') return {};
  const own = config.opayoApiBase ? [config.opayoApiBase] : [];
  return { 'script-src': own, 'frame-src': own, 'connect-src': own, 'form-action': ['https:'] };
}

// The site's Content-Security-Policy, without the per-request nonce (server.mjs adds
// 'nonce-…' to script-src for each response). Scripts: our own files and inline scripts carrying
// the nonce, nothing else. Styles allow inline style attributes: the brand theme is a style
// attribute on <html> and Leaflet positions tiles with inline styles; CSS cannot run script.
export function contentSecurityPolicyDirectives(config: Pick<WebConfig, 'map' | 'paymentProvider'> & { opayoApiBase?: string | undefined }): CspDirectives {
  const base = providerOrigins[config.paymentProvider];
  const more = opayoExtras(config);
  const extra: Partial<CspDirectives> = Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(more)])].map((key) => [key, [...(base[key] ?? []), ...(more[key] ?? [])]]),
  );
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(extra['script-src'] ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', tileOrigin(config.map.tileUrl), ...(extra['img-src'] ?? [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(extra['connect-src'] ?? [])],
    'frame-src': extra['frame-src'] ?? ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...(extra['form-action'] ?? [])],
    // No other site may frame ours (clickjacking on the payment and deposit pages).
    'frame-ancestors': ["'none'"],
  };
  return directives;
}

// https://{s}.tile.example.org/{z}/{x}/{y}.png → https://*.tile.example.org
function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{[^}]+\}/g, '0'));
  const host = template.match(/^https?:\/\/([^/]+)/)?.[1] ?? url.host;
  return `${url.protocol}//${host.replace(/\{[^}]+\}/g, '*')}`;
}

// Browser features no page of ours uses are switched off; the Payment Request API stays for our
// own pages and, with Stripe, for its frames (Google Pay / Apple Pay through Stripe Elements).
export function permissionsPolicy(config: Pick<WebConfig, 'paymentProvider'>): string {
  const payment = config.paymentProvider === 'stripe' ? 'payment=(self "https://js.stripe.com")' : 'payment=(self)';
  return ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()', 'serial=()', 'hid=()', 'midi=()', 'browsing-topics=()', payment].join(', ');
}
