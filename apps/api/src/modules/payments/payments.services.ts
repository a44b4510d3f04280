import type { Database } from '@direct/db';
import type { Config } from '../../config.ts';
import type { BookingsForPayments } from '../bookings/booking-ports.ts';
import { createCardMethodsRepository } from './card-methods.repository.ts';
import { createCardOperationsService } from './card-operations.service.ts';
import { createHostMoneyService } from './host-money.service.ts';
import { createInstalmentChargesService } from './instalment-charges.service.ts';
import { createPaymentEngine } from './payment-engine.ts';
import { measuredProvider, type PaymentMetrics } from './payment-metrics.ts';
import { createPaymentReconciliation, type ReconcileLogger } from './payment-reconciliation.service.ts';
import type { PaymentMethodStore, PaymentsForHosts } from './payment-ports.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createPaymentService } from './payment.service.ts';
import { createOpayoPaymentService } from './opayo-payment.service.ts';
import { createPaymentWebhooksService } from './payment-webhooks.service.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createOpayoProvider, type OpayoExtras } from './opayo-provider.ts';
import { createPaypalProvider } from './paypal-provider.ts';
import { createSandboxGatewayRepository } from './sandbox-gateway.repository.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type PaymentsServices = ReturnType<typeof createPaymentsServices>;

// The configured gateway (PAYMENT_PROVIDER); the sandbox needs nothing and is the default.
function providerFor(db: Database, config: Config, now: () => Date): { provider: PaymentProvider; sandbox: SandboxProvider | null; opayo?: OpayoExtras } {
  const { provider, stripe, paypal, opayo } = config.payments;
  if (provider === 'stripe') {
    if (!stripe) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET');
    return { provider: createStripeProvider(stripe), sandbox: null };
  }
  if (provider === 'paypal') {
    if (!paypal) throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
    return { provider: createPaypalProvider(paypal), sandbox: null };
  }
  if (provider === 'opayo') {
    if (!opayo) throw new Error('PAYMENT_PROVIDER=opayo needs OPAYO_INTEGRATION_KEY, OPAYO_INTEGRATION_PASSWORD and OPAYO_VENDOR_NAME');
    const gateway = createOpayoProvider(opayo);
    return { provider: gateway, sandbox: null, opayo: gateway };
  }
  const sandbox = createSandboxProvider({ repository: createSandboxGatewayRepository(db), now });
  return { provider: sandbox, sandbox };
}

export function createPaymentsServices(options: { db: Database; config: Config; bookings: BookingsForPayments; now?: () => Date; provider?: PaymentProvider; metrics?: PaymentMetrics }) {
  const { db, config, bookings } = options;
  const now = options.now ?? (() => new Date());
  const chosen: ReturnType<typeof providerFor> = options.provider ? { provider: options.provider, sandbox: null } : providerFor(db, config, now);
  const provider = measuredProvider(chosen.provider, options.metrics);
  const repository = createPaymentsRepository(db);
  const engine = createPaymentEngine({ repository, provider, bookings, now });
  const charges = createInstalmentChargesService({ repository, provider, engine, bookings });
  const reconciliation = createPaymentReconciliation({ repository, provider, engine, bookings, windows: config.payments.reconcile });
  const hostMoney = createHostMoneyService({ repository, provider, engine, bookings });
  return {
    provider,
    // What the host's booking actions may do with money (host-booking-changes).
    forHosts: { providerName: provider.name, ...hostMoney } satisfies PaymentsForHosts,
    // Only when PAYMENT_PROVIDER=sandbox: its tokenizer and 3-D Secure routes exist then.
    sandbox: chosen.sandbox,
    payments: createPaymentService({ repository, provider, engine, bookings, config, now }),
    // Only when PAYMENT_PROVIDER=opayo: the drop-in's session keys and the 3-D Secure completion.
    opayo: chosen.opayo ? createOpayoPaymentService({ repository, opayo: chosen.opayo, engine, bookings, now }) : null,
    cards: createCardOperationsService({ repository, cards: createCardMethodsRepository(db), provider, engine, bookings, now }),
    webhooks: createPaymentWebhooksService({ repository, provider, engine, bookings }),
    chargeDueInstalments: (at: Date, limit?: number) => charges.chargeDueInstalments(at, limit),
    // Attempts a dead process left open, settled from the gateway's answer (the jobs worker).
    reconcileOpenAttempts: (at: Date, log: ReconcileLogger, limit?: number) => reconciliation.reconcileOpenAttempts(at, log, limit),
    // The booking's stored payment methods (PaymentMethodStore: deposits save cards through it).
    methods: {
      byRef: (organizationId, bookingId, providerName, providerRef) => repository.methodByRef(organizationId, bookingId, providerName, providerRef),
      byId: (organizationId, id) => repository.methodById(organizationId, id),
      // The card on file: the newest method saved for the booking (new_card replaces it).
      latestSaved: (organizationId, bookingId) => repository.savedMethod(organizationId, bookingId, provider.name),
      add: (input) => repository.addMethod(input),
      markSaved: (organizationId, id, details) => repository.markMethodSaved(organizationId, id, details),
    } satisfies PaymentMethodStore,
    now,
  };
}
