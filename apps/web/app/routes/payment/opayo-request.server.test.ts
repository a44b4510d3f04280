import type { PaymentAttemptResult } from '@direct/contracts';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyDirectives } from '../../lib/security/content-security-policy.server.ts';
import { OpayoPayRequest, opayoPaymentBody } from './opayo-request.server.ts';
import { answerForOpayoResult } from './resource-answer.ts';

const map = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '' };
const result = (overrides: Partial<PaymentAttemptResult>): PaymentAttemptResult => ({
  status: 'requires_action', paymentIntentId: 'TX-1234567890', clientSecret: 'creq-value', nextActionUrl: 'https://acs.bank.example/challenge', failureReason: null,
  amount: { amountMinor: 9000, currency: 'EUR' }, bookingStatus: 'pending_payment',
  ...overrides,
});

describe('Opayo on the site', () => {
  it('turns a challenge into the form the browser posts to the ACS; anything odd is a failure', () => {
    expect(answerForOpayoResult(result({}), 'LS-1', '/de/x')).toEqual({ outcome: 'opayo_challenge', acsUrl: 'https://acs.bank.example/challenge', creq: 'creq-value', transactionId: 'TX-1234567890' });
    expect(answerForOpayoResult(result({ nextActionUrl: 'javascript:alert(1)' }), 'LS-1', '/')).toEqual({ outcome: 'failed', reason: 'processing_error' });
    expect(answerForOpayoResult(result({ status: 'failed', failureReason: 'card_decline' }), 'LS-1', '/')).toEqual({ outcome: 'failed', reason: 'card_decline' });
  });

  it('builds the API body with the billing address and the browser’s details for 3-D Secure', () => {
    const input = OpayoPayRequest.parse({
      intent: 'opayo_pay', merchantSessionKey: 'MSK-12345678', cardIdentifier: 'CARD-12345678', billingAddress: { address1: 'Rua Augusta 1', city: 'Lisbon', country: 'PT' },
      browser: { language: 'pt-PT', colorDepth: 24, screenHeight: 900, screenWidth: 1440, timeZoneOffset: -60 },
    });
    const request = new Request('https://stays.example/resources/payment', { headers: { 'user-agent': 'Firefox', accept: 'application/json' } });
    expect(opayoPaymentBody(input, 'token-1234567890', request)).toEqual({
      access_token: 'token-1234567890', merchant_session_key: 'MSK-12345678', card_identifier: 'CARD-12345678', pay_part: -1, save_card: false,
      billing_address: { address1: 'Rua Augusta 1', city: 'Lisbon', country: 'PT' },
      browser: { javascript_enabled: true, language: 'pt-PT', color_depth: 24, screen_height: 900, screen_width: 1440, time_zone_offset: -60, java_enabled: false, user_agent: 'Firefox', accept_header: 'application/json' },
    });
    expect(OpayoPayRequest.safeParse({ ...input, billingAddress: { ...input.billingAddress, country: 'Portugal' } }).success).toBe(false);
  });

  it('allows Opayo’s hosts (and the configured one) and posts to issuers’ pages only with Opayo', () => {
    const opayo = contentSecurityPolicyDirectives({ map, paymentProvider: 'opayo', opayoApiBase: 'http://127.0.0.1:4999' });
    expect(opayo['script-src']).toEqual(["'self'", 'https://pi-test.sagepay.com', 'https://pi-live.sagepay.com', 'http://127.0.0.1:4999']);
    expect(opayo['form-action']).toEqual(["'self'", 'https:']);
    const sandbox = contentSecurityPolicyDirectives({ map, paymentProvider: 'sandbox', opayoApiBase: 'http://127.0.0.1:4999' });
    expect(sandbox['script-src']).toEqual(["'self'"]);
    expect(sandbox['form-action']).toEqual(["'self'"]);
  });
});
