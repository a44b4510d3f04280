import type { Brand, PaymentAttemptResult, PaymentTerminal } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { clientOf, type ApiClient, type ApiRequest, ApiError } from '@direct/api-client';
import { loadTerminal, partDueNow, paySandboxCard } from './payment.server.ts';

const brand = { id: 1 } as Brand;
const access = { bookingCode: 'LS-ABC123', accessToken: 'token-1234567890' };
const money = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

function terminal(overrides: Partial<PaymentTerminal> = {}): PaymentTerminal {
  return {
    booking: {
      id: 1, code: 'LS-ABC123', status: 'pending_payment', brandId: 1, propertyName: 'Loft', unitTypeName: 'Loft', ratePlanName: 'Flex',
      checkIn: '2027-01-01', checkOut: '2027-01-04', adults: 2, children: 0, guestName: 'Ana', language: 'en',
    },
    quote: { currency: 'EUR', nights: [], lines: [], voucher: null, total: money(30000), perNight: money(10000), schedule: [], dueNow: money(9000) },
    total: money(30000), paid: money(0), balance: money(30000), amountDueNow: money(9000),
    instalments: [
      { sequence: 1, amount: money(9000), dueDate: '2026-11-22', dueNow: true, status: 'due', paidAt: null },
      { sequence: 2, amount: money(21000), dueDate: '2026-12-20', dueNow: false, status: 'scheduled', paidAt: null },
    ],
    holdExpiresAt: '2026-11-22T12:00:00Z', expired: false,
    provider: { name: 'sandbox', stripePublishableKey: null, paypalClientId: null },
    lastAttempt: null,
    cancellation: null,
    ...overrides,
  };
}

// A fake API: answers by path; records the requests.
function fakeApi(answers: Record<string, (request: ApiRequest<unknown>) => unknown>) {
  const calls: ApiRequest<unknown>[] = [];
  const client: ApiClient = clientOf(async <T>(request: ApiRequest<T>): Promise<T> => {
    calls.push(request as ApiRequest<unknown>);
    const key = Object.keys(answers).find((prefix) => request.path.startsWith(prefix));
    if (!key) throw new Error(`unexpected ${request.path}`);
    return answers[key]!(request as ApiRequest<unknown>) as T;
  });
  return { client, calls };
}

const signal = new AbortController().signal;
const attempt = (overrides: Partial<PaymentAttemptResult>): PaymentAttemptResult => ({
  status: 'succeeded', paymentIntentId: 'pi_1', clientSecret: null, nextActionUrl: null, failureReason: null, amount: money(9000), bookingStatus: 'confirmed',
  ...overrides,
});

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}
const card = { intent: 'sandbox-card', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana Silva', pay_part: '1' };
const today = new Date('2026-11-22T10:00:00Z');

async function status(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('loadTerminal', () => {
  it('answers the terminal, or expired for a lapsed hold (flag or 410)', async () => {
    expect((await loadTerminal(fakeApi({ '/apis/payment_terminal/': () => terminal() }).client, brand, access, signal)).kind).toBe('open');
    expect((await loadTerminal(fakeApi({ '/apis/payment_terminal/': () => terminal({ expired: true }) }).client, brand, access, signal)).kind).toBe('expired');
    const gone = fakeApi({
      '/apis/payment_terminal/': () => {
        throw new ApiError({ code: 'expired', status: 410, message: 'gone' });
      },
    });
    expect(await loadTerminal(gone.client, brand, access, signal)).toEqual({ kind: 'expired', terminal: null });
  });

  it('is a 404 for a wrong token, another brand’s booking or a malformed address', async () => {
    const missing = fakeApi({
      '/apis/payment_terminal/': () => {
        throw new ApiError({ code: 'not_found', status: 404, message: 'no' });
      },
    });
    expect(await status(loadTerminal(missing.client, brand, access, signal))).toBe(404);
    const other = fakeApi({ '/apis/payment_terminal/': () => terminal() });
    expect(await status(loadTerminal(other.client, { id: 2 } as Brand, access, signal))).toBe(404);
    expect(await status(loadTerminal(other.client, brand, { bookingCode: 'x/y', accessToken: 'short' }, signal))).toBe(404);
    expect(other.calls).toHaveLength(1);
  });

  it('pays the first unpaid part', () => {
    expect(partDueNow(terminal())).toBe(1);
    const [first, second] = terminal().instalments;
    expect(partDueNow(terminal({ instalments: [{ ...first!, status: 'paid' }, second!] }))).toBe(2);
  });
});

describe('paySandboxCard', () => {
  it('checks the fields first and never echoes the card number or CVC', async () => {
    const { client, calls } = fakeApi({});
    const state = await paySandboxCard(client, access, '/payment/x', form({ ...card, number: '4242', cvc: '' }), signal, today);
    expect(state).toEqual({ status: 'invalid', values: { expiry: '12/34', name: 'Ana Silva', saveCard: false }, problems: { number: 'invalid', cvc: 'required' } });
    expect(calls).toHaveLength(0);
  });

  it('tokenizes, pays the rendered part and redirects a success (303, language kept)', async () => {
    const { client, calls } = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/send_payment_form_stripe/': () => attempt({}),
    });
    const answer = await paySandboxCard(client, access, '/de/payment/booking_payment_terminal/LS-ABC123/token-1234567890', form({ ...card, save_card: 'on' }), signal, today);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('location')).toBe('/de/booking-confirmation-success?booking=LS-ABC123');
    expect(calls[0]!.body).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123', name: 'Ana Silva' });
    expect(calls[1]!.body).toMatchObject({ access_token: access.accessToken, payment_method_id: 'pm_1', pay_part: 1, save_card: true });
  });

  it('sends 3-D Secure to the challenge page and keeps a decline in the form', async () => {
    const secure = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_2', brand: 'visa', last4: '3155', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/': () => attempt({ status: 'requires_action', nextActionUrl: '/payment/authenticate/LS-ABC123/token-1234567890?payment_intent=pi_2' }),
    });
    const redirect = (await paySandboxCard(secure.client, access, '/pt/payment/x', form(card), signal, today)) as Response;
    expect(redirect.headers.get('location')).toBe('/pt/payment/authenticate/LS-ABC123/token-1234567890?payment_intent=pi_2');

    const declined = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_3', brand: 'visa', last4: '0002', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/': () => attempt({ status: 'failed', failureReason: 'card_decline', bookingStatus: 'pending_payment' }),
    });
    expect(await paySandboxCard(declined.client, access, '/payment/x', form(card), signal, today)).toEqual({
      status: 'failed',
      reason: 'card_decline',
      values: { expiry: '12/34', name: 'Ana Silva', saveCard: false },
    });
  });

  it('maps the tokenizer’s field errors, an expired hold and an unreachable API', async () => {
    const invalid = fakeApi({
      '/apis/sandbox/payment_methods': () => {
        throw new ApiError({ code: 'validation_failed', status: 400, message: 'bad', fields: [{ field: 'exp_month', message: 'Expiry date must be valid', reason: 'invalid' }] });
      },
    });
    expect(await paySandboxCard(invalid.client, access, '/p', form(card), signal, today)).toMatchObject({ status: 'invalid', problems: { expiry: 'invalid' } });
    const expired = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_4', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/': () => {
        throw new ApiError({ code: 'expired', status: 410, message: 'gone' });
      },
    });
    expect(await paySandboxCard(expired.client, access, '/p', form(card), signal, today)).toEqual({ status: 'expired' });
  });

  it('treats a 409 on a part that is already paid (a double post) as the success it was', async () => {
    const paid = terminal();
    paid.instalments[0] = { ...paid.instalments[0]!, status: 'paid', paidAt: '2026-11-22T10:00:00Z' };
    const { client } = fakeApi({
      '/apis/sandbox/payment_methods': () => ({ id: 'pm_5', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
      '/apis/booking_requests/': () => {
        throw new ApiError({ code: 'conflict', status: 409, message: 'nothing to pay' });
      },
      '/apis/payment_terminal/': () => paid,
    });
    const answer = (await paySandboxCard(client, access, '/p', form(card), signal, today)) as Response;
    expect(answer.headers.get('location')).toBe('/booking-confirmation-success?booking=LS-ABC123');
  });
});
