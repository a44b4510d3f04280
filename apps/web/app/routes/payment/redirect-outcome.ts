// The payment redirect page's decisions (spec §9: "payment redirect helper, 5 seconds"), pure so
// they can be tested: what the gateway sent back in the query, what an answer of the API means,
// and where the guest goes next. The page waits at most `redirectWaitMs` for a final answer.

export const redirectWaitMs = 5_000;
// How often the page asks again while the gateway is still working.
export const redirectPollMs = 1_000;

export type ReturnProvider = 'sandbox' | 'stripe' | 'paypal' | 'opayo';

// What the gateway put in the return address: Stripe (and our sandbox) add ?payment_intent=,
// PayPal ?token=<order id>&PayerID=; Opayo's 3-D Secure return is finished by the API before the
// guest is sent here with ?provider=opayo only.
export type ReturnQuery = { provider: ReturnProvider | null; paymentIntentId: string | null; paypalOrderId: string | null };

const idPattern = /^[\w-]{3,255}$/;
const providers: readonly ReturnProvider[] = ['sandbox', 'stripe', 'paypal', 'opayo'];

export function parseReturnQuery(params: URLSearchParams): ReturnQuery {
  const provider = params.get('provider');
  const known = providers.find((name) => name === provider) ?? null;
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return idPattern.test(value) ? value : null;
  };
  const paymentIntentId = known === 'paypal' ? null : id('payment_intent');
  const paypalOrderId = known === 'paypal' || (!paymentIntentId && params.has('PayerID')) ? id('token') : null;
  return { provider: known ?? (paypalOrderId ? 'paypal' : null), paymentIntentId, paypalOrderId };
}

export type RedirectOutcome =
  | { kind: 'succeeded' }
  | { kind: 'failed'; reason: string }
  // The gateway is still working on it (bank transfer style methods, a slow network).
  | { kind: 'pending' }
  // Back without finishing: a challenge left open, PayPal's "Cancel and return".
  | { kind: 'not_completed' }
  | { kind: 'expired' }
  // Nothing to tell about (no attempt, an id that isn't this booking's).
  | { kind: 'unknown' };

type AttemptStatus = 'created' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

export function outcomeOfAttempt(status: AttemptStatus, failureReason: string | null): RedirectOutcome {
  switch (status) {
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'failed':
      return { kind: 'failed', reason: failureReason ?? 'generic' };
    case 'processing':
    case 'created':
      return { kind: 'pending' };
    default:
      return { kind: 'not_completed' };
  }
}

export type RedirectPaths = {
  success: string;
  terminal: (query?: Record<string, string>) => string;
};

export type RedirectStep = { kind: 'go'; to: string } | { kind: 'wait' } | { kind: 'processing' };

// Success → the confirmation page; a decline → the terminal with the reason (?error=, the spec's
// message there); an expired hold → the terminal (Page Expired); still pending → wait, and after
// the 5 seconds say so (the spec's processing message) instead of moving on.
export function redirectStep(outcome: RedirectOutcome, context: { elapsedMs: number; provider: ReturnProvider | null; paths: RedirectPaths }): RedirectStep {
  const { paths } = context;
  switch (outcome.kind) {
    case 'succeeded':
      return { kind: 'go', to: paths.success };
    case 'failed':
      return { kind: 'go', to: paths.terminal({ error: outcome.reason }) };
    case 'not_completed':
      // PayPal's cancel comes back here too: the guest chose not to pay, nothing failed.
      return { kind: 'go', to: context.provider === 'paypal' ? paths.terminal() : paths.terminal({ error: 'authentication_failed' }) };
    case 'expired':
    case 'unknown':
      return { kind: 'go', to: paths.terminal() };
    case 'pending':
      return context.elapsedMs < redirectWaitMs ? { kind: 'wait' } : { kind: 'processing' };
  }
}
