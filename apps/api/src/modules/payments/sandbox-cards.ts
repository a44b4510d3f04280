import type { PaymentFailureReason } from '@direct/contracts';

// What the sandbox gateway does with a card: Stripe's published test card numbers
// (https://docs.stripe.com/testing), so a guest or a test uses the same numbers for both.
export type CardBehaviour =
  | 'success'
  | 'card_decline'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  // 3-D Secure on session; a saved card then charges off-session without a challenge (…3155).
  | 'authenticate_once'
  // 3-D Secure on every payment; off-session charges fail (…3220).
  | 'authenticate_always';

const behaviourByNumber: Record<string, CardBehaviour> = {
  '4242424242424242': 'success',
  '4000056655665556': 'success',
  '5555555555554444': 'success',
  '2223003122003222': 'success',
  '378282246310005': 'success',
  '4000000000000002': 'card_decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
  '4000002500003155': 'authenticate_once',
  '4000000000003220': 'authenticate_always',
  '4000002760003184': 'authenticate_always',
};

// Stripe's test payment method ids work as they do in Stripe's test mode.
export const behaviourByTestPaymentMethod: Record<string, { behaviour: CardBehaviour; brand: string; last4: string }> = {
  pm_card_visa: { behaviour: 'success', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behaviour: 'success', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { behaviour: 'card_decline', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { behaviour: 'insufficient_funds', brand: 'visa', last4: '9995' },
  pm_card_chargeDeclinedExpiredCard: { behaviour: 'expired_card', brand: 'visa', last4: '0069' },
  pm_card_chargeDeclinedIncorrectCvc: { behaviour: 'incorrect_cvc', brand: 'visa', last4: '0127' },
  pm_card_chargeDeclinedProcessingError: { behaviour: 'processing_error', brand: 'visa', last4: '0119' },
  pm_card_authenticationRequiredOnSetup: { behaviour: 'authenticate_once', brand: 'visa', last4: '3155' },
  pm_card_authenticationRequired: { behaviour: 'authenticate_always', brand: 'visa', last4: '3184' },
};

export const declineReasons: Partial<Record<CardBehaviour, PaymentFailureReason>> = {
  card_decline: 'card_decline',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

export const declineMessages: Record<PaymentFailureReason, string> = {
  card_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_failed: 'We are unable to authenticate your payment method.',
  generic: 'The payment could not be completed.',
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

// Any other valid number behaves like a plain successful card, as in Stripe's test mode.
export function behaviourOf(digits: string): CardBehaviour {
  return behaviourByNumber[digits] ?? 'success';
}
