import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addOns, queryRows, ratePlans, unitTypes, voucherProperties, vouchers, type Database } from '@direct/db';
import type { VoucherRule } from '@direct/domain';

// What quoting a booking reads: the property, its add-ons, the host's vouchers, the rate plan's
// payment terms (promotions come with the stay's quote from availability). Every method takes the
// organization it reads for.

export type BookingProperty = { id: number; organizationId: number; name: string; currency: string; timezone: string };
export type AddOnRow = typeof addOns.$inferSelect;
export type PlanTerms = { name: string; prepaymentPercent: number; balanceDueDaysBeforeArrival: number };
export type SlotClashes = { freeUnits: number; departingOnCheckIn: number; arrivingOnCheckOut: number };

// Still takes its unit: not released, and not an unpaid hold that lapsed.
const live = (now: Date) => sql`a.released_at is null and (a.kind <> 'hold' or a.expires_at > ${now.toISOString()}::timestamptz)`;

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;

export function createBookingsRepository(db: Database) {
  return {
    async property(organizationId: number, propertyId: number): Promise<BookingProperty | undefined> {
      const [row] = await queryRows<BookingProperty>(
        db,
        sql`select p.id, p.organization_id as "organizationId", p.name, p.currency, c.timezone
            from properties p join cities c on c.id = p.city_id where p.organization_id = ${organizationId} and p.id = ${propertyId}`,
      );
      return row;
    },

    async planTerms(organizationId: number, ratePlanId: number, unitTypeId: number): Promise<(PlanTerms & { unitTypeName: string }) | undefined> {
      const [plan] = await db
        .select({ name: ratePlans.name, prepaymentPercent: ratePlans.prepaymentPercent, balanceDueDaysBeforeArrival: ratePlans.balanceDueDaysBeforeArrival })
        .from(ratePlans)
        .where(and(eq(ratePlans.organizationId, organizationId), eq(ratePlans.id, ratePlanId)));
      const [unitType] = await db.select({ name: unitTypes.name }).from(unitTypes).where(and(eq(unitTypes.organizationId, organizationId), eq(unitTypes.id, unitTypeId)));
      return plan && unitType ? { ...plan, unitTypeName: unitType.name } : undefined;
    },

    async activeAddOns(organizationId: number, propertyId: number): Promise<AddOnRow[]> {
      return db
        .select()
        .from(addOns)
        .where(and(eq(addOns.organizationId, organizationId), eq(addOns.propertyId, propertyId), eq(addOns.isActive, true)))
        .orderBy(asc(addOns.sortOrder), asc(addOns.id));
    },

    // The host's vouchers with these codes (case-insensitive), each with its property scope.
    async vouchers(organizationId: number, codes: readonly string[]): Promise<VoucherRule[]> {
      if (codes.length === 0) return [];
      const lowered = [...new Set(codes.map((code) => code.trim().toLowerCase()))];
      const rows = await db
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.organizationId, organizationId), inArray(sql`lower(${vouchers.code})`, lowered)));
      if (rows.length === 0) return [];
      const scopes = await db.select().from(voucherProperties).where(inArray(voucherProperties.voucherId, rows.map((row) => row.id)));
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        kind: row.kind,
        percent: row.percent,
        amountMinor: row.amountMinor,
        currency: row.currency,
        validFrom: row.validFrom,
        validUntil: row.validUntil,
        usageLimit: row.usageLimit,
        usedCount: row.usedCount,
        minNights: row.minNights,
        isActive: row.isActive,
        propertyIds: scopes.filter((scope) => scope.voucherId === row.id).map((scope) => scope.propertyId),
      }));
    },

    // Among the property's units free for the whole stay: how many have another stay departing
    // on the check-in day, and how many another arriving on the check-out day.
    async slotClashes(organizationId: number, propertyId: number, stay: { checkIn: string; checkOut: string }, now: Date): Promise<SlotClashes> {
      const [row] = await queryRows<SlotClashes>(
        db,
        sql`with free as (
              select u.id from units u
              where u.organization_id = ${organizationId} and u.property_id = ${propertyId} and u.is_active
                and not exists (select 1 from unit_allocations a where a.unit_id = u.id and ${live(now)}
                                and a.starts_on < ${stay.checkOut}::date and a.ends_on > ${stay.checkIn}::date))
            select (select count(*)::int from free) as "freeUnits",
              (select count(distinct a.unit_id)::int from unit_allocations a join free f on f.id = a.unit_id
                where ${live(now)} and a.ends_on = ${stay.checkIn}::date) as "departingOnCheckIn",
              (select count(distinct a.unit_id)::int from unit_allocations a join free f on f.id = a.unit_id
                where ${live(now)} and a.starts_on = ${stay.checkOut}::date) as "arrivingOnCheckOut"`,
      );
      return row ?? { freeUnits: 0, departingOnCheckIn: 0, arrivingOnCheckOut: 0 };
    },
  };
}
