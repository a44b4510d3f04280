import { useEffect, useRef } from 'react';
import { trackFunnelEvent } from '../../lib/measurement/track.ts';
import { useRootData } from '../../lib/root-data.ts';

// The property page's funnel events (decision 0033); nothing is queued without consent, and
// nothing is sent where the brand has no tags.

// view_item: once per property page shown.
export function useViewItem(property: { id: number; name: string }) {
  const measured = useRootData().measurement !== null;
  useEffect(() => {
    if (measured) trackFunnelEvent({ name: 'view_item', item: { id: String(property.id), name: property.name }, price: null });
  }, [measured, property.id, property.name]);
}

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
