import { addOns, bookingAddOns, brands, fees, properties, taxes, unitTypes, type AuditActor, type Database } from '@direct/db';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { createAudited, deleteVersioned, updateVersioned, type Executor, type WriteOutcome } from './versioned-write.ts';

// A property's fees, taxes and add-ons as the host edits them. Every method takes the
// organization it acts for and, for rows of a property, the property: a row of another
// organization or another property is not found.

export type FeeRow = typeof fees.$inferSelect;
export type TaxRow = typeof taxes.$inferSelect;
export type AddOnRow = typeof addOns.$inferSelect & { bookingCount: number };
// translations absent: an update keeps the row's (decision 0032).
export type FeeValues = Pick<FeeRow, 'kind' | 'name' | 'calculation' | 'amountMinor' | 'isMandatory' | 'unitTypeId'> & Partial<Pick<FeeRow, 'translations'>>;
export type TaxValues = Pick<TaxRow, 'name' | 'kind' | 'percent' | 'amountMinor' | 'includesFees' | 'appliesToChildren' | 'maxNights' | 'exemptUnderAge'> &
  Partial<Pick<TaxRow, 'translations'>>;
export type AddOnValues = Pick<AddOnRow, 'kind' | 'label' | 'description' | 'calculation' | 'amountMinor' | 'percent' | 'slotTime' | 'maxQuantity' | 'isActive' | 'sortOrder'> & Partial<Pick<AddOnRow, 'translations'>>;
export type PricingPropertyRow = { id: number; name: string; currency: string; unitTypes: { id: number; name: string }[] };

export type PropertyPricingRepository = ReturnType<typeof createPropertyPricingRepository>;

type Place = { organizationId: number; propertyId: number };

export function createPropertyPricingRepository(db: Database) {
  // Bookings that took an add-on keep a reference to it (booking_add_ons.add_on_id).
  const addOnUses = (organizationId: number, addOnId: number) => async (executor: Executor) => {
    const [row] = await executor
      .select({ n: count() })
      .from(bookingAddOns)
      .where(and(eq(bookingAddOns.organizationId, organizationId), eq(bookingAddOns.addOnId, addOnId)));
    return Number(row?.n ?? 0);
  };
  const withUses = async (executor: Executor, organizationId: number, row: typeof addOns.$inferSelect): Promise<AddOnRow> => ({ ...row, bookingCount: await addOnUses(organizationId, row.id)(executor) });

  const feeWhere = (place: Place, feeId: number) => and(eq(fees.organizationId, place.organizationId), eq(fees.propertyId, place.propertyId), eq(fees.id, feeId));
  const taxWhere = (place: Place, taxId: number) => and(eq(taxes.organizationId, place.organizationId), eq(taxes.propertyId, place.propertyId), eq(taxes.id, taxId));
  const addOnWhere = (place: Place, addOnId: number) => and(eq(addOns.organizationId, place.organizationId), eq(addOns.propertyId, place.propertyId), eq(addOns.id, addOnId));
  const audit = (organizationId: number, actor: AuditActor, entityType: string) => ({ organizationId, actor, entityType });

  return {
    async context(organizationId: number): Promise<{ properties: PricingPropertyRow[]; currencies: string[] }> {
      const [rows, types, brandRows] = await Promise.all([
        db.select({ id: properties.id, name: properties.name, currency: properties.currency }).from(properties).where(eq(properties.organizationId, organizationId)).orderBy(asc(properties.name), asc(properties.id)),
        db.select({ id: unitTypes.id, name: unitTypes.name, propertyId: unitTypes.propertyId }).from(unitTypes).where(eq(unitTypes.organizationId, organizationId)).orderBy(asc(unitTypes.id)),
        db.select({ currency: brands.currency }).from(brands).where(eq(brands.organizationId, organizationId)).orderBy(asc(brands.id)),
      ]);
      const currencies = [...new Set([...brandRows.map((row) => row.currency), ...rows.map((row) => row.currency)])];
      return { properties: rows.map((row) => ({ ...row, unitTypes: types.filter((type) => type.propertyId === row.id).map(({ id, name }) => ({ id, name })) })), currencies };
    },

    async property(organizationId: number, propertyId: number): Promise<{ id: number; currency: string } | undefined> {
      const [row] = await db.select({ id: properties.id, currency: properties.currency }).from(properties).where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId))).limit(1);
      return row;
    },

    async hasUnitType(place: Place, unitTypeId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: unitTypes.id })
        .from(unitTypes)
        .where(and(eq(unitTypes.organizationId, place.organizationId), eq(unitTypes.propertyId, place.propertyId), eq(unitTypes.id, unitTypeId)))
        .limit(1);
      return Boolean(row);
    },

    // --- fees ---
    fees(place: Place): Promise<FeeRow[]> {
      return db.select().from(fees).where(and(eq(fees.organizationId, place.organizationId), eq(fees.propertyId, place.propertyId))).orderBy(asc(fees.id));
    },
    createFee(place: Place, values: FeeValues, actor: AuditActor): Promise<FeeRow> {
      return createAudited(db, audit(place.organizationId, actor, 'fee'), async (tx) => (await tx.insert(fees).values({ ...place, ...values }).returning())[0]!);
    },
    updateFee(place: Place, feeId: number, values: FeeValues, version: number, actor: AuditActor): Promise<WriteOutcome<FeeRow>> {
      return updateVersioned(db, audit(place.organizationId, actor, 'fee'), {
        read: async (tx) => (await tx.select().from(fees).where(feeWhere(place, feeId)))[0],
        write: async (tx) => (await tx.update(fees).set({ ...values, version: sql`${fees.version} + 1` }).where(and(feeWhere(place, feeId), eq(fees.version, version))).returning())[0],
      });
    },
    deleteFee(place: Place, feeId: number, version: number | undefined, actor: AuditActor): Promise<WriteOutcome<FeeRow>> {
      return deleteVersioned(db, audit(place.organizationId, actor, 'fee'), version, {
        read: async (tx) => (await tx.select().from(fees).where(feeWhere(place, feeId)))[0],
        remove: async (tx, current) => (await tx.delete(fees).where(and(feeWhere(place, feeId), eq(fees.version, current))).returning({ id: fees.id })).length > 0,
      });
    },

    // --- taxes ---
    taxes(place: Place): Promise<TaxRow[]> {
      return db.select().from(taxes).where(and(eq(taxes.organizationId, place.organizationId), eq(taxes.propertyId, place.propertyId))).orderBy(asc(taxes.id));
    },
    createTax(place: Place, values: TaxValues, actor: AuditActor): Promise<TaxRow> {
      return createAudited(db, audit(place.organizationId, actor, 'tax'), async (tx) => (await tx.insert(taxes).values({ ...place, ...values }).returning())[0]!);
    },
    updateTax(place: Place, taxId: number, values: TaxValues, version: number, actor: AuditActor): Promise<WriteOutcome<TaxRow>> {
      return updateVersioned(db, audit(place.organizationId, actor, 'tax'), {
        read: async (tx) => (await tx.select().from(taxes).where(taxWhere(place, taxId)))[0],
        write: async (tx) => (await tx.update(taxes).set({ ...values, version: sql`${taxes.version} + 1` }).where(and(taxWhere(place, taxId), eq(taxes.version, version))).returning())[0],
      });
    },
    deleteTax(place: Place, taxId: number, version: number | undefined, actor: AuditActor): Promise<WriteOutcome<TaxRow>> {
      return deleteVersioned(db, audit(place.organizationId, actor, 'tax'), version, {
        read: async (tx) => (await tx.select().from(taxes).where(taxWhere(place, taxId)))[0],
        remove: async (tx, current) => (await tx.delete(taxes).where(and(taxWhere(place, taxId), eq(taxes.version, current))).returning({ id: taxes.id })).length > 0,
      });
    },

    // --- add-ons ---
    async addOns(place: Place): Promise<AddOnRow[]> {
      const rows = await db.select().from(addOns).where(and(eq(addOns.organizationId, place.organizationId), eq(addOns.propertyId, place.propertyId))).orderBy(asc(addOns.sortOrder), asc(addOns.id));
      if (rows.length === 0) return [];
      const uses = await db
        .select({ addOnId: bookingAddOns.addOnId, n: count() })
        .from(bookingAddOns)
        .where(and(eq(bookingAddOns.organizationId, place.organizationId), inArray(bookingAddOns.addOnId, rows.map((row) => row.id))))
        .groupBy(bookingAddOns.addOnId);
      const byId = new Map(uses.map((use) => [use.addOnId, Number(use.n)]));
      return rows.map((row) => ({ ...row, bookingCount: byId.get(row.id) ?? 0 }));
    },
    createAddOn(place: Place, values: AddOnValues, actor: AuditActor): Promise<AddOnRow> {
      return createAudited(db, audit(place.organizationId, actor, 'add_on'), async (tx) => ({ ...(await tx.insert(addOns).values({ ...place, ...values }).returning())[0]!, bookingCount: 0 }));
    },
    updateAddOn(place: Place, addOnId: number, values: AddOnValues, version: number, actor: AuditActor): Promise<WriteOutcome<AddOnRow>> {
      return updateVersioned(db, audit(place.organizationId, actor, 'add_on'), {
        read: async (tx) => {
          const [row] = await tx.select().from(addOns).where(addOnWhere(place, addOnId));
          return row && withUses(tx, place.organizationId, row);
        },
        write: async (tx) => {
          const [row] = await tx.update(addOns).set({ ...values, version: sql`${addOns.version} + 1` }).where(and(addOnWhere(place, addOnId), eq(addOns.version, version))).returning();
          return row && withUses(tx, place.organizationId, row);
        },
      });
    },
    deleteAddOn(place: Place, addOnId: number, version: number | undefined, actor: AuditActor): Promise<WriteOutcome<AddOnRow>> {
      return deleteVersioned(db, audit(place.organizationId, actor, 'add_on'), version, {
        read: async (tx) => {
          const [row] = await tx.select().from(addOns).where(addOnWhere(place, addOnId));
          return row && { ...row, bookingCount: 0 };
        },
        uses: addOnUses(place.organizationId, addOnId),
        remove: async (tx, current) => (await tx.delete(addOns).where(and(addOnWhere(place, addOnId), eq(addOns.version, current))).returning({ id: addOns.id })).length > 0,
      });
    },
  };
}
