import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';

// Development only (see past-stays.service.ts): a checked-out demo stay, written straight into the
// bookings tables because no public call can book dates in the past.

export type StayPlace = { organizationId: number; propertyId: number; unitTypeId: number; ratePlanId: number; currency: string };

export type PastStaysRepository = ReturnType<typeof createPastStaysRepository>;

export function createPastStaysRepository(db: Database) {
  return {
    // A listed property of the brand with a unit type and a rate plan (the given one, or the first).
    async placeOnBrand(brandId: number, propertyId: number | undefined): Promise<StayPlace | undefined> {
      const [row] = await queryRows<StayPlace>(
        db,
        sql`select p.organization_id as "organizationId", p.id as "propertyId", ut.id as "unitTypeId", rp.id as "ratePlanId", p.currency
            from properties p join property_brands pb on pb.property_id = p.id and pb.brand_id = ${brandId}
            join lateral (select id from unit_types where property_id = p.id order by id limit 1) ut on true
            join lateral (select id from rate_plans where property_id = p.id order by id limit 1) rp on true
            where p.is_active ${propertyId === undefined ? sql`` : sql`and p.id = ${propertyId}`}
            order by p.id limit 1`,
      );
      return row;
    },

    // No unit allocation: a stay in the past holds nothing anyone could book.
    async insertCompletedStay(
      place: StayPlace,
      input: { brandId: number; checkIn: string; checkOut: string; guest: { firstName: string; lastName: string; email: string } },
    ): Promise<{ id: number; code: string }> {
      const code = `DEMO-${randomBytes(4).toString('hex').toUpperCase()}`;
      const accessSecret = randomBytes(24).toString('base64url');
      const totalMinor = 30_000;
      const quote = { currency: place.currency, nights: [], lines: [], totalMinor };
      const id = await db.transaction(async (tx) => {
        const [booking] = await queryRows<{ id: number }>(
          tx,
          sql`insert into bookings (code, access_secret, organization_id, brand_id, property_id, unit_type_id, rate_plan_id, check_in, check_out,
                adults, status, currency, total_minor, paid_minor, quote, confirmed_at, language)
              values (${code}, ${accessSecret}, ${place.organizationId}, ${input.brandId}, ${place.propertyId}, ${place.unitTypeId}, ${place.ratePlanId},
                ${input.checkIn}, ${input.checkOut}, 2, 'completed', ${place.currency}, ${totalMinor}, ${totalMinor}, ${JSON.stringify(quote)}::jsonb, now(), 'en')
              returning id`,
        );
        await tx.execute(
          sql`insert into guests (organization_id, booking_id, is_booker, first_name, last_name, email)
              values (${place.organizationId}, ${booking!.id}, true, ${input.guest.firstName}, ${input.guest.lastName}, ${input.guest.email})`,
        );
        return booking!.id;
      });
      return { id, code };
    },
  };
}
