import { describe, expect, it } from 'vitest';
import { measuredProvider, type PaymentOutcome } from './payment-metrics.ts';
import { CardDeclinedError, GatewayRequestError, type GatewayPayment, type PaymentProvider } from './payment-provider.ts';

const payment = (status: GatewayPayment['status']): GatewayPayment => ({
  providerRef: 'pi_1',
  status,
  amountMinor: 1000,
  currency: 'EUR',
  clientSecret: null,
  nextActionUrl: null,
  failureReason: null,
  failureMessage: null,
  savedMethod: null,
});

describe('payment outcomes counted through the metrics port', () => {
  it('records each money-moving call by provider, operation and outcome, and changes no answer', async () => {
    const recorded: PaymentOutcome[] = [];
    const gateway = {
      name: 'stripe',
      createPayment: async () => payment('requires_action'),
      confirmPayment: async () => payment('succeeded'),
      refund: async () => {
        throw new GatewayRequestError('timeout', 'api_connection_error');
      },
      authorizeHold: async () => {
        throw new CardDeclinedError('insufficient_funds', 'declined');
      },
      retrievePayment: async () => payment('processing'),
    } as unknown as PaymentProvider;
    const provider = measuredProvider(gateway, { record: (outcome) => recorded.push(outcome) });

    expect((await provider.createPayment({} as never)).status).toBe('requires_action');
    expect((await provider.confirmPayment('pi_1', 'key')).status).toBe('succeeded');
    await expect(provider.refund('pi_1', 500, 'key')).rejects.toBeInstanceOf(GatewayRequestError);
    await expect(provider.authorizeHold({} as never)).rejects.toBeInstanceOf(CardDeclinedError);
    // Reading a payment moves no money: not counted, still the gateway's answer.
    expect((await provider.retrievePayment('pi_1')).status).toBe('processing');
    expect(provider.name).toBe('stripe');

    expect(recorded).toEqual([
      { provider: 'stripe', operation: 'charge', outcome: 'requires_action' },
      { provider: 'stripe', operation: 'charge', outcome: 'succeeded' },
      { provider: 'stripe', operation: 'refund', outcome: 'gateway_error' },
      { provider: 'stripe', operation: 'hold', outcome: 'declined' },
    ]);
  });

  it('leaves the provider as it is when no metrics are given', () => {
    const gateway = { name: 'sandbox' } as unknown as PaymentProvider;
    expect(measuredProvider(gateway, undefined)).toBe(gateway);
  });
});
