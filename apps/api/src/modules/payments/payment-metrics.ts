import { CardDeclinedError, GatewayRequestError, type PaymentProvider } from './payment-provider.ts';

// The metrics port: what the payments module reports about each gateway call that moves money.
// The API's /metrics counts them (apps/api/src/observability); tests and tools may pass nothing.
export type PaymentOutcome = {
  provider: string;
  // charge: a payment made or completed (create, confirm); refund; hold: a deposit authorised or captured.
  operation: 'charge' | 'refund' | 'hold';
  // The gateway's answer (succeeded, requires_action, processing, failed, …), or declined /
  // gateway_error / error when the call threw.
  outcome: string;
};
export type PaymentMetrics = { record(outcome: PaymentOutcome): void };

// The provider as the module uses it, each money-moving call counted by its outcome. The calls are
// awaited exactly as before: counting never changes an answer or an error.
export function measuredProvider(provider: PaymentProvider, metrics: PaymentMetrics | undefined): PaymentProvider {
  if (!metrics) return provider;
  const record = (operation: PaymentOutcome['operation'], outcome: string) => metrics.record({ provider: provider.name, operation, outcome });
  const measured = async <T extends { status: string }>(operation: PaymentOutcome['operation'], call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      record(operation, result.status);
      return result;
    } catch (error) {
      record(operation, error instanceof CardDeclinedError ? 'declined' : error instanceof GatewayRequestError ? 'gateway_error' : 'error');
      throw error;
    }
  };
  // Everything else (retrieve, cancel, webhooks, the optional setup calls) is the provider itself.
  return Object.assign(Object.create(provider) as PaymentProvider, {
    createPayment: (input: Parameters<PaymentProvider['createPayment']>[0]) => measured('charge', () => provider.createPayment(input)),
    confirmPayment: (ref: string, key: string) => measured('charge', () => provider.confirmPayment(ref, key)),
    refund: (ref: string, amount: number, key: string) => measured('refund', () => provider.refund(ref, amount, key)),
    authorizeHold: (input: Parameters<PaymentProvider['authorizeHold']>[0]) => measured('hold', () => provider.authorizeHold(input)),
    captureHold: (ref: string, amount: number, key: string) => measured('hold', () => provider.captureHold(ref, amount, key)),
  });
}
