import Stripe from 'stripe';
import {
  CardDeclinedError,
  emptyPayment,
  GatewayRequestError,
  WebhookSignatureError,
  type GatewayHold,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentProvider,
} from './payment-provider.ts';
import { failureReasonOf } from './stripe-failures.ts';
import { createStripeSetup } from './stripe-setup.ts';

type StripeConfig = { secretKey: string; webhookSecret: string; apiBase: string | undefined };

// Stripe's decline codes onto the site's reasons (kept importable from here).
export { failureReasonOf };

function statusOf(intent: Stripe.PaymentIntent): GatewayPaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'canceled':
      return 'cancelled';
    case 'requires_capture':
      return 'succeeded';
    default:
      // requires_payment_method after an attempt = declined.
      return intent.last_payment_error ? 'failed' : 'requires_action';
  }
}

function toPayment(intent: Stripe.PaymentIntent, saveForLater: boolean): GatewayPayment {
  const status = statusOf(intent);
  const error = intent.last_payment_error;
  const methodRef = typeof intent.payment_method === 'string' ? intent.payment_method : (intent.payment_method?.id ?? null);
  const customerRef = typeof intent.customer === 'string' ? intent.customer : (intent.customer?.id ?? null);
  const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : undefined;
  return emptyPayment({
    providerRef: intent.id,
    status,
    amountMinor: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
    failureReason: status === 'failed' ? failureReasonOf(error?.code, error?.decline_code) : null,
    failureMessage: status === 'failed' ? (error?.message ?? null) : null,
    savedMethod:
      status === 'succeeded' && (saveForLater || intent.setup_future_usage) && methodRef
        ? { paymentMethodRef: methodRef, customerRef, brand: card?.brand ?? null, last4: card?.last4 ?? null, expMonth: card?.exp_month ?? null, expYear: card?.exp_year ?? null }
        : null,
  });
}

function toHold(intent: Stripe.PaymentIntent): GatewayHold {
  const status: GatewayHold['status'] =
    intent.status === 'requires_capture'
      ? 'authorized'
      : intent.status === 'succeeded'
        ? 'captured'
        : intent.status === 'canceled'
          ? 'cancelled'
          : intent.status === 'requires_action'
            ? 'requires_action'
            : 'failed';
  return {
    providerRef: intent.id,
    status,
    amountMinor: intent.amount,
    capturedMinor: intent.amount_received,
    nextActionUrl: intent.next_action?.redirect_to_url?.url ?? null,
    failureReason: status === 'failed' ? failureReasonOf(intent.last_payment_error?.code, intent.last_payment_error?.decline_code) : null,
  };
}

// A card error answers with the PaymentIntent it left behind; anything else is our request's fault.
async function declinedOr(error: unknown, stripe: Stripe, saveForLater: boolean): Promise<GatewayPayment> {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent;
    if (intent) return { ...toPayment(await stripe.paymentIntents.retrieve(intent.id), saveForLater), failureReason: failureReasonOf(error.code, error.decline_code) };
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
    throw new GatewayRequestError(error.message, error.code ?? error.type);
  }
  throw error;
}

export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
}

// Stripe through its official SDK: PaymentIntents confirmed with a payment method made by
// Stripe.js, manual capture for deposit holds, customers for saved cards, signed webhooks.
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = createStripeClient(config);
  return {
    name: 'stripe',

    async createPayment(input) {
      let customer = input.customerRef;
      if (input.saveForLater && !customer) {
        customer = (await stripe.customers.create({ metadata: input.metadata, description: input.description }, { idempotencyKey: `${input.idempotencyKey}:customer` })).id;
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: false },
            ...(input.paymentMethodRef ? { payment_method: input.paymentMethodRef, confirm: true } : {}),
            ...(customer ? { customer } : {}),
            ...(input.saveForLater && !input.offSession ? { setup_future_usage: 'off_session' as const } : {}),
            ...(input.offSession ? { off_session: true } : {}),
            ...(input.returnUrl && input.paymentMethodRef && !input.offSession ? { return_url: input.returnUrl } : {}),
            description: input.description,
            // Our key in the metadata too: the Idempotency-Key header can't be searched, and an
            // intent whose answer we lost is found by it (findPayment).
            metadata: { ...input.metadata, idempotency_key: input.idempotencyKey },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toPayment(intent, input.saveForLater);
      } catch (error) {
        return declinedOr(error, stripe, input.saveForLater);
      }
    },

    async retrievePayment(ref) {
      return toPayment(await stripe.paymentIntents.retrieve(ref), false);
    },

    async findPayment({ providerRef, idempotencyKey }) {
      if (providerRef) {
        try {
          return toPayment(await stripe.paymentIntents.retrieve(providerRef), false);
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
          throw error;
        }
      }
      // Search is eventually consistent (new intents appear within about a minute), which is why
      // only attempts several minutes old are looked up this way.
      const quoted = idempotencyKey.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
      const found = await stripe.paymentIntents.search({ query: `metadata['idempotency_key']:'${quoted}'`, limit: 10 });
      const [intent] = found.data;
      return intent ? toPayment(intent, false) : null;
    },

    async confirmPayment(ref, idempotencyKey) {
      try {
        return toPayment(await stripe.paymentIntents.confirm(ref, {}, { idempotencyKey }), false);
      } catch (error) {
        return declinedOr(error, stripe, false);
      }
    },

    async cancelPayment(ref, idempotencyKey) {
      try {
        return toPayment(await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }), false);
      } catch (error) {
        // Already finished (e.g. the challenge completed meanwhile): answer what it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return toPayment(await stripe.paymentIntents.retrieve(ref), false);
        throw error;
      }
    },

    async authorizeHold(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            capture_method: 'manual',
            automatic_payment_methods: { enabled: false },
            ...(input.paymentMethodRef ? { payment_method: input.paymentMethodRef, confirm: true } : {}),
            ...(input.customerRef ? { customer: input.customerRef, off_session: true } : {}),
            description: input.description,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toHold(intent);
      } catch (error) {
        const payment = await declinedOr(error, stripe, false);
        return { providerRef: payment.providerRef, status: 'failed', amountMinor: input.amountMinor, capturedMinor: 0, nextActionUrl: null, failureReason: payment.failureReason };
      }
    },

    async captureHold(ref, amountMinor, idempotencyKey) {
      return toHold(await stripe.paymentIntents.capture(ref, { amount_to_capture: amountMinor }, { idempotencyKey }));
    },

    async cancelHold(ref, idempotencyKey) {
      return toHold(await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey }));
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: ref, amount: amountMinor }, { idempotencyKey });
      return { providerRef: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending', amountMinor: refund.amount };
    },

    async savePaymentMethod(input) {
      const customer =
        input.customerRef ??
        (await stripe.customers.create({ ...(input.email ? { email: input.email } : {}) }, { idempotencyKey: `${input.idempotencyKey}:customer` })).id;
      let setup: Stripe.SetupIntent;
      try {
        setup = await stripe.setupIntents.create(
          { customer, payment_method: input.paymentMethodRef, usage: 'off_session', confirm: true },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new CardDeclinedError(failureReasonOf(error.code, error.decline_code), error.message);
        throw error;
      }
      const methodRef = typeof setup.payment_method === 'string' ? setup.payment_method : (setup.payment_method?.id ?? input.paymentMethodRef);
      return { paymentMethodRef: methodRef, customerRef: customer, brand: null, last4: null, expMonth: null, expYear: null };
    },

    ...createStripeSetup(stripe),

    async parseWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      const statusByType: Record<string, GatewayPaymentStatus> = {
        'payment_intent.succeeded': 'succeeded',
        'payment_intent.payment_failed': 'failed',
        'payment_intent.processing': 'processing',
        'payment_intent.canceled': 'cancelled',
      };
      const status = statusByType[event.type] ?? null;
      const intent = event.type.startsWith('payment_intent.') ? (event.data.object as Stripe.PaymentIntent) : null;
      const notice = noticeOf(event);
      return {
        id: event.id,
        type: event.type,
        providerRef: status && intent ? intent.id : (notice?.providerRef ?? null),
        status,
        failureReason: status === 'failed' ? failureReasonOf(intent?.last_payment_error?.code, intent?.last_payment_error?.decline_code) : null,
        notice: notice ? { kind: notice.kind, amountMinor: notice.amountMinor } : null,
        payload: event,
      };
    },
  };
}

// A refund or a dispute names the charge's payment intent (the payment we know).
function noticeOf(event: Stripe.Event): { kind: 'refunded' | 'disputed'; amountMinor: number | null; providerRef: string } | null {
  const intentOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const ref = intentOf(charge.payment_intent);
    return ref ? { kind: 'refunded', amountMinor: charge.amount_refunded ?? null, providerRef: ref } : null;
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object as Stripe.Dispute;
    const ref = intentOf(dispute.payment_intent);
    return ref ? { kind: 'disputed', amountMinor: dispute.amount ?? null, providerRef: ref } : null;
  }
  return null;
}
