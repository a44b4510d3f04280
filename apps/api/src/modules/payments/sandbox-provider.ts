import { randomBytes } from 'node:crypto';
import type { PaymentFailureReason, SandboxCardBody, SandboxPaymentMethod } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import {
  CardDeclinedError,
  emptyPayment,
  GatewayRequestError,
  WebhookSignatureError,
  type CreatePaymentInput,
  type GatewayHold,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type HoldInput,
  type PaymentProvider,
  type SavedMethodDetails,
} from './payment-provider.ts';
import {
  behaviourByTestPaymentMethod,
  behaviourOf,
  cardBrandOf,
  declineMessages,
  declineReasons,
  passesLuhn,
  type CardBehaviour,
} from './sandbox-cards.ts';
import type { SandboxGatewayRepository, SandboxObject } from './sandbox-gateway.repository.ts';

type IntentData = {
  fingerprint: string;
  paymentMethod: string;
  behaviour: CardBehaviour;
  saveForLater: boolean;
  customer: string | null;
  expMonth: number | null;
  expYear: number | null;
  refundedMinor?: number;
};

export type SandboxProvider = PaymentProvider & {
  tokenize(card: SandboxCardBody, now: Date): Promise<SandboxPaymentMethod>;
  authenticate(paymentIntentId: string, outcome: 'complete' | 'fail'): Promise<GatewayPayment>;
};

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

function requestError(message: string, code = 'invalid_request_error'): GatewayRequestError {
  return new GatewayRequestError(message, code);
}

// The embedded default gateway: a real state machine in its own ledger (sandbox_gateway_objects),
// with its own ids and idempotency keys, so the payment service runs exactly as against Stripe.
export function createSandboxProvider(options: { repository: SandboxGatewayRepository; now: () => Date }): SandboxProvider {
  const { repository, now } = options;

  async function methodOf(ref: string) {
    const known = behaviourByTestPaymentMethod[ref];
    if (known) return { ...known, expMonth: 12, expYear: now().getUTCFullYear() + 3 };
    const row = ref.startsWith('pm_sbx_') ? await repository.find(ref) : null;
    if (!row || row.kind !== 'payment_method') throw requestError(`No such PaymentMethod: '${ref}'`, 'resource_missing');
    const data = row.data as { behaviour: CardBehaviour; expMonth: number; expYear: number };
    return { behaviour: data.behaviour, brand: row.cardBrand ?? 'unknown', last4: row.cardLast4 ?? '', expMonth: data.expMonth, expYear: data.expYear };
  }

  function toPayment(row: SandboxObject): GatewayPayment {
    const data = row.data as IntentData;
    const failureReason = (row.failureCode as PaymentFailureReason | null) ?? null;
    const saved: SavedMethodDetails | null =
      data.saveForLater && row.status === 'succeeded'
        ? {
            paymentMethodRef: data.paymentMethod,
            customerRef: data.customer,
            brand: row.cardBrand,
            last4: row.cardLast4,
            expMonth: data.expMonth,
            expYear: data.expYear,
          }
        : null;
    return emptyPayment({
      providerRef: row.id,
      status: row.status as GatewayPaymentStatus,
      amountMinor: row.amountMinor ?? 0,
      currency: row.currency ?? '',
      nextActionUrl: row.status === 'requires_action' ? ((row.data as { nextActionUrl?: string }).nextActionUrl ?? null) : null,
      failureReason,
      failureMessage: failureReason ? declineMessages[failureReason] : null,
      savedMethod: saved,
    });
  }

  function toHold(row: SandboxObject): GatewayHold {
    return {
      providerRef: row.id,
      status: row.status as GatewayHold['status'],
      amountMinor: row.amountMinor ?? 0,
      capturedMinor: row.capturedMinor,
      nextActionUrl: row.status === 'requires_action' ? ((row.data as { nextActionUrl?: string }).nextActionUrl ?? null) : null,
      failureReason: (row.failureCode as PaymentFailureReason | null) ?? null,
    };
  }

  // The outcome of charging (or authorizing) a card with the given behaviour.
  function outcomeOf(behaviour: CardBehaviour, offSession: boolean): { status: GatewayPaymentStatus; failureCode: PaymentFailureReason | null } {
    const decline = declineReasons[behaviour];
    if (decline) return { status: 'failed', failureCode: decline };
    if (behaviour === 'authenticate_always' || (behaviour === 'authenticate_once' && !offSession)) {
      return offSession ? { status: 'failed', failureCode: 'authentication_failed' } : { status: 'requires_action', failureCode: null };
    }
    return { status: 'succeeded', failureCode: null };
  }

  async function intent(ref: string, kind: SandboxObject['kind']): Promise<SandboxObject> {
    const row = await repository.find(ref);
    if (!row || row.kind !== kind) throw requestError(`No such ${kind}: '${ref}'`, 'resource_missing');
    return row;
  }

  function checkReplay(row: SandboxObject, fingerprint: string): void {
    if ((row.data as { fingerprint?: string }).fingerprint !== fingerprint) {
      throw requestError('Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_error');
    }
  }

  function validateAmount(amountMinor: number, currency: string): void {
    if (!Number.isInteger(amountMinor) || amountMinor < 1) throw requestError('amount must be a positive integer', 'parameter_invalid_integer');
    if (!/^[a-z]{3}$/i.test(currency)) throw requestError('currency must be an ISO code', 'parameter_invalid');
  }

  return {
    name: 'sandbox',

    async tokenize(card, at) {
      const digits = card.number.replace(/[\s-]/g, '');
      const fields: { field: string; message: string; reason: string }[] = [];
      if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
        fields.push({ field: 'number', message: 'Card number is invalid', reason: 'invalid_card_number' });
      }
      const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
      const thisMonth = at.getUTCFullYear() * 12 + at.getUTCMonth();
      const validExpiry = card.exp_month >= 1 && card.exp_month <= 12 && year <= at.getUTCFullYear() + 50 && year * 12 + card.exp_month - 1 >= thisMonth;
      if (!validExpiry) {
        fields.push({ field: 'exp_month', message: 'Expiry date must be valid', reason: 'invalid_expiry' });
        fields.push({ field: 'exp_year', message: 'Expiry date must be valid', reason: 'invalid_expiry' });
      }
      if (!/^\d{3,4}$/.test(card.cvc)) fields.push({ field: 'cvc', message: 'Security code must be 3 or 4 digits', reason: 'invalid_cvc' });
      if (fields.length > 0) throw new AppError('validation_failed', 'The card details are not valid.', { fields });
      const brand = cardBrandOf(digits);
      const last4 = digits.slice(-4);
      // Only the behaviour, brand and last four digits are kept: never the number or the code.
      const { object } = await repository.createOnce({
        id: newId('pm'),
        kind: 'payment_method',
        status: 'unattached',
        cardBrand: brand,
        cardLast4: last4,
        data: { behaviour: behaviourOf(digits), expMonth: card.exp_month, expYear: year },
      });
      return { id: object.id, brand, last4, expMonth: card.exp_month, expYear: year };
    },

    async createPayment(input: CreatePaymentInput) {
      validateAmount(input.amountMinor, input.currency);
      if (!input.paymentMethodRef) throw requestError('payment_method is required', 'parameter_missing');
      const currency = input.currency.toLowerCase();
      const fingerprint = JSON.stringify(['payment', input.amountMinor, currency, input.paymentMethodRef, input.offSession, input.saveForLater]);
      const method = await methodOf(input.paymentMethodRef);
      const id = newId('pi');
      const outcome = outcomeOf(method.behaviour, input.offSession);
      const nextActionUrl = input.challengePath ? `${input.challengePath}?payment_intent=${id}` : null;
      const data: IntentData & { nextActionUrl: string | null } = {
        fingerprint,
        paymentMethod: input.paymentMethodRef,
        behaviour: method.behaviour,
        saveForLater: input.saveForLater,
        customer: input.saveForLater ? (input.customerRef ?? newId('cus')) : input.customerRef,
        expMonth: method.expMonth,
        expYear: method.expYear,
        nextActionUrl,
      };
      const { object, created } = await repository.createOnce({
        id,
        kind: 'payment_intent',
        idempotencyKey: input.idempotencyKey,
        status: outcome.status,
        amountMinor: input.amountMinor,
        currency,
        cardBrand: method.brand,
        cardLast4: method.last4,
        failureCode: outcome.failureCode,
        data,
      });
      if (!created) checkReplay(object, fingerprint);
      return toPayment(object);
    },

    async retrievePayment(ref) {
      return toPayment(await intent(ref, 'payment_intent'));
    },

    async findPayment({ providerRef, idempotencyKey }) {
      // The ledger is the gateway's own record: an intent is there exactly when the call arrived.
      const row = providerRef ? await repository.find(providerRef) : await repository.findByIdempotencyKey(idempotencyKey);
      return row && row.kind === 'payment_intent' ? toPayment(row) : null;
    },

    async confirmPayment(ref) {
      // Confirmation happens at creation; confirming again answers the current state.
      return toPayment(await intent(ref, 'payment_intent'));
    },

    async cancelPayment(ref) {
      await intent(ref, 'payment_intent');
      const row = await repository.transition(ref, ['requires_action'], { status: 'cancelled' });
      if (!row) throw requestError(`No such payment_intent: '${ref}'`, 'resource_missing');
      return toPayment(row);
    },

    async authenticate(ref, outcome) {
      const current = await intent(ref, 'payment_intent');
      if (current.status !== 'requires_action') return toPayment(current);
      const patch = outcome === 'complete' ? { status: 'succeeded' } : { status: 'failed', failureCode: 'authentication_failed' };
      const row = await repository.transition(ref, ['requires_action'], patch);
      return toPayment(row ?? current);
    },

    async authorizeHold(input: HoldInput) {
      validateAmount(input.amountMinor, input.currency);
      if (!input.paymentMethodRef) throw requestError('payment_method is required', 'parameter_missing');
      const currency = input.currency.toLowerCase();
      const fingerprint = JSON.stringify(['hold', input.amountMinor, currency, input.paymentMethodRef]);
      const method = await methodOf(input.paymentMethodRef);
      const outcome = outcomeOf(method.behaviour, input.customerRef !== null);
      const { object, created } = await repository.createOnce({
        id: newId('pi'),
        kind: 'authorization',
        idempotencyKey: input.idempotencyKey,
        status: outcome.status === 'succeeded' ? 'authorized' : outcome.status,
        amountMinor: input.amountMinor,
        currency,
        cardBrand: method.brand,
        cardLast4: method.last4,
        failureCode: outcome.failureCode,
        data: { fingerprint, paymentMethod: input.paymentMethodRef },
      });
      if (!created) checkReplay(object, fingerprint);
      return toHold(object);
    },

    // Capture and cancel are atomic at Stripe: of a capture and a cancel racing on one hold, one
    // applies and the other is refused. The transition is a compare-and-set; when another request
    // moved the hold first, the call is judged again on the state it left, never answered as done.
    async captureHold(ref, amountMinor) {
      for (;;) {
        const hold = await intent(ref, 'authorization');
        if (hold.status === 'captured') return toHold(hold);
        if (hold.status !== 'authorized') throw requestError('This authorization cannot be captured', 'payment_intent_unexpected_state');
        if (amountMinor < 1 || amountMinor > (hold.amountMinor ?? 0)) throw requestError('amount_to_capture exceeds the authorized amount', 'amount_too_large');
        const after = await repository.transition(ref, ['authorized'], { status: 'captured', capturedMinor: amountMinor });
        if (after?.status === 'captured') return toHold(after);
      }
    },

    async cancelHold(ref) {
      for (;;) {
        const hold = await intent(ref, 'authorization');
        if (hold.status === 'cancelled') return toHold(hold);
        if (hold.status === 'captured') throw requestError('A captured authorization cannot be cancelled', 'payment_intent_unexpected_state');
        // A declined authorization holds nothing: there is nothing to cancel.
        if (hold.status !== 'authorized' && hold.status !== 'requires_action') return toHold(hold);
        const after = await repository.transition(ref, ['authorized', 'requires_action'], { status: 'cancelled' });
        if (after?.status === 'cancelled') return toHold(after);
      }
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const payment = await intent(ref, 'payment_intent');
      if (payment.status !== 'succeeded') throw requestError('Only a succeeded payment can be refunded', 'charge_not_refundable');
      if (amountMinor < 1 || amountMinor > (payment.amountMinor ?? 0)) throw requestError('Refund amount is greater than the charge', 'amount_too_large');
      const fingerprint = JSON.stringify(['refund', ref, amountMinor]);
      const { object, created } = await repository.createOnce({
        id: newId('re'),
        kind: 'refund',
        idempotencyKey,
        status: 'succeeded',
        amountMinor,
        currency: payment.currency,
        data: { fingerprint, paymentIntent: ref },
      });
      if (!created) checkReplay(object, fingerprint);
      return { providerRef: object.id, status: 'succeeded', amountMinor };
    },

    async savePaymentMethod(input) {
      const method = await methodOf(input.paymentMethodRef);
      // As a SetupIntent at Stripe: a card its issuer declines can't be saved.
      const decline = declineReasons[method.behaviour];
      if (decline) throw new CardDeclinedError(decline, declineMessages[decline]);
      const customerRef = input.customerRef ?? newId('cus');
      if (input.paymentMethodRef.startsWith('pm_sbx_')) {
        await repository.transition(input.paymentMethodRef, ['unattached'], { status: 'attached', data: { behaviour: method.behaviour, expMonth: method.expMonth, expYear: method.expYear, customer: customerRef } });
      }
      return { paymentMethodRef: input.paymentMethodRef, customerRef, brand: method.brand, last4: method.last4, expMonth: method.expMonth, expYear: method.expYear };
    },

    async parseWebhook() {
      // The sandbox answers synchronously and sends no webhooks.
      throw new WebhookSignatureError('The sandbox gateway sends no webhooks');
    },
  };
}
