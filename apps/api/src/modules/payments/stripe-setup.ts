import Stripe from 'stripe';
import { GatewayRequestError, type GatewaySetup, type SetupCardInput } from './payment-provider.ts';
import { failureReasonOf } from './stripe-failures.ts';

// Cards saved with the guest present (new_card): a SetupIntent confirmed at once, the card's
// details expanded for the mask; when the bank asks for 3-D Secure, its client secret goes to
// the browser (stripe.handleNextAction) and the setup is read again afterwards.

function toSetup(setup: Stripe.SetupIntent): GatewaySetup {
  const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
  const methodRef = typeof setup.payment_method === 'string' ? setup.payment_method : (method?.id ?? null);
  const customerRef = typeof setup.customer === 'string' ? setup.customer : (setup.customer?.id ?? null);
  const card = method?.card;
  if (setup.status === 'succeeded' && methodRef) {
    return {
      providerRef: setup.id,
      status: 'succeeded',
      clientSecret: null,
      failureReason: null,
      savedMethod: { paymentMethodRef: methodRef, customerRef, brand: card?.brand ?? null, last4: card?.last4 ?? null, expMonth: card?.exp_month ?? null, expYear: card?.exp_year ?? null },
    };
  }
  if (setup.status === 'requires_action' || setup.status === 'requires_confirmation') {
    return { providerRef: setup.id, status: 'requires_action', clientSecret: setup.client_secret, failureReason: null, savedMethod: null };
  }
  const error = setup.last_setup_error;
  return { providerRef: setup.id, status: 'failed', clientSecret: null, failureReason: error ? failureReasonOf(error.code, error.decline_code) : 'authentication_failed', savedMethod: null };
}

export function createStripeSetup(stripe: Stripe): { setupCard(input: SetupCardInput): Promise<GatewaySetup>; retrieveSetup(ref: string): Promise<GatewaySetup> } {
  return {
    async setupCard(input: SetupCardInput): Promise<GatewaySetup> {
      const customer =
        input.customerRef ??
        (await stripe.customers.create({ ...(input.email ? { email: input.email } : {}) }, { idempotencyKey: `${input.idempotencyKey}:customer` })).id;
      try {
        const setup = await stripe.setupIntents.create(
          { customer, payment_method: input.paymentMethodRef, usage: 'off_session', confirm: true, expand: ['payment_method'] },
          { idempotencyKey: input.idempotencyKey },
        );
        return toSetup(setup);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { providerRef: null, status: 'failed', clientSecret: null, failureReason: failureReasonOf(error.code, error.decline_code), savedMethod: null };
        }
        if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
          throw new GatewayRequestError(error.message, error.code ?? error.type);
        }
        throw error;
      }
    },

    async retrieveSetup(ref: string): Promise<GatewaySetup> {
      try {
        return toSetup(await stripe.setupIntents.retrieve(ref, { expand: ['payment_method'] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new GatewayRequestError(error.message, error.code ?? error.type);
        throw error;
      }
    }
  };
}
