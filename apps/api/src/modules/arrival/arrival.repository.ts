import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import type { ArrivalWindowRule } from '@direct/domain';

// The arrival time of a booking and what bounds it: the property's check-in time and any paid
// early check-in slot (an `arrival_time` add-on) booked with the stay.

export type ArrivalFacts = {
  arrivalTime: string | null;
  checkInTime: string;
  // Earliest first; the booked early check-in slots (normally one).
  earlySlots: { label: string; time: string }[];
  // The host's arrival window (null: any time from the check-in time).
  window: ArrivalWindowRule | null;
};

export type ArrivalRepository = ReturnType<typeof createArrivalRepository>;

export function createArrivalRepository(db: Database) {
  return {
    async facts(organizationId: number, bookingId: number): Promise<ArrivalFacts | undefined> {
      const [row] = await queryRows<{ arrivalTime: string | null; checkInTime: string; earliestArrival: string | null; latestArrival: string | null; slotMinutes: number | null; departureBy: string | null }>(
        db,
        sql`select to_char(b.arrival_time, 'HH24:MI') as "arrivalTime", to_char(p.check_in_time, 'HH24:MI') as "checkInTime",
                   to_char(s.arrival_earliest, 'HH24:MI') as "earliestArrival", to_char(s.arrival_latest, 'HH24:MI') as "latestArrival",
                   s.arrival_slot_minutes as "slotMinutes", to_char(s.departure_latest, 'HH24:MI') as "departureBy"
            from bookings b join properties p on p.id = b.property_id
            left join checkin_settings s on s.property_id = b.property_id and s.organization_id = b.organization_id
            where b.organization_id = ${organizationId} and b.id = ${bookingId}`,
      );
      if (!row) return undefined;
      const { earliestArrival, latestArrival, slotMinutes, departureBy, ...booking } = row;
      const window = earliestArrival && latestArrival && slotMinutes && departureBy ? { earliestArrival, latestArrival, slotMinutes, departureBy } : null;
      const earlySlots = await queryRows<{ label: string; time: string }>(
        db,
        sql`select ba.label, to_char(coalesce(ba.slot_time, a.slot_time), 'HH24:MI') as time
            from booking_add_ons ba join add_ons a on a.id = ba.add_on_id
            where ba.organization_id = ${organizationId} and ba.booking_id = ${bookingId} and a.kind = 'arrival_time'
              and coalesce(ba.slot_time, a.slot_time) is not null
            order by 2`,
      );
      return { ...booking, earlySlots, window };
    },

    async setArrivalTime(organizationId: number, bookingId: number, time: string): Promise<void> {
      await db.execute(
        sql`update bookings set arrival_time = ${time}::time, updated_at = now() where organization_id = ${organizationId} and id = ${bookingId}`,
      );
    },
  };
}
