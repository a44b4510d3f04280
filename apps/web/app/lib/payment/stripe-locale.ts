// Stripe.js takes one of its languages or "auto" (the terminal, card and deposit pages' Elements).
export function stripeLocaleOf(lng: string): 'en' | 'de' | 'pt' | 'auto' {
  return lng === 'en' || lng === 'de' || lng === 'pt' ? lng : 'auto';
}
