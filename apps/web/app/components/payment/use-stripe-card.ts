import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { stripeLocaleOf } from '../../lib/payment/stripe-locale.ts';

// Stripe.js and its card element for a form that saves or holds a card (the card and deposit
// pages): fetched from js.stripe.com once per page, mounted into `cardRef`, destroyed on leave.
// Card data stays in Stripe's frame.
export function useStripeCard(publishableKey: string, lng: string) {
  const cardRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let mounted: StripeCardElement | null = null;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const instance = await loadStripe(publishableKey, { locale: stripeLocaleOf(lng) });
      if (cancelled || !instance || !cardRef.current) return;
      mounted = instance.elements().create('card', { hidePostalCode: true });
      mounted.mount(cardRef.current);
      setStripe(instance);
      setCard(mounted);
    })().catch(() => {
      if (!cancelled) setLoadFailed(true);
    });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
    // Stripe is set up once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  return { cardRef, stripe, card, loadFailed };
}
