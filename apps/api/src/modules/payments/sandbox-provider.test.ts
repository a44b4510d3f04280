import { sandboxGatewayObjects } from '@direct/db';
import { openTestDatabase } from '@direct/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { GatewayRequestError } from './payment-provider.ts';
import { createSandboxGatewayRepository } from './sandbox-gateway.repository.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';

const now = new Date('2026-03-10T12:00:00Z');
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let sandbox: SandboxProvider;

beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = createSandboxProvider({ repository: createSandboxGatewayRepository(database.handle.db), now: () => now });
});
afterAll(async () => database.close());

const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
let keys = 0;
const pay = async (number: string, extra: { offSession?: boolean; saveForLater?: boolean } = {}) => {
  const method = await sandbox.tokenize(card(number), now);
  return sandbox.createPayment({
    amountMinor: 12_345,
    currency: 'EUR',
    paymentMethodRef: method.id,
    customerRef: null,
    idempotencyKey: `test-key-${++keys}`,
    saveForLater: extra.saveForLater ?? false,
    offSession: extra.offSession ?? false,
    returnUrl: null,
    challengePath: '/payment/authenticate/CODE/token',
    description: 'test',
    metadata: {},
  });
};

describe('sandbox gateway: Stripe test cards', () => {
  it.each([
    ['4242424242424242', 'succeeded', null],
    ['5555555555554444', 'succeeded', null],
    ['4000000000000002', 'failed', 'card_decline'],
    ['4000000000009995', 'failed', 'insufficient_funds'],
    ['4000000000000069', 'failed', 'expired_card'],
    ['4000000000000127', 'failed', 'incorrect_cvc'],
    ['4000000000000119', 'failed', 'processing_error'],
    ['4000002500003155', 'requires_action', null],
    ['4000000000003220', 'requires_action', null],
  ] as const)('%s → %s', async (number, status, reason) => {
    const payment = await pay(number);
    expect(payment.status).toBe(status);
    expect(payment.failureReason).toBe(reason);
    expect(payment.providerRef).toMatch(/^pi_sbx_/);
    expect(payment.currency).toBe('eur');
    if (status === 'requires_action') expect(payment.nextActionUrl).toBe(`/payment/authenticate/CODE/token?payment_intent=${payment.providerRef}`);
  });

  it('3-D Secure: complete → succeeded, fail → failed (authentication_failed), and stays put afterwards', async () => {
    const passed = await pay('4000002500003155');
    expect((await sandbox.authenticate(passed.providerRef, 'complete')).status).toBe('succeeded');
    expect((await sandbox.authenticate(passed.providerRef, 'fail')).status).toBe('succeeded');
    const failed = await pay('4000000000003220');
    const answer = await sandbox.authenticate(failed.providerRef, 'fail');
    expect(answer).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
  });

  it('off-session: a …3155 card charges without a challenge, a …3220 card fails', async () => {
    expect((await pay('4000002500003155', { offSession: true })).status).toBe('succeeded');
    expect(await pay('4000000000003220', { offSession: true })).toMatchObject({ status: 'failed', failureReason: 'authentication_failed' });
  });

  it('same idempotency key → same object; other parameters with the same key → error', async () => {
    const method = await sandbox.tokenize(card('4242424242424242'), now);
    const input = { amountMinor: 5000, currency: 'eur', paymentMethodRef: method.id, customerRef: null, idempotencyKey: 'same-key', saveForLater: false, offSession: false, returnUrl: null, challengePath: null, description: 'x', metadata: {} };
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => sandbox.createPayment(input)));
    expect(new Set(results.map((result) => result.providerRef)).size).toBe(1);
    await expect(sandbox.createPayment({ ...input, amountMinor: 6000 })).rejects.toMatchObject({ gatewayCode: 'idempotency_error' });
    const rows = await database.handle.db.select().from(sandboxGatewayObjects);
    expect(rows.filter((row) => row.idempotencyKey === 'same-key')).toHaveLength(1);
  });

  it('saves the card for later when asked, and keeps only brand and last four', async () => {
    const payment = await pay('5555555555554444', { saveForLater: true });
    expect(payment.savedMethod).toMatchObject({ brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 });
    expect(payment.savedMethod?.customerRef).toMatch(/^cus_sbx_/);
    const stored = JSON.stringify(await database.handle.db.select().from(sandboxGatewayObjects));
    expect(stored).not.toContain('5555555555554444');
  });

  it('holds: authorize, capture part (not more), cancel', async () => {
    const method = await sandbox.tokenize(card('4242424242424242'), now);
    const hold = await sandbox.authorizeHold({ amountMinor: 20_000, currency: 'EUR', paymentMethodRef: method.id, customerRef: null, idempotencyKey: 'hold-1', returnUrl: null, description: 'deposit' });
    expect(hold.status).toBe('authorized');
    await expect(sandbox.captureHold(hold.providerRef, 30_000, 'cap-1')).rejects.toBeInstanceOf(GatewayRequestError);
    expect(await sandbox.captureHold(hold.providerRef, 5_000, 'cap-1')).toMatchObject({ status: 'captured', capturedMinor: 5_000 });
    const other = await sandbox.authorizeHold({ amountMinor: 20_000, currency: 'EUR', paymentMethodRef: method.id, customerRef: null, idempotencyKey: 'hold-2', returnUrl: null, description: 'deposit' });
    expect((await sandbox.cancelHold(other.providerRef, 'cancel-2')).status).toBe('cancelled');
  });

  it('refunds a succeeded payment once per key, never more than was paid', async () => {
    const payment = await pay('4242424242424242');
    const first = await sandbox.refund(payment.providerRef, 12_345, 'refund-1');
    expect(await sandbox.refund(payment.providerRef, 12_345, 'refund-1')).toEqual(first);
    await expect(sandbox.refund(payment.providerRef, 99_999, 'refund-2')).rejects.toBeInstanceOf(GatewayRequestError);
  });

  it('unknown payment methods are a request error', async () => {
    await expect(
      sandbox.createPayment({ amountMinor: 100, currency: 'eur', paymentMethodRef: 'pm_sbx_nope', customerRef: null, idempotencyKey: 'k-nope', saveForLater: false, offSession: false, returnUrl: null, challengePath: null, description: 'x', metadata: {} }),
    ).rejects.toMatchObject({ gatewayCode: 'resource_missing' });
  });
});

describe('sandbox tokenizer', () => {
  const fieldsOf = async (body: Parameters<SandboxProvider['tokenize']>[0]) => {
    try {
      await sandbox.tokenize(body, now);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      return (error as AppError).fields.map((field) => `${field.field}:${field.message}`);
    }
  };

  it('checks the number (Luhn), expiry and CVC with field-level messages', async () => {
    expect(await fieldsOf({ number: '4242424242424241', exp_month: 12, exp_year: 2030, cvc: '123' })).toEqual(['number:Card number is invalid']);
    expect(await fieldsOf({ number: '4242 4242 4242 4242', exp_month: 2, exp_year: 2026, cvc: '123' })).toEqual([
      'exp_month:Expiry date must be valid',
      'exp_year:Expiry date must be valid',
    ]);
    expect(await fieldsOf({ number: '4242424242424242', exp_month: 13, exp_year: 2030, cvc: '123' })).toHaveLength(2);
    expect(await fieldsOf({ number: '4242424242424242', exp_month: 3, exp_year: 2026, cvc: '12' })).toEqual(['cvc:Security code must be 3 or 4 digits']);
    expect(await fieldsOf({ number: '4242424242424242', exp_month: 3, exp_year: 26, cvc: '1234' })).toEqual([]);
  });
});
