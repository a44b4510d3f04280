import type { PaymentFailureReason } from '@direct/contracts';
import { createOpayoClient, errorOf, vendorTxCodeOf, type OpayoConfig, type OpayoTransaction } from './opayo-client.ts';
import { opayoCardOf, opayoSavedRef, parseOpayoSavedRef, strongCustomerAuthentication, type OpayoPayer } from './opayo-request.ts';
import {
  CardDeclinedError,
  emptyPayment,
  GatewayRequestError,
  WebhookSignatureError,
  type BrowserSession,
  type GatewayHold,
  type GatewayPayment,
  type PaymentProvider,
  type SavedMethodDetails,
} from './payment-provider.ts';

// Opayo (formerly SagePay), Elavon's Pi REST API (decision 0026): Payment for instalments,
// Deferred + release/abort instructions for deposits, Refund by reference, Repeat for later
// instalments on a saved card. Pi sends no signed webhooks: we learn outcomes from its answers,
// the 3-D Secure completion, and GET /transactions/{id} (the reconciliation job).

function failureOf(tx: OpayoTransaction): PaymentFailureReason {
  if (tx.status === 'NotAuthed') return 'card_decline';
  if (tx.status === 'Rejected') {
    const secure = tx['3DSecure']?.status ?? '';
    // 4026/4027: the vendor's rules require a successful 3-D Secure authentication.
    if (tx.statusCode === '4026' || tx.statusCode === '4027' || ['NotAuthenticated', 'Error', 'CardNotEnrolled', 'IssuerNotEnrolled', 'AttemptOnly'].includes(secure)) return 'authentication_failed';
    return 'card_decline';
  }
  return 'processing_error';
}

function paymentStatus(tx: OpayoTransaction): GatewayPayment['status'] {
  if (tx.status === 'Ok') return 'succeeded';
  if (tx.status === '3DAuth') return 'requires_action';
  return 'failed';
}

function savedDetails(tx: OpayoTransaction, payer: OpayoPayer | null): SavedMethodDetails | null {
  const card = tx.paymentMethod?.card;
  if (tx.status !== 'Ok' || !card?.cardIdentifier || !card.reusable) return null;
  const expiry = card.expiryDate && /^\d{4}$/.test(card.expiryDate) ? card.expiryDate : null;
  return {
    paymentMethodRef: card.cardIdentifier,
    customerRef: opayoSavedRef(tx.transactionId, payer),
    brand: card.cardType?.toLowerCase() ?? null,
    last4: card.lastFourDigits ?? null,
    expMonth: expiry ? Number(expiry.slice(0, 2)) : null,
    expYear: expiry ? 2000 + Number(expiry.slice(2)) : null,
  };
}

function toPayment(tx: OpayoTransaction, fallback: { amountMinor: number; currency: string }, payer: OpayoPayer | null = null): GatewayPayment {
  const status = paymentStatus(tx);
  return emptyPayment({
    providerRef: tx.transactionId,
    status,
    amountMinor: tx.amount?.totalAmount ?? fallback.amountMinor,
    currency: (tx.currency ?? fallback.currency).toLowerCase(),
    // The browser posts the cReq (as `creq`) to the issuer's ACS.
    nextActionUrl: status === 'requires_action' ? (tx.acsUrl ?? null) : null,
    clientSecret: status === 'requires_action' ? (tx.cReq ?? null) : null,
    failureReason: status === 'failed' ? failureOf(tx) : null,
    failureMessage: status === 'failed' ? (tx.statusDetail ?? null) : null,
    savedMethod: savedDetails(tx, payer),
  });
}

function toHold(tx: OpayoTransaction, amountMinor: number): GatewayHold {
  const status = tx.status === 'Ok' ? 'authorized' : tx.status === '3DAuth' ? 'requires_action' : 'failed';
  return {
    providerRef: tx.transactionId,
    status,
    amountMinor: tx.amount?.totalAmount ?? amountMinor,
    capturedMinor: 0,
    nextActionUrl: status === 'requires_action' ? (tx.acsUrl ?? null) : null,
    failureReason: status === 'failed' ? failureOf(tx) : null,
  };
}

// The smallest amount Opayo authorises, for saving a card without a payment (Pi has no
// setup-only call): a Deferred of this much, aborted at once.
const verificationAmountMinor = 100;

export type OpayoExtras = {
  /** Opayo's drop-in script (sagepay.js) on the configured host. */
  readonly dropInScriptUrl: string;
  /** A merchant session key (400 seconds, three card attempts) for the drop-in form. */
  merchantSessionKey(): Promise<{ merchantSessionKey: string; expiry: string }>;
  /** The 3-D Secure challenge's answer (the ACS's cres): Opayo finishes the authorisation. */
  completeChallenge(transactionId: string, cRes: string): Promise<GatewayPayment>;
};

export function createOpayoProvider(config: OpayoConfig): PaymentProvider & OpayoExtras {
  const client = createOpayoClient(config);

  async function transaction(body: Record<string, unknown>): Promise<OpayoTransaction> {
    const { status, body: answer } = await client.call<OpayoTransaction>('POST', '/transactions', body);
    // Declines and 3-D Secure come back as transactions (some with 4xx); request errors don't.
    if (answer.transactionId && answer.status) return answer;
    if (status === 401) throw new GatewayRequestError('Opayo refused the integration key and password', 'authentication_error');
    const error = errorOf(answer);
    // 1009/1011: the card identifier or merchant session key is unknown or expired.
    if (error.code === '1009' || error.code === '1011' || error.code === '1012') throw new GatewayRequestError(error.description, 'resource_missing');
    throw new GatewayRequestError(error.description, `opayo_${error.code}`);
  }

  async function retrieve(ref: string): Promise<OpayoTransaction | null> {
    const { status, body } = await client.call<OpayoTransaction>('GET', `/transactions/${encodeURIComponent(ref)}`);
    if (status === 404) return null;
    if (status >= 400) throw new GatewayRequestError(errorOf(body).description, `opayo_${errorOf(body).code}`);
    return body;
  }

  // The card part of a Payment or Deferred: a card identifier fresh from the drop-in (with the
  // merchant session key it was made under), or a saved reusable one (with a new key).
  async function cardFor(ref: string, session: BrowserSession | undefined, save: boolean) {
    const card = opayoCardOf(ref);
    if (session) return { merchantSessionKey: session.sessionKey, cardIdentifier: card.cardIdentifier, save };
    const sessionKey = card.sessionKey ?? (await client.merchantSessionKey()).merchantSessionKey;
    return { merchantSessionKey: sessionKey, cardIdentifier: card.cardIdentifier, ...(card.sessionKey ? { save } : { reusable: true, save: false }) };
  }

  async function instruction(ref: string, body: Record<string, unknown>): Promise<{ ok: true } | { ok: false; code: string; description: string }> {
    const { status, body: answer } = await client.call<{ instructionType?: string }>('POST', `/transactions/${encodeURIComponent(ref)}/instructions`, body);
    if (status < 300) return { ok: true };
    return { ok: false, ...errorOf(answer) };
  }

  return {
    name: 'opayo',
    merchantSessionKey: () => client.merchantSessionKey(),
    dropInScriptUrl: `${config.apiBase.replace(/\/$/, '')}/api/v1/js/sagepay.js`,

    async completeChallenge(transactionId, cRes) {
      const { status, body } = await client.call<OpayoTransaction>('POST', `/transactions/${encodeURIComponent(transactionId)}/3d-secure-challenge`, { cRes, threeDSSessionData: transactionId });
      if (body.transactionId && body.status) return toPayment(body, { amountMinor: 0, currency: '' });
      if (status === 404) throw new GatewayRequestError('Opayo has no such transaction', 'resource_missing');
      // Completed already (a replayed cres): answer the transaction as it is.
      const current = await retrieve(transactionId);
      if (current && current.status !== '3DAuth') return toPayment(current, { amountMinor: 0, currency: '' });
      throw new GatewayRequestError(errorOf(body).description, `opayo_${errorOf(body).code}`);
    },

    async createPayment(input) {
      const base = {
        vendorTxCode: vendorTxCodeOf(input.idempotencyKey),
        amount: input.amountMinor,
        currency: input.currency.toUpperCase(),
        description: input.description.slice(0, 100),
      };
      const saved = input.customerRef ? parseOpayoSavedRef(input.customerRef) : null;
      // A later part on the saved card: a Repeat of the first (authenticated) payment, which
      // needs neither a session key nor the billing address again.
      if (saved && !input.browserSession) {
        const tx = await transaction({
          ...base,
          transactionType: 'Repeat',
          referenceTransactionId: saved.transactionId,
          credentialType: input.offSession ? { cofUsage: 'Subsequent', initiatedType: 'MIT', mitType: 'Unscheduled' } : { cofUsage: 'Subsequent', initiatedType: 'CIT' },
        });
        return toPayment(tx, input);
      }
      const payer = input.browserSession?.payer ?? saved?.payer ?? null;
      if (!payer) throw new GatewayRequestError('Opayo needs the cardholder’s name and billing address', 'billing_address_missing');
      if (!input.paymentMethodRef) throw new GatewayRequestError('Opayo needs a card identifier', 'resource_missing');
      const first = !saved;
      const tx = await transaction({
        ...base,
        transactionType: 'Payment',
        paymentMethod: { card: await cardFor(input.paymentMethodRef, input.browserSession, input.saveForLater) },
        apply3DSecure: 'UseMSPSetting',
        customerFirstName: payer.firstName,
        customerLastName: payer.lastName,
        billingAddress: payer.billingAddress,
        entryMethod: 'Ecommerce',
        ...(first && input.saveForLater ? { credentialType: { cofUsage: 'First', initiatedType: 'CIT', mitType: 'Unscheduled' } } : {}),
        ...(!first ? { credentialType: { cofUsage: 'Subsequent', initiatedType: 'CIT' } } : {}),
        ...(input.returnUrl ? { strongCustomerAuthentication: strongCustomerAuthentication(input.returnUrl, input.browserSession?.browser ?? null) } : {}),
      });
      return toPayment(tx, input, payer);
    },

    async retrievePayment(ref) {
      const tx = await retrieve(ref);
      if (!tx) throw new GatewayRequestError('Opayo has no such transaction', 'resource_missing');
      return toPayment(tx, { amountMinor: 0, currency: '' });
    },

    async findPayment({ providerRef }) {
      // Pi looks transactions up by its own id only. An attempt that never learned it is left
      // open (the reconciliation job logs it): the host finds it by vendorTxCode in MyOpayo.
      if (!providerRef) throw new GatewayRequestError('Opayo transactions can only be looked up by transaction id', 'lookup_unavailable');
      const tx = await retrieve(providerRef);
      return tx ? toPayment(tx, { amountMinor: 0, currency: '' }) : null;
    },

    async confirmPayment(ref) {
      // After a challenge the caller uses completeChallenge; here only what Opayo says now.
      return this.retrievePayment(ref);
    },

    async cancelPayment(ref) {
      // A 3-D Secure challenge never completed lapses at Opayo; anything else is answered as it
      // is (a cancel must never hide money taken).
      const payment = await this.retrievePayment(ref);
      return payment.status === 'requires_action' ? { ...payment, status: 'cancelled', nextActionUrl: null, clientSecret: null } : payment;
    },

    async authorizeHold(input) {
      const saved = input.customerRef ? parseOpayoSavedRef(input.customerRef) : null;
      if (!input.paymentMethodRef) throw new GatewayRequestError('Opayo needs a card identifier', 'resource_missing');
      if (!saved?.payer) throw new GatewayRequestError('Opayo needs the cardholder’s name and billing address of the saved card', 'billing_address_missing');
      const tx = await transaction({
        vendorTxCode: vendorTxCodeOf(input.idempotencyKey),
        transactionType: 'Deferred',
        amount: input.amountMinor,
        currency: input.currency.toUpperCase(),
        description: input.description.slice(0, 100),
        paymentMethod: { card: await cardFor(input.paymentMethodRef, undefined, false) },
        customerFirstName: saved.payer.firstName,
        customerLastName: saved.payer.lastName,
        billingAddress: saved.payer.billingAddress,
        entryMethod: 'Ecommerce',
        credentialType: { cofUsage: 'Subsequent', initiatedType: 'MIT', mitType: 'Unscheduled' },
      });
      return toHold(tx, input.amountMinor);
    },

    async captureHold(ref, amountMinor) {
      const result = await instruction(ref, { instructionType: 'release', amount: amountMinor });
      // Pi releases once: a retried capture finds it done (Pi has no idempotency key here).
      if (!result.ok && /already been released/i.test(result.description)) return { providerRef: ref, status: 'captured', amountMinor, capturedMinor: amountMinor, nextActionUrl: null, failureReason: null };
      if (!result.ok) throw new GatewayRequestError(result.description, `opayo_${result.code}`);
      return { providerRef: ref, status: 'captured', amountMinor, capturedMinor: amountMinor, nextActionUrl: null, failureReason: null };
    },

    async cancelHold(ref) {
      const result = await instruction(ref, { instructionType: 'abort' });
      if (!result.ok && /already been aborted/i.test(result.description)) return { providerRef: ref, status: 'cancelled', amountMinor: 0, capturedMinor: 0, nextActionUrl: null, failureReason: null };
      if (!result.ok) throw new GatewayRequestError(result.description, `opayo_${result.code}`);
      return { providerRef: ref, status: 'cancelled', amountMinor: 0, capturedMinor: 0, nextActionUrl: null, failureReason: null };
    },

    async refund(ref, amountMinor, idempotencyKey) {
      const tx = await transaction({
        transactionType: 'Refund',
        referenceTransactionId: ref,
        vendorTxCode: vendorTxCodeOf(idempotencyKey),
        amount: amountMinor,
        description: 'Refund',
      });
      return { providerRef: tx.transactionId, status: tx.status === 'Ok' ? 'succeeded' : 'failed', amountMinor };
    },

    async savePaymentMethod(input) {
      // Pi has no setup-only call: a small Deferred under the card saves it, then is aborted.
      const card = opayoCardOf(input.paymentMethodRef);
      if (!card.sessionKey) throw new GatewayRequestError('Opayo needs the merchant session key the card identifier was made under', 'resource_missing');
      const payer = input.customerRef ? (parseOpayoSavedRef(input.customerRef)?.payer ?? null) : null;
      if (!payer) throw new GatewayRequestError('Opayo needs the cardholder’s name and billing address', 'billing_address_missing');
      const tx = await transaction({
        vendorTxCode: vendorTxCodeOf(`${input.idempotencyKey}:verify`),
        transactionType: 'Deferred',
        amount: verificationAmountMinor,
        currency: 'GBP',
        description: 'Card check',
        paymentMethod: { card: { merchantSessionKey: card.sessionKey, cardIdentifier: card.cardIdentifier, save: true } },
        customerFirstName: payer.firstName,
        customerLastName: payer.lastName,
        billingAddress: payer.billingAddress,
        entryMethod: 'Ecommerce',
        credentialType: { cofUsage: 'First', initiatedType: 'CIT', mitType: 'Unscheduled' },
      });
      if (tx.status === 'Ok') await instruction(tx.transactionId, { instructionType: 'abort' });
      if (tx.status !== 'Ok') throw new CardDeclinedError(tx.status === '3DAuth' ? 'authentication_failed' : failureOf(tx), tx.statusDetail ?? 'Opayo did not authorise the card');
      const details = savedDetails(tx, payer);
      if (!details) throw new GatewayRequestError('Opayo did not make the card identifier reusable', 'not_reusable');
      return details;
    },

    async parseWebhook() {
      // Pi posts no signed notifications; nothing that arrives here can be trusted.
      throw new WebhookSignatureError('Opayo sends no webhooks; outcomes are read from its API');
    },
  };
}

export type OpayoProvider = ReturnType<typeof createOpayoProvider>;
