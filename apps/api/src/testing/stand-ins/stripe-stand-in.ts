import { randomBytes } from 'node:crypto';
import { header, startHttpStandIn, type RecordedRequest, type StandInAnswer } from './http-stand-in.ts';

// A local stand-in of the parts of Stripe's API our adapter uses. It checks every request the way
// Stripe would (secret key, idempotency key on every POST, amounts in minor units, lower-case
// currency, known parameters) and replays the first answer for a repeated idempotency key, as
// Stripe does. Test payment methods behave like Stripe's test mode (pm_card_visa, …).

type Intent = Record<string, unknown> & { id: string; status: string; amount: number; currency: string };

type SetupIntent = Record<string, unknown> & { id: string; status: string; payment_method: string; expand: boolean };

// Stripe's test payment methods as cards (for expand[]=payment_method).
const testCards: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_authenticationRequiredOnSetup: { brand: 'visa', last4: '3155' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184' },
};

function setupView(setup: SetupIntent): Record<string, unknown> {
  const { expand, ...rest } = setup;
  if (!expand) return rest;
  const card = testCards[setup.payment_method] ?? { brand: 'visa', last4: '4242' };
  return { ...rest, payment_method: { id: setup.payment_method, object: 'payment_method', type: 'card', card: { ...card, exp_month: 12, exp_year: 2034 } } };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

const declines: Record<string, { code: string; decline_code?: string }> = {
  pm_card_chargeDeclined: { code: 'card_declined', decline_code: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { code: 'card_declined', decline_code: 'insufficient_funds' },
  pm_card_chargeDeclinedExpiredCard: { code: 'expired_card' },
  pm_card_chargeDeclinedIncorrectCvc: { code: 'incorrect_cvc' },
};

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

function invalid(message: string, param?: string): StandInAnswer {
  return { status: 400, body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } } };
}

export type StallPoint = 'before_create' | 'after_create';

export async function startStripeStandIn(options: { secretKey: string }) {
  const intents = new Map<string, Intent>();
  const setups = new Map<string, SetupIntent>();
  const replays = new Map<string, { fingerprint: string; answer: StandInAnswer }>();
  const problems: string[] = [];
  // Intent creations that never answer (in order): before Stripe made anything, or after it charged.
  const stalls: { point: StallPoint; reached: () => void }[] = [];

  function newIntent(params: URLSearchParams): StandInAnswer {
    const amount = Number(params.get('amount'));
    const currency = params.get('currency') ?? '';
    if (!Number.isInteger(amount) || amount < 1) return invalid('amount must be a positive integer in minor units', 'amount');
    if (!/^[a-z]{3}$/.test(currency)) return invalid('currency must be a lower-case ISO code', 'currency');
    const method = params.get('payment_method');
    const offSession = params.get('off_session') === 'true';
    const manual = params.get('capture_method') === 'manual';
    if (params.get('setup_future_usage') && !params.get('customer')) return invalid('setup_future_usage needs a customer', 'customer');
    if (offSession && !params.get('customer')) return invalid('off_session needs a customer', 'customer');
    const intent: Intent = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      capture_method: manual ? 'manual' : 'automatic',
      client_secret: null,
      customer: params.get('customer'),
      payment_method: method,
      setup_future_usage: params.get('setup_future_usage'),
      last_payment_error: null,
      next_action: null,
      metadata: Object.fromEntries(
        [...params.entries()].flatMap(([key, value]) => {
          const name = /^metadata\[([^\]]+)\]$/.exec(key)?.[1];
          return name ? [[name, value]] : [];
        }),
      ),
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(6).toString('hex')}`;
    intents.set(intent.id, intent);
    if (params.get('confirm') === 'true') return confirm(intent, offSession);
    return { status: 200, body: intent };
  }

  function confirm(intent: Intent, offSession: boolean): StandInAnswer {
    const method = String(intent.payment_method ?? '');
    const decline = declines[method];
    const needsAuth = method === 'pm_card_authenticationRequired';
    if (decline || (needsAuth && offSession)) {
      const error = decline ?? { code: 'authentication_required' };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', ...error, message: 'Your card was declined.' };
      return { status: 402, body: { error: { type: 'card_error', ...error, message: 'Your card was declined.', payment_intent: intent } } };
    }
    if (needsAuth) {
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk' };
    } else if (method === 'pm_processing') {
      intent.status = 'processing';
    } else {
      intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      if (intent.status === 'succeeded') intent.amount_received = intent.amount;
    }
    return { status: 200, body: intent };
  }

  function handle(request: RecordedRequest, params: URLSearchParams): StandInAnswer {
    const path = request.path.split('?')[0] ?? '';
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && path === '/v1/customers') return { status: 200, body: { id: id('cus'), object: 'customer' } };
    if (request.method === 'POST' && path === '/v1/payment_intents') return newIntent(params);
    if (request.method === 'GET' && path === '/v1/payment_intents/search') {
      // Only the metadata clause our adapter sends; anything else is refused as Stripe would a bad query.
      const clause = /^metadata\['([\w-]+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(params.get('query') ?? '');
      if (!clause) return invalid('Invalid search query', 'query');
      const [, name = '', quoted = ''] = clause;
      const value = quoted.replace(/\\(.)/g, '$1');
      const data = [...intents.values()].filter((intent) => (intent.metadata as Record<string, string>)[name] === value);
      return { status: 200, body: { object: 'search_result', url: '/v1/payment_intents/search', data, has_more: false, next_page: null } };
    }
    if ((match = path.match(/^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/))) {
      const intent = intents.get(match[1] ?? '');
      if (!intent) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } } };
      if (request.method === 'GET' && !match[2]) return { status: 200, body: intent };
      if (match[2] === 'confirm') return confirm(intent, params.get('off_session') === 'true');
      if (match[2] === 'capture') {
        if (intent.status !== 'requires_capture') return invalid('This PaymentIntent could not be captured');
        const capture = Number(params.get('amount_to_capture') ?? intent.amount);
        if (!Number.isInteger(capture) || capture < 1 || capture > intent.amount) return invalid('amount_to_capture is invalid', 'amount_to_capture');
        intent.status = 'succeeded';
        intent.amount_received = capture;
        return { status: 200, body: intent };
      }
      if (match[2] === 'cancel') {
        if (intent.status === 'succeeded') return invalid('You cannot cancel this PaymentIntent because it has a status of succeeded.');
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(params.get('payment_intent') ?? '');
      const amount = Number(params.get('amount'));
      if (!intent || intent.status !== 'succeeded') return invalid('Only a succeeded PaymentIntent can be refunded', 'payment_intent');
      if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount) return invalid('Refund amount is invalid', 'amount');
      return { status: 200, body: { id: id('re'), object: 'refund', status: 'succeeded', amount, payment_intent: intent.id } };
    }
    if (request.method === 'POST' && path === '/v1/setup_intents') {
      if (!params.get('customer') || !params.get('payment_method')) return invalid('customer and payment_method are required');
      const expand = params.get('expand[0]');
      if (expand !== null && expand !== 'payment_method') return invalid(`This property cannot be expanded (${expand})`, 'expand');
      const method = params.get('payment_method') ?? '';
      const decline = declines[method];
      const setup: SetupIntent = {
        id: id('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: params.get('customer'),
        payment_method: method,
        client_secret: '',
        usage: params.get('usage') ?? 'off_session',
        last_setup_error: null,
        expand: expand !== null,
      };
      setup.client_secret = `${setup.id}_secret_${randomBytes(6).toString('hex')}`;
      if (decline) return { status: 402, body: { error: { type: 'card_error', ...decline, message: 'Your card was declined.', setup_intent: { ...setup, status: 'requires_payment_method' } } } };
      // As in Stripe's test mode: these cards ask for 3-D Secure when they are set up.
      if (method === 'pm_card_authenticationRequiredOnSetup' || method === 'pm_card_authenticationRequired') setup.status = 'requires_action';
      setups.set(setup.id, setup);
      return { status: 200, body: setupView(setup) };
    }
    if (request.method === 'GET' && (match = path.match(/^\/v1\/setup_intents\/([^/]+)$/))) {
      const setup = setups.get(match[1] ?? '');
      if (!setup) return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent' } } };
      return { status: 200, body: setupView({ ...setup, expand: params.get('expand[0]') === 'payment_method' }) };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } } };
  }

  const server = await startHttpStandIn((request) => {
    if (header(request, 'authorization') !== `Bearer ${options.secretKey}`) {
      problems.push(`bad auth on ${request.path}`);
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } };
    }
    const params = new URLSearchParams(request.method === 'POST' ? request.body : (request.path.split('?')[1] ?? ''));
    if (request.method !== 'POST') return handle(request, params);
    const key = header(request, 'idempotency-key');
    // The SDK invents keys for retries when the caller gives none: ours must always be explicit.
    if (!key || key.startsWith('stripe-node-retry-')) {
      problems.push(`POST ${request.path} without our idempotency key`);
      return invalid('This stand-in requires an explicit Idempotency-Key on every POST');
    }
    const fingerprint = `${request.path}\n${request.body}`;
    const stall = request.path === '/v1/payment_intents' ? stalls.shift() : undefined;
    if (stall) {
      if (stall.point === 'after_create') handle(request, params);
      stall.reached();
      return new Promise<StandInAnswer>(() => undefined);
    }
    const earlier = replays.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return { status: 400, body: { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } } };
      }
      return earlier.answer;
    }
    const answer = handle(request, params);
    // Stripe replays successes and card errors alike; 4xx validation errors are not stored.
    if (answer.status === 200 || answer.status === 402) replays.set(key, { fingerprint, answer: JSON.parse(JSON.stringify(answer)) as StandInAnswer });
    return answer;
  });

  return {
    ...server,
    apiBase: server.url,
    problems,
    intents,
    /** The guest completes the 3-D Secure challenge of a SetupIntent (stripe.handleNextAction). */
    authenticateSetup(setupId: string) {
      const setup = setups.get(setupId);
      if (!setup) throw new Error(`no setup intent ${setupId}`);
      setup.status = 'succeeded';
    },
    /** Posts of one path (e.g. '/v1/payment_intents'), with the form body parsed. */
    posts(path: string) {
      return server.requests
        .filter((request) => request.method === 'POST' && request.path.split('?')[0] === path)
        .map((request) => ({ idempotencyKey: header(request, 'idempotency-key'), params: Object.fromEntries(new URLSearchParams(request.body)) }));
    },
    /** The next POST /v1/payment_intents (after those already stalled) hangs; resolves once it arrived. */
    stallNextCreate(point: StallPoint): Promise<void> {
      return new Promise<void>((resolve) => {
        stalls.push({ point, reached: resolve });
      });
    },
    /** Moves an intent as the browser or the bank would (3-D Secure done, bank confirmation). */
    setStatus(intentId: string, status: string) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = status;
      if (status === 'succeeded') intent.amount_received = intent.amount;
      return intent;
    },
    succeededCharges() {
      return [...intents.values()].filter((intent) => intent.status === 'succeeded' && intent.capture_method === 'automatic');
    },
  };
}
