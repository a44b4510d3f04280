import type { PaymentFailureReason } from '@direct/contracts';
import {
  emptyPayment,
  GatewayRequestError,
  WebhookSignatureError,
  type GatewayHold,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentProvider,
  type SavedMethodDetails,
} from './payment-provider.ts';
import { createPaypalClient, toMajorUnits, toMinorUnits, type PaypalConfig } from './paypal-client.ts';

type Amount = { currency_code: string; value: string };
type PaypalCapture = { id: string; status: string; amount?: Amount };
type PaypalVault = { id?: string; status?: string; customer?: { id?: string } };
type PaypalOrder = {
  id: string;
  status: string;
  payment_source?: { paypal?: { attributes?: { vault?: PaypalVault } } };
  links?: { href: string; rel: string }[];
  purchase_units?: { amount?: Amount; payments?: { captures?: PaypalCapture[]; authorizations?: { id: string; status: string; amount?: Amount }[] } }[];
};
type PaypalError = { name?: string; details?: { issue?: string }[]; message?: string };

const declineIssues = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED', 'INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'PAYER_ACTION_REQUIRED']);

function declineOf(body: PaypalError): PaymentFailureReason {
  const issue = body.details?.[0]?.issue ?? body.name ?? '';
  if (issue === 'INSTRUMENT_DECLINED' || issue === 'TRANSACTION_REFUSED') return 'card_decline';
  if (issue === 'INSUFFICIENT_FUNDS') return 'insufficient_funds';
  if (issue === 'CARD_EXPIRED') return 'expired_card';
  return 'generic';
}

function orderStatus(order: PaypalOrder): GatewayPaymentStatus {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (capture) return capture.status === 'COMPLETED' ? 'succeeded' : capture.status === 'PENDING' ? 'processing' : 'failed';
  if (order.status === 'COMPLETED') return 'succeeded';
  if (order.status === 'VOIDED') return 'cancelled';
  return 'requires_action';
}

function toPayment(order: PaypalOrder, fallback: { amountMinor: number; currency: string }): GatewayPayment {
  const amount = order.purchase_units?.[0]?.amount;
  return emptyPayment({
    providerRef: order.id,
    status: orderStatus(order),
    amountMinor: amount ? toMinorUnits(amount.value, amount.currency_code) : fallback.amountMinor,
    currency: amount ? amount.currency_code.toLowerCase() : fallback.currency,
    nextActionUrl: order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href ?? null,
    savedMethod: vaultedOf(order),
  });
}

// The PayPal account PayPal vaulted with the order (store_in_vault ON_SUCCESS): its vault id is
// what later orders pay with (payment_source.paypal.vault_id).
function vaultedOf(order: PaypalOrder): SavedMethodDetails | null {
  const vault = order.payment_source?.paypal?.attributes?.vault;
  if (!vault?.id || vault.status !== 'VAULTED') return null;
  // A saved method needs a customer; PayPal names one for every vault, the vault id stands in otherwise.
  return { paymentMethodRef: vault.id, customerRef: vault.customer?.id ?? vault.id, brand: 'paypal', last4: null, expMonth: null, expYear: null };
}

// Where the order's money comes from: the vaulted account (one step, no approval page), or the
// guest's approval on PayPal's page, asking PayPal to vault the account on success.
function paymentSourceOf(options: { vaultId: string | null; saveForLater: boolean; returnUrl: string | null }) {
  if (options.vaultId) return { paypal: { vault_id: options.vaultId } };
  const experience = options.returnUrl ? { experience_context: { return_url: options.returnUrl, cancel_url: options.returnUrl, user_action: 'PAY_NOW' } } : {};
  const vault = options.saveForLater ? { attributes: { vault: { store_in_vault: 'ON_SUCCESS', usage_type: 'MERCHANT', customer_type: 'CONSUMER' } } } : {};
  return Object.keys(experience).length + Object.keys(vault).length > 0 ? { paypal: { ...experience, ...vault } } : null;
}

// PayPal Orders v2: the guest approves the order on PayPal's page, we capture it (intent
// CAPTURE); deposits use intent AUTHORIZE and the authorization's capture/void.
export function createPaypalProvider(config: PaypalConfig): PaymentProvider {
  const client = createPaypalClient(config);

  type OrderInput = { amountMinor: number; currency: string; requestId: string; returnUrl: string | null; description: string; vaultId?: string | null; saveForLater?: boolean };

  // A declined vaulted account answers 422 with the decline: the order's outcome, not our error.
  async function createOrder(intent: 'CAPTURE' | 'AUTHORIZE', input: OrderInput): Promise<{ order: PaypalOrder | null; decline: PaypalError | null }> {
    const source = paymentSourceOf({ vaultId: input.vaultId ?? null, saveForLater: input.saveForLater ?? false, returnUrl: input.returnUrl });
    const { status, body } = await client.call<PaypalOrder & PaypalError>('POST', '/v2/checkout/orders', {
      requestId: input.requestId,
      body: {
        intent,
        purchase_units: [{ amount: { currency_code: input.currency.toUpperCase(), value: toMajorUnits(input.amountMinor, input.currency.toUpperCase()) }, description: input.description }],
        ...(source ? { payment_source: source } : {}),
      },
    });
    if (status === 422 && input.vaultId && declineIssues.has(body.details?.[0]?.issue ?? '')) return { order: null, decline: body };
    if (status >= 400) throw new GatewayRequestError(body.message ?? 'PayPal refused the order', body.name ?? 'invalid_request');
    return { order: body, decline: null };
  }

  return {
    name: 'paypal',

    async createPayment(input) {
      const { order, decline } = await createOrder('CAPTURE', {
        amountMinor: input.amountMinor,
        currency: input.currency,
        requestId: input.idempotencyKey,
        returnUrl: input.returnUrl,
        description: input.description,
        vaultId: input.paymentMethodRef,
        saveForLater: input.saveForLater,
      });
      if (!order) {
        const reason = declineOf(decline ?? {});
        return emptyPayment({ providerRef: `declined:${input.idempotencyKey}`, status: 'failed', amountMinor: input.amountMinor, currency: input.currency, failureReason: reason, failureMessage: decline?.message ?? null });
      }
      return toPayment(order, { amountMinor: input.amountMinor, currency: input.currency });
    },

    async retrievePayment(ref) {
      const { status, body } = await client.call<PaypalOrder & PaypalError>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
      if (status >= 400) throw new GatewayRequestError(body.message ?? 'No such order', status === 404 ? 'resource_missing' : 'invalid_request');
      return toPayment(body, { amountMinor: 0, currency: '' });
    },

    async findPayment({ providerRef }) {
      // Without the order id nothing can have been paid: the guest pays by approving the order on
      // the page we send them to, and we never learned (so never sent) that order's link. The
      // order, if PayPal made it, lapses unapproved.
      if (!providerRef) return null;
      const { status, body } = await client.call<PaypalOrder & PaypalError>('GET', `/v2/checkout/orders/${encodeURIComponent(providerRef)}`);
      if (status === 404) return null;
      if (status >= 400) throw new GatewayRequestError(body.message ?? 'PayPal refused the lookup', body.name ?? 'invalid_request');
      return toPayment(body, { amountMinor: 0, currency: '' });
    },

    async confirmPayment(ref, idempotencyKey) {
      const { status, body } = await client.call<PaypalOrder & PaypalError>('POST', `/v2/checkout/orders/${encodeURIComponent(ref)}/capture`, { requestId: idempotencyKey, body: {} });
      if (status === 422) {
        const issue = body.details?.[0]?.issue;
        // Captured already (a replay): answer the order as it is.
        if (issue === 'ORDER_ALREADY_CAPTURED') return this.retrievePayment(ref);
        if (issue === 'ORDER_NOT_APPROVED') return this.retrievePayment(ref);
        return emptyPayment({ providerRef: ref, status: 'failed', amountMinor: 0, currency: '', failureReason: declineOf(body), failureMessage: body.message ?? null });
      }
      if (status >= 400) throw new GatewayRequestError(body.message ?? 'PayPal refused the capture', body.name ?? 'invalid_request');
      return toPayment(body, { amountMinor: 0, currency: '' });
    },

    async cancelPayment(ref) {
      // An unapproved order simply lapses at PayPal; nothing to call. One already captured (or
      // being captured) is answered as it is: a cancel must never hide money taken.
      const order = await this.retrievePayment(ref);
      return order.status === 'requires_action' ? { ...order, status: 'cancelled' } : order;
    },

    async authorizeHold(input) {
      const { order, decline } = await createOrder('AUTHORIZE', {
        amountMinor: input.amountMinor,
        currency: input.currency,
        requestId: input.idempotencyKey,
        returnUrl: input.returnUrl,
        description: input.description,
        vaultId: input.paymentMethodRef,
      });
      if (!order) return { providerRef: `declined:${input.idempotencyKey}`, status: 'failed', amountMinor: input.amountMinor, capturedMinor: 0, nextActionUrl: null, failureReason: declineOf(decline ?? {}) };
      // On a vaulted account the order authorizes at once; otherwise the guest approves it first.
      const authorization = order.purchase_units?.[0]?.payments?.authorizations?.[0];
      const status: GatewayHold['status'] = authorization ? (authorization.status === 'CREATED' || authorization.status === 'PENDING' ? 'authorized' : 'failed') : 'requires_action';
      return { providerRef: order.id, status, amountMinor: input.amountMinor, capturedMinor: 0, nextActionUrl: toPayment(order, input).nextActionUrl, failureReason: status === 'failed' ? 'card_decline' : null };
    },

    async captureHold(ref, amountMinor, idempotencyKey) {
      const { body: order } = await client.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
      const authorization = order.purchase_units?.[0]?.payments?.authorizations?.[0];
      const currency = order.purchase_units?.[0]?.amount?.currency_code ?? 'EUR';
      if (!authorization) throw new GatewayRequestError('The order has no authorization', 'resource_missing');
      const { status, body } = await client.call<PaypalCapture & PaypalError>('POST', `/v2/payments/authorizations/${authorization.id}/capture`, {
        requestId: idempotencyKey,
        body: { amount: { currency_code: currency, value: toMajorUnits(amountMinor, currency) }, final_capture: true },
      });
      if (status >= 400) throw new GatewayRequestError(body.message ?? 'PayPal refused the capture', body.name ?? 'invalid_request');
      return { providerRef: ref, status: 'captured', amountMinor: toMinorUnits(order.purchase_units?.[0]?.amount?.value ?? '0', currency), capturedMinor: amountMinor, nextActionUrl: null, failureReason: null } satisfies GatewayHold;
    },

    async cancelHold(ref, idempotencyKey) {
      const { body: order } = await client.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
      const authorization = order.purchase_units?.[0]?.payments?.authorizations?.[0];
      if (authorization) await client.call('POST', `/v2/payments/authorizations/${authorization.id}/void`, { requestId: idempotencyKey });
      return { providerRef: ref, status: 'cancelled', amountMinor: 0, capturedMinor: 0, nextActionUrl: null, failureReason: null };
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const { body: order } = await client.call<PaypalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(ref)}`);
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      const currency = capture?.amount?.currency_code ?? order.purchase_units?.[0]?.amount?.currency_code ?? 'EUR';
      if (!capture) throw new GatewayRequestError('The order has no capture to refund', 'resource_missing');
      const { status, body } = await client.call<{ id: string; status: string } & PaypalError>('POST', `/v2/payments/captures/${capture.id}/refund`, {
        requestId: idempotencyKey,
        body: { amount: { currency_code: currency, value: toMajorUnits(amountMinor, currency) } },
      });
      if (status >= 400) throw new GatewayRequestError(body.message ?? 'PayPal refused the refund', body.name ?? 'invalid_request');
      return { providerRef: body.id, status: body.status === 'COMPLETED' ? 'succeeded' : body.status === 'FAILED' ? 'failed' : 'pending', amountMinor };
    },

    async savePaymentMethod() {
      throw new GatewayRequestError('Saving a PayPal account for later needs PayPal vaulting, which is not enabled', 'unsupported');
    },

    async parseWebhook(rawBody, headers) {
      if (!config.webhookId) throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not configured');
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value : '';
      };
      let event: { id?: string; event_type?: string; resource?: { id?: string; status?: string; amount?: Amount; supplementary_data?: { related_ids?: { order_id?: string } } } };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new WebhookSignatureError('The body is not JSON');
      }
      const { body } = await client.call<{ verification_status?: string }>('POST', '/v1/notifications/verify-webhook-signature', {
        body: {
          auth_algo: header('paypal-auth-algo'),
          cert_url: header('paypal-cert-url'),
          transmission_id: header('paypal-transmission-id'),
          transmission_sig: header('paypal-transmission-sig'),
          transmission_time: header('paypal-transmission-time'),
          webhook_id: config.webhookId,
          webhook_event: event,
        },
      });
      if (body.verification_status !== 'SUCCESS' || !event.id || !event.event_type) throw new WebhookSignatureError('PayPal did not verify the signature');
      const statusByType: Record<string, GatewayPaymentStatus> = {
        'PAYMENT.CAPTURE.COMPLETED': 'succeeded',
        'PAYMENT.CAPTURE.PENDING': 'processing',
        'PAYMENT.CAPTURE.DENIED': 'failed',
        'PAYMENT.CAPTURE.DECLINED': 'failed',
      };
      const status = statusByType[event.event_type] ?? null;
      const orderId = event.resource?.supplementary_data?.related_ids?.order_id ?? null;
      // A refund or a reversal (chargeback) of a capture: shown on the timeline, nothing applied.
      const noticeKind = ({ 'PAYMENT.CAPTURE.REFUNDED': 'refunded', 'PAYMENT.CAPTURE.REVERSED': 'disputed' } as const)[event.event_type as 'PAYMENT.CAPTURE.REFUNDED'] ?? null;
      const amount = event.resource?.amount;
      const notice = noticeKind ? { kind: noticeKind, amountMinor: amount ? toMinorUnits(amount.value, amount.currency_code) : null } : null;
      return {
        id: event.id,
        type: event.event_type,
        providerRef: status || notice ? orderId : null,
        status,
        failureReason: status === 'failed' ? 'card_decline' : null,
        notice,
        payload: event,
      };
    },
  };
}
