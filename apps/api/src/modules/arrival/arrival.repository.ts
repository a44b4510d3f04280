import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';

// The arrival time of a booking and what bounds it: the property's check-in time and any paid
// early check-in slot (an `arrival_time` add-on) booked with the stay.

export type ArrivalFacts = {
  arrivalTime: string | null;
  checkInTime: string;
  // Earliest first; the booked early check-in slots (normally one).
  earlySlots: { label: string; time: string }[];
};

export type ArrivalRepository = ReturnType<typeof createArrivalRepository>;

export function createArrivalRepository(db: Database) {
  return {
    async facts(organizationId: number, bookingId: number): Promise<ArrivalFacts | undefined> {
      const [booking] = await queryRows<{ arrivalTime: string | null; checkInTime: string }>(
        db,
        sql`select to_char(b.arrival_time, 'HH24:MI') as "arrivalTime", to_char(p.check_in_time, 'HH24:MI') as "checkInTime"
            from bookings b join properties p on p.id = b.property_id
            where b.organization_id = ${organizationId} and b.id = ${bookingId}`,
      );
      if (!booking) return undefined;
      const earlySlots = await queryRows<{ label: string; time: string }>(
        db,
        sql`select ba.label, to_char(coalesce(ba.slot_time, a.slot_time), 'HH24:MI') as time
            from booking_add_ons ba join add_ons a on a.id = ba.add_on_id
            where ba.organization_id = ${organizationId} and ba.booking_id = ${bookingId} and a.kind = 'arrival_time'
              and coalesce(ba.slot_time, a.slot_time) is not null
            order by 2`,
      );
      return { ...booking, earlySlots };
    },

    async setArrivalTime(organizationId: number, bookingId: number, time: string): Promise<void> {
      await db.execute(
        sql`update bookings set arrival_time = ${time}::time, updated_at = now() where organization_id = ${organizationId} and id = ${bookingId}`,
      );
    },
  };
}
