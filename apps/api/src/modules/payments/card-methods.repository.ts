import { paymentMethods, writeBookingEvent, type BookingEvent, type Database } from '@direct/db';
import type { PaymentProviderName } from '@direct/contracts';
import type { SavedMethodDetails } from './payment-provider.ts';
import type { PaymentMethodRow } from './payments.repository.ts';

export type CardMethodsRepository = ReturnType<typeof createCardMethodsRepository>;

// The booking's card on file is its newest saved payment method (payments.repository savedMethod):
// replacing it adds a row, so earlier charges keep pointing at the card they were made with.
export function createCardMethodsRepository(db: Database) {
  return {
    /** Stores a method the gateway saved as the booking's card on file, with its timeline entry, in one transaction. */
    async saveCardOnFile(input: { organizationId: number; bookingId: number; provider: PaymentProviderName; saved: SavedMethodDetails; event: BookingEvent }): Promise<PaymentMethodRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(paymentMethods)
          .values({
            organizationId: input.organizationId,
            bookingId: input.bookingId,
            provider: input.provider,
            providerRef: input.saved.paymentMethodRef,
            providerCustomerRef: input.saved.customerRef,
            brand: input.saved.brand,
            last4: input.saved.last4,
            expMonth: input.saved.expMonth,
            expYear: input.saved.expYear,
          })
          .returning();
        if (!row) throw new Error('payment method not inserted');
        await writeBookingEvent(tx, input.event);
        return row;
      });
    },
  };
}
