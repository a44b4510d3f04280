import type { PaymentTerminal } from '@direct/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { trackCheckout, trackPaymentInfo } from '../../lib/measurement/track.ts';
import { useRootData } from '../../lib/root-data.ts';

// The payment page loads no tags (decision 0033): what it would report waits for the next page
// that measures. Kept (with consent only): the booking being paid for, so the success page can
// report the purchase with its value; and add_payment_info once a card is submitted.
export function usePaymentFunnel(terminal: PaymentTerminal): () => void {
  const measured = useRootData().measurement !== null;
  const checkout = useMemo(
    () => ({ bookingCode: terminal.booking.code, propertyName: terminal.booking.propertyName, total: terminal.total }),
    [terminal.booking.code, terminal.booking.propertyName, terminal.total],
  );
  useEffect(() => {
    if (measured) trackCheckout(checkout);
  }, [measured, checkout]);
  return useCallback(() => {
    if (measured) trackPaymentInfo(checkout);
  }, [measured, checkout]);
}
