import type { ApiInstance } from '../../http/api-instance.ts';
import { cardOperationRoutes, type DepositsOnCardOnFile } from './card-operations.routes.ts';
import { sandboxRoutes, webhookRoutes } from './gateway.routes.ts';
import { opayoRoutes } from './opayo.routes.ts';
import { paymentRoutes } from './payments.routes.ts';
import type { PaymentsServices } from './payments.services.ts';

// deposits: the deposit hold on the saved PayPal account (paypal_checkout_card, payment_mode deposit).
export async function registerPaymentsRoutes(app: ApiInstance, services: PaymentsServices, deposits: DepositsOnCardOnFile): Promise<void> {
  await app.register(paymentRoutes, { payments: services.payments });
  await app.register(opayoRoutes, { opayo: services.opayo });
  await app.register(cardOperationRoutes, { cards: services.cards, payments: services.payments, deposits });
  await app.register(webhookRoutes, { webhooks: services.webhooks });
  if (services.sandbox) await app.register(sandboxRoutes, { sandbox: services.sandbox, now: services.now });
}
