// Stripe.js takes one of its languages or "auto" (the card and deposit pages' Elements; the
// payment terminal has its own in routes/payment/flow.ts).
export function stripeLocaleOf(lng: string): 'en' | 'de' | 'pt' | 'auto' {
  return lng === 'en' || lng === 'de' || lng === 'pt' ? lng : 'auto';
}
