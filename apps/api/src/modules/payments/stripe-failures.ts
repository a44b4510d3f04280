import type { PaymentFailureReason } from '@direct/contracts';

// Stripe's decline codes onto the reasons the site explains (spec §8).
export function failureReasonOf(code: string | null | undefined, declineCode?: string | null): PaymentFailureReason {
  const value = declineCode || code || '';
  if (value === 'insufficient_funds') return 'insufficient_funds';
  if (value === 'expired_card') return 'expired_card';
  if (value === 'incorrect_cvc' || value === 'invalid_cvc') return 'incorrect_cvc';
  if (value === 'processing_error') return 'processing_error';
  if (value === 'authentication_required' || value === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (value === 'card_declined' || value === 'generic_decline' || value === 'do_not_honor' || value === 'lost_card' || value === 'stolen_card') return 'card_decline';
  return 'generic';
}
