import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opayoTestCards, startOpayoStandIn, type OpayoStandIn } from '../../testing/stand-ins/opayo-stand-in.ts';
import { vendorTxCodeOf } from './opayo-client.ts';
import { createOpayoProvider, type OpayoProvider } from './opayo-provider.ts';
import { opayoSavedRef, parseOpayoSavedRef } from './opayo-request.ts';
import { GatewayRequestError, WebhookSignatureError, type CreatePaymentInput } from './payment-provider.ts';

const credentials = { integrationKey: 'opayo-key', integrationPassword: 'opayo-password', vendorName: 'directstays' };
const payer = { firstName: 'Ana', lastName: 'Silva', billingAddress: { address1: 'Rua Augusta 1', city: 'Lisbon', postalCode: '1100-053', country: 'PT' } };
let clock = Date.now();
let standIn: OpayoStandIn;
let opayo: OpayoProvider;

beforeAll(async () => {
  standIn = await startOpayoStandIn({ ...credentials, now: () => clock });
  opayo = createOpayoProvider({ ...credentials, apiBase: standIn.apiBase });
});
afterAll(async () => standIn.close());

// What the browser does: a session key from us, the card made into an identifier by the drop-in.
async function cardFromDropIn(number: string = opayoTestCards.ok, name = 'Ana Silva') {
  const { merchantSessionKey } = await opayo.merchantSessionKey();
  return { merchantSessionKey, cardIdentifier: await standIn.tokenize(merchantSessionKey, number, name) };
}

function payment(key: string, card: { merchantSessionKey: string; cardIdentifier: string }, overrides: Partial<CreatePaymentInput> = {}): Promise<ReturnType<OpayoProvider['createPayment']> extends Promise<infer T> ? T : never> {
  return opayo.createPayment({
    amountMinor: 12_345,
    currency: 'eur',
    paymentMethodRef: card.cardIdentifier,
    customerRef: null,
    idempotencyKey: key,
    saveForLater: false,
    offSession: false,
    returnUrl: 'https://stays.example/payment/opayo/3ds/T-1/token',
    challengePath: null,
    description: 'Booking T-1',
    metadata: {},
    browserSession: { sessionKey: card.merchantSessionKey, browser: { javascript_enabled: true, color_depth: 24, screen_height: 900, screen_width: 1440, time_zone_offset: 0, ip: '203.0.113.9', user_agent: 'Test', accept_header: 'text/html' }, payer },
    ...overrides,
  });
}

describe('opayo adapter against the local stand-in', () => {
  it('maps our idempotency keys to valid, stable vendorTxCodes', () => {
    expect(vendorTxCodeOf('booking:12:instalment:3:attempt:1')).toBe('booking-12-instalment-3-attempt-1');
    const long = vendorTxCodeOf('booking:123456:instalment:987654:attempt:12:refund:abc');
    expect(long).toMatch(/^[A-Za-z0-9._{}-]{1,40}$/);
    expect(vendorTxCodeOf('booking:123456:instalment:987654:attempt:12:refund:abc')).toBe(long);
    expect(vendorTxCodeOf('booking:123456:instalment:987654:attempt:12:refund:abd')).not.toBe(long);
  });

  it('pays frictionlessly with a card identifier; a retry with the same key answers the same transaction', async () => {
    const card = await cardFromDropIn();
    const paid = await payment('booking:1:instalment:1:attempt:1', card);
    expect(paid).toMatchObject({ status: 'succeeded', amountMinor: 12_345, currency: 'eur', savedMethod: null });
    expect((await payment('booking:1:instalment:1:attempt:1', card)).providerRef).toBe(paid.providerRef);
    const [sent] = standIn.posts('/api/v1/transactions');
    expect(sent).toMatchObject({
      transactionType: 'Payment',
      vendorTxCode: 'booking-1-instalment-1-attempt-1',
      amount: 12_345,
      currency: 'EUR',
      paymentMethod: { card: { merchantSessionKey: card.merchantSessionKey, cardIdentifier: card.cardIdentifier, save: false } },
      billingAddress: { country: 'PT', city: 'Lisbon' },
      strongCustomerAuthentication: { notificationURL: 'https://stays.example/payment/opayo/3ds/T-1/token', browserIP: '203.0.113.9', browserJavascriptEnabled: true, browserColorDepth: '24' },
    });
    expect(await opayo.retrievePayment(paid.providerRef)).toMatchObject({ status: 'succeeded', amountMinor: 12_345 });
  });

  it('a declined card is an answer (card_decline), not an error', async () => {
    const declined = await payment('decline-1', await cardFromDropIn(opayoTestCards.decline));
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'card_decline' });
  });

  it('3-D Secure: the ACS and cReq for the browser, then the cres completes it once', async () => {
    const challenged = await payment('challenge-1', await cardFromDropIn(opayoTestCards.ok, 'CHALLENGE'));
    expect(challenged.status).toBe('requires_action');
    expect(challenged.nextActionUrl).toContain(`/acs/${challenged.providerRef}`);
    expect(challenged.clientSecret).toBeTruthy();
    const cres = standIn.challenge(challenged.providerRef, 'complete');
    expect(await opayo.completeChallenge(challenged.providerRef, cres)).toMatchObject({ status: 'succeeded' });
    // The ACS posted twice (a reload): the transaction as it is.
    expect(await opayo.completeChallenge(challenged.providerRef, cres)).toMatchObject({ status: 'succeeded' });
    expect(standIn.posts(`/api/v1/transactions/${challenged.providerRef}/3d-secure-challenge`)[0]).toEqual({ cRes: cres, threeDSSessionData: challenged.providerRef });

    const failed = await payment('challenge-2', await cardFromDropIn(opayoTestCards.ok, 'CHALLENGE'));
    const failedCres = standIn.challenge(failed.providerRef, 'fail');
    expect(await opayo.completeChallenge(failed.providerRef, failedCres)).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
    // A challenge left unanswered is cancelled on our side (it lapses at Opayo).
    const open = await payment('challenge-3', await cardFromDropIn(opayoTestCards.ok, 'CHALLENGE'));
    expect((await opayo.cancelPayment(open.providerRef, 'challenge-3:cancel')).status).toBe('cancelled');
  });

  it('refuses an expired merchant session key and a card identifier made under another key', async () => {
    const card = await cardFromDropIn();
    clock += 401_000;
    await expect(payment('expired-key', card)).rejects.toMatchObject({ gatewayCode: 'resource_missing' });
    const fresh = await cardFromDropIn();
    const other = await opayo.merchantSessionKey();
    await expect(payment('other-key', { merchantSessionKey: other.merchantSessionKey, cardIdentifier: fresh.cardIdentifier })).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('saves the card at the first payment; later parts are Repeats; deposits are Deferred, released once, up to the amount', async () => {
    const first = await payment('save-1', await cardFromDropIn(), { saveForLater: true });
    expect(first.status).toBe('succeeded');
    const saved = first.savedMethod;
    expect(saved).toMatchObject({ brand: 'visa', last4: '0006', expMonth: 12, expYear: 2030 });
    expect(parseOpayoSavedRef(saved?.customerRef ?? '')).toEqual({ transactionId: first.providerRef, payer });
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({ credentialType: { cofUsage: 'First', initiatedType: 'CIT', mitType: 'Unscheduled' }, paymentMethod: { card: { save: true } } });

    const later = await opayo.createPayment({ amountMinor: 5_000, currency: 'EUR', paymentMethodRef: saved?.paymentMethodRef ?? null, customerRef: saved?.customerRef ?? null, idempotencyKey: 'booking:1:instalment:2:attempt:1', saveForLater: false, offSession: true, returnUrl: null, challengePath: null, description: 'Booking T-1', metadata: {} });
    expect(later).toMatchObject({ status: 'succeeded', amountMinor: 5_000 });
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({ transactionType: 'Repeat', referenceTransactionId: first.providerRef, credentialType: { initiatedType: 'MIT' } });

    const holdInput = { amountMinor: 20_000, currency: 'EUR', paymentMethodRef: saved?.paymentMethodRef ?? null, customerRef: saved?.customerRef ?? null, returnUrl: null, description: 'Security deposit' };
    const hold = await opayo.authorizeHold({ ...holdInput, idempotencyKey: 'deposit:1' });
    expect(hold).toMatchObject({ status: 'authorized', amountMinor: 20_000 });
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({ transactionType: 'Deferred', paymentMethod: { card: { reusable: true } }, customerLastName: 'Silva' });
    await expect(opayo.captureHold(hold.providerRef, 20_001, 'deposit:1:capture')).rejects.toBeInstanceOf(GatewayRequestError);
    expect(await opayo.captureHold(hold.providerRef, 15_000, 'deposit:1:capture')).toMatchObject({ status: 'captured', capturedMinor: 15_000 });
    expect(await opayo.captureHold(hold.providerRef, 15_000, 'deposit:1:capture')).toMatchObject({ status: 'captured' });
    await expect(opayo.cancelHold(hold.providerRef, 'deposit:1:cancel')).rejects.toBeInstanceOf(GatewayRequestError);
    expect(standIn.posts(`/api/v1/transactions/${hold.providerRef}/instructions`)[1]).toEqual({ instructionType: 'release', amount: 15_000 });

    const released = await opayo.refund(hold.providerRef, 15_000, 'deposit:1:refund');
    expect(released.status).toBe('succeeded');
    await expect(opayo.refund(hold.providerRef, 1, 'deposit:1:refund-more')).rejects.toBeInstanceOf(GatewayRequestError);

    const second = await opayo.authorizeHold({ ...holdInput, idempotencyKey: 'deposit:2' });
    expect(await opayo.cancelHold(second.providerRef, 'deposit:2:cancel')).toMatchObject({ status: 'cancelled' });
    expect(await opayo.cancelHold(second.providerRef, 'deposit:2:cancel')).toMatchObject({ status: 'cancelled' });
    await expect(opayo.captureHold(second.providerRef, 100, 'deposit:2:capture')).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('refunds by reference up to what was taken; a retried refund answers the first', async () => {
    const paid = await payment('refund-me', await cardFromDropIn());
    const refund = await opayo.refund(paid.providerRef, 10_000, 'payment:9:refund');
    expect(refund).toMatchObject({ status: 'succeeded', amountMinor: 10_000 });
    expect((await opayo.refund(paid.providerRef, 10_000, 'payment:9:refund')).providerRef).toBe(refund.providerRef);
    await expect(opayo.refund(paid.providerRef, 2_346, 'payment:9:refund-2')).rejects.toBeInstanceOf(GatewayRequestError);
    expect(standIn.posts('/api/v1/transactions').at(-1)).toMatchObject({ transactionType: 'Refund', referenceTransactionId: paid.providerRef, vendorTxCode: 'payment-9-refund-2' });
  });

  it('saves a card without a payment: a small Deferred, aborted', async () => {
    const card = await cardFromDropIn();
    const details = await opayo.savePaymentMethod({ paymentMethodRef: `${card.merchantSessionKey}|${card.cardIdentifier}`, customerRef: opayoSavedRef('none', payer), email: null, idempotencyKey: 'deposit-card:1' });
    expect(details).toMatchObject({ paymentMethodRef: card.cardIdentifier, last4: '0006' });
    const check = [...standIn.transactions.values()].find((tx) => tx.transactionId === parseOpayoSavedRef(details.customerRef ?? '')?.transactionId);
    expect(check).toMatchObject({ transactionType: 'Deferred', aborted: true });
  });

  it('finds transactions by id only; unknown ids are not at the gateway', async () => {
    const paid = await payment('find-me', await cardFromDropIn());
    expect(await opayo.findPayment({ providerRef: paid.providerRef, idempotencyKey: 'find-me' })).toMatchObject({ status: 'succeeded' });
    expect(await opayo.findPayment({ providerRef: 'NO-SUCH-TX', idempotencyKey: 'x' })).toBeNull();
    await expect(opayo.findPayment({ providerRef: null, idempotencyKey: 'find-me' })).rejects.toMatchObject({ gatewayCode: 'lookup_unavailable' });
  });

  it('has no webhooks to trust; every call carried our credentials', async () => {
    await expect(opayo.parseWebhook('{}', {})).rejects.toBeInstanceOf(WebhookSignatureError);
    expect(standIn.problems).toEqual([]);
    const wrong = createOpayoProvider({ ...credentials, integrationPassword: 'wrong', apiBase: standIn.apiBase });
    await expect(wrong.merchantSessionKey()).rejects.toMatchObject({ gatewayCode: 'authentication_error' });
    standIn.problems.length = 0;
  });
});
