import { promotions, properties, sqlStateOf, voucherProperties, vouchers, type AuditActor, type Database } from '@direct/db';
import type { VoucherListQuery } from '@direct/contracts';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { createAudited, deleteVersioned, updateVersioned, type Executor, type Transaction, type WriteOutcome } from './versioned-write.ts';

// The organization's vouchers and promotions. Every method takes the organization it acts for.

type VoucherTableRow = typeof vouchers.$inferSelect;
export type VoucherRow = VoucherTableRow & { propertyIds: number[]; bookingCount: number };
export type VoucherValues = Pick<VoucherTableRow, 'code' | 'kind' | 'percent' | 'amountMinor' | 'currency' | 'validFrom' | 'validUntil' | 'usageLimit' | 'minNights' | 'isActive'> & { propertyIds: number[] };
export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Pick<PromotionRow, 'name' | 'propertyId' | 'kind' | 'percent' | 'amountMinor' | 'minNights' | 'minDaysBeforeArrival' | 'stayFrom' | 'stayUntil' | 'isActive'> & Partial<Pick<PromotionRow, 'translations'>>;

export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;

// Bookings that applied the voucher of the row: they reference it (bookings.voucher_id,
// voucher_redemptions), confirmed or not, and keep its discount whatever happens to it. Written
// out in full: Drizzle leaves columns unqualified in a select list, which inside this subquery
// would name the bookings' own id.
const bookingsWithVoucher = sql<number>`(select count(*)::int from (select b.id from bookings b where b.organization_id = "vouchers"."organization_id" and b.voucher_id = "vouchers"."id"
    union select r.booking_id from voucher_redemptions r where r.organization_id = "vouchers"."organization_id" and r.voucher_id = "vouchers"."id") used)`;

// `%` and `_` typed by the host are letters to find, not patterns.
const likeText = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function voucherFilter(organizationId: number, query: VoucherListQuery, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const conditions: SQL[] = [eq(vouchers.organizationId, organizationId)];
  if (query.q) conditions.push(sql`lower(${vouchers.code}) like ${likeText(query.q)}`);
  const expired = sql`(${vouchers.validUntil} is not null and ${vouchers.validUntil} <= ${at})`;
  const usedUp = sql`(${vouchers.usageLimit} is not null and ${vouchers.usedCount} >= ${vouchers.usageLimit})`;
  if (query.status === 'active') conditions.push(sql`${vouchers.isActive} and not ${expired} and not ${usedUp}`);
  if (query.status === 'inactive') conditions.push(sql`not ${vouchers.isActive}`);
  if (query.status === 'expired') conditions.push(expired);
  if (query.status === 'used_up') conditions.push(usedUp);
  return and(...conditions)!;
}

function voucherOrder(query: VoucherListQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  const column = { code: sql`lower(${vouchers.code})`, validUntil: vouchers.validUntil, usedCount: vouchers.usedCount, createdAt: vouchers.createdAt }[query.sort];
  // Open-ended vouchers last either way; the id keeps pages stable.
  const nulls = query.sort === 'validUntil' ? [sql`${vouchers.validUntil} is null`] : [];
  return [...nulls, direction(column), direction(vouchers.id)];
}

export function createDiscountsRepository(db: Database) {
  const where = (organizationId: number, voucherId: number) => and(eq(vouchers.organizationId, organizationId), eq(vouchers.id, voucherId));
  const promotionWhere = (organizationId: number, promotionId: number) => and(eq(promotions.organizationId, organizationId), eq(promotions.id, promotionId));
  const audit = (organizationId: number, actor: AuditActor, entityType: string) => ({ organizationId, actor, entityType });

  async function scopes(executor: Executor, organizationId: number, voucherIds: readonly number[]): Promise<Map<number, number[]>> {
    const byVoucher = new Map<number, number[]>();
    if (voucherIds.length === 0) return byVoucher;
    const rows = await executor
      .select()
      .from(voucherProperties)
      .where(and(eq(voucherProperties.organizationId, organizationId), inArray(voucherProperties.voucherId, [...voucherIds])))
      .orderBy(asc(voucherProperties.propertyId));
    for (const row of rows) byVoucher.set(row.voucherId, [...(byVoucher.get(row.voucherId) ?? []), row.propertyId]);
    return byVoucher;
  }

  async function readVoucher(executor: Executor, organizationId: number, voucherId: number): Promise<VoucherRow | undefined> {
    const [row] = await executor.select({ voucher: vouchers, bookingCount: bookingsWithVoucher }).from(vouchers).where(where(organizationId, voucherId));
    if (!row) return undefined;
    return { ...row.voucher, bookingCount: Number(row.bookingCount), propertyIds: (await scopes(executor, organizationId, [voucherId])).get(voucherId) ?? [] };
  }

  async function setScope(tx: Transaction, organizationId: number, voucherId: number, propertyIds: readonly number[]): Promise<void> {
    await tx.delete(voucherProperties).where(and(eq(voucherProperties.organizationId, organizationId), eq(voucherProperties.voucherId, voucherId)));
    if (propertyIds.length > 0) await tx.insert(voucherProperties).values(propertyIds.map((propertyId) => ({ organizationId, voucherId, propertyId })));
  }

  // A code another voucher of the organization has (any letter case) meets the unique index.
  async function unlessCodeTaken<T>(write: () => Promise<T>): Promise<T | 'code_taken'> {
    try {
      return await write();
    } catch (error) {
      if (sqlStateOf(error) === '23505') return 'code_taken';
      throw error;
    }
  }

  return {
    // Which of these ids are the organization's properties.
    async propertiesOf(organizationId: number, propertyIds: readonly number[]): Promise<{ id: number; currency: string }[]> {
      if (propertyIds.length === 0) return [];
      return db.select({ id: properties.id, currency: properties.currency }).from(properties).where(and(eq(properties.organizationId, organizationId), inArray(properties.id, [...propertyIds])));
    },

    async propertyCurrencies(organizationId: number): Promise<string[]> {
      const rows = await db.selectDistinct({ currency: properties.currency }).from(properties).where(eq(properties.organizationId, organizationId));
      return rows.map((row) => row.currency);
    },

    // --- vouchers ---
    async voucherPage(organizationId: number, query: VoucherListQuery, now: Date): Promise<{ rows: VoucherRow[]; total: number }> {
      const filter = voucherFilter(organizationId, query, now);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ voucher: vouchers, bookingCount: bookingsWithVoucher })
          .from(vouchers)
          .where(filter)
          .orderBy(...voucherOrder(query))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(vouchers).where(filter),
      ]);
      const scoped = await scopes(db, organizationId, rows.map((row) => row.voucher.id));
      return { rows: rows.map((row) => ({ ...row.voucher, bookingCount: Number(row.bookingCount), propertyIds: scoped.get(row.voucher.id) ?? [] })), total: Number(counted?.total ?? 0) };
    },

    voucher(organizationId: number, voucherId: number): Promise<VoucherRow | undefined> {
      return readVoucher(db, organizationId, voucherId);
    },

    createVoucher(organizationId: number, values: VoucherValues, actor: AuditActor): Promise<VoucherRow | 'code_taken'> {
      const { propertyIds, ...row } = values;
      return unlessCodeTaken(() =>
        createAudited(db, audit(organizationId, actor, 'voucher'), async (tx) => {
          const [created] = await tx.insert(vouchers).values({ organizationId, ...row }).returning();
          await setScope(tx, organizationId, created!.id, propertyIds);
          return { ...created!, propertyIds, bookingCount: 0 };
        }),
      );
    },

    updateVoucher(organizationId: number, voucherId: number, values: VoucherValues, version: number, actor: AuditActor): Promise<WriteOutcome<VoucherRow> | 'code_taken'> {
      const { propertyIds, ...row } = values;
      return unlessCodeTaken(() =>
        updateVersioned(db, audit(organizationId, actor, 'voucher'), {
          read: (tx) => readVoucher(tx, organizationId, voucherId),
          write: async (tx) => {
            const [updated] = await tx.update(vouchers).set({ ...row, version: sql`${vouchers.version} + 1` }).where(and(where(organizationId, voucherId), eq(vouchers.version, version))).returning({ id: vouchers.id });
            if (!updated) return undefined;
            await setScope(tx, organizationId, voucherId, propertyIds);
            return readVoucher(tx, organizationId, voucherId);
          },
        }),
      );
    },

    deleteVoucher(organizationId: number, voucherId: number, version: number | undefined, actor: AuditActor): Promise<WriteOutcome<VoucherRow>> {
      return deleteVersioned(db, audit(organizationId, actor, 'voucher'), version, {
        read: (tx) => readVoucher(tx, organizationId, voucherId),
        uses: async (executor) => (await readVoucher(executor, organizationId, voucherId))?.bookingCount ?? 0,
        remove: async (tx, current) => (await tx.delete(vouchers).where(and(where(organizationId, voucherId), eq(vouchers.version, current))).returning({ id: vouchers.id })).length > 0,
      });
    },

    // --- promotions ---
    promotions(organizationId: number): Promise<PromotionRow[]> {
      return db.select().from(promotions).where(eq(promotions.organizationId, organizationId)).orderBy(asc(promotions.id));
    },
    createPromotion(organizationId: number, values: PromotionValues, actor: AuditActor): Promise<PromotionRow> {
      return createAudited(db, audit(organizationId, actor, 'promotion'), async (tx) => (await tx.insert(promotions).values({ organizationId, ...values }).returning())[0]!);
    },
    updatePromotion(organizationId: number, promotionId: number, values: PromotionValues, version: number, actor: AuditActor): Promise<WriteOutcome<PromotionRow>> {
      return updateVersioned(db, audit(organizationId, actor, 'promotion'), {
        read: async (tx) => (await tx.select().from(promotions).where(promotionWhere(organizationId, promotionId)))[0],
        write: async (tx) =>
          (await tx.update(promotions).set({ ...values, version: sql`${promotions.version} + 1` }).where(and(promotionWhere(organizationId, promotionId), eq(promotions.version, version))).returning())[0],
      });
    },
    deletePromotion(organizationId: number, promotionId: number, version: number | undefined, actor: AuditActor): Promise<WriteOutcome<PromotionRow>> {
      return deleteVersioned(db, audit(organizationId, actor, 'promotion'), version, {
        read: async (tx) => (await tx.select().from(promotions).where(promotionWhere(organizationId, promotionId)))[0],
        remove: async (tx, current) => (await tx.delete(promotions).where(and(promotionWhere(organizationId, promotionId), eq(promotions.version, current))).returning({ id: promotions.id })).length > 0,
      });
    },
  };
}
