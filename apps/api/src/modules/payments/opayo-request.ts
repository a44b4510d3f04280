import type { OpayoBrowserDetails } from '@direct/contracts';
import type { Cardholder } from './payment-provider.ts';

export type OpayoPayer = Cardholder;

// A card reference as stored in payment_methods: the card identifier, optionally prefixed with
// the merchant session key it was made under ("<key>|<identifier>", the deposit page's form).
export function opayoCardOf(ref: string): { sessionKey: string | null; cardIdentifier: string } {
  const [first, second] = ref.split('|');
  return second ? { sessionKey: first ?? null, cardIdentifier: second } : { sessionKey: null, cardIdentifier: ref };
}

// What a saved card's customer reference keeps: the first transaction (the reference of later
// Repeat payments) and the cardholder (Pi wants name and billing address with every Deferred).
export function opayoSavedRef(transactionId: string, payer: OpayoPayer | null): string {
  return JSON.stringify({ tx: transactionId, ...(payer ? { payer } : {}) });
}

export function parseOpayoSavedRef(ref: string): { transactionId: string; payer: OpayoPayer | null } | null {
  try {
    const parsed = JSON.parse(ref) as { tx?: unknown; payer?: OpayoPayer };
    if (typeof parsed.tx !== 'string') return null;
    return { transactionId: parsed.tx, payer: parsed.payer ?? null };
  } catch {
    return null;
  }
}

// Pi's strongCustomerAuthentication object (3-D Secure v2): where the issuer's page posts the
// result, and what the issuer's risk check reads of the browser.
export function strongCustomerAuthentication(notificationURL: string, browser: OpayoBrowserDetails | null): Record<string, unknown> {
  const javascript = browser?.javascript_enabled ?? false;
  return {
    notificationURL,
    browserIP: browser?.ip ?? '127.0.0.1',
    browserAcceptHeader: browser?.accept_header ?? 'text/html, application/json',
    browserJavascriptEnabled: javascript,
    browserLanguage: browser?.language ?? 'en',
    browserUserAgent: browser?.user_agent ?? 'unknown',
    challengeWindowSize: 'FullScreen',
    transType: 'GoodsAndServicePurchase',
    ...(javascript
      ? {
          browserColorDepth: String(browser?.color_depth ?? 24),
          browserScreenHeight: String(browser?.screen_height ?? 768),
          browserScreenWidth: String(browser?.screen_width ?? 1024),
          browserTZ: String(browser?.time_zone_offset ?? 0),
          browserJavaEnabled: browser?.java_enabled ?? false,
        }
      : {}),
  };
}
