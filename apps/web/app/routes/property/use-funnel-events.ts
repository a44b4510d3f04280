import { useEffect, useRef } from 'react';
import { trackFunnelEvent } from '../../lib/measurement/track.ts';
import { useRootData } from '../../lib/root-data.ts';

// The reservation overlay's funnel event (decision 0033; the page's view_item is the measurement
// component's, from the page's structured data): nothing is queued without consent, and nothing
// is sent where the brand has no tags. Loaded with the overlay, not with the page.

// begin_checkout: the reservation overlay's first total (the reserve step), once per overlay.
export function useBeginCheckout(property: { id: number; name: string }, totalMinor: number | null) {
  const { measurement, brand } = useRootData();
  const sent = useRef(false);
  useEffect(() => {
    if (!measurement || sent.current || totalMinor === null) return;
    sent.current = true;
    trackFunnelEvent({ name: 'begin_checkout', item: { id: String(property.id), name: property.name }, price: { amountMinor: totalMinor, currency: brand.currency } });
  }, [measurement, brand.currency, property.id, property.name, totalMinor]);
}
