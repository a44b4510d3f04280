import { and, eq } from 'drizzle-orm';
import { checkinSettings, properties, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { UpdateCheckinSettingsRequest } from '@direct/contracts';

export type HostCheckinSettingsRepository = ReturnType<typeof createHostCheckinSettingsRepository>;
type Row = UpdateCheckinSettingsRequest;

const columns = {
  requiredSteps: checkinSettings.requiredSteps,
  depositAmountMinor: checkinSettings.depositAmountMinor,
  depositHoursBeforeArrival: checkinSettings.depositHoursBeforeArrival,
  depositReleaseDaysAfterCheckout: checkinSettings.depositReleaseDaysAfterCheckout,
  identityRetentionDays: checkinSettings.identityRetentionDays,
  depositFallback: checkinSettings.depositFallback,
  arrivalEarliest: checkinSettings.arrivalEarliest,
  arrivalLatest: checkinSettings.arrivalLatest,
  arrivalSlotMinutes: checkinSettings.arrivalSlotMinutes,
  departureLatest: checkinSettings.departureLatest,
  guestDateChanges: checkinSettings.guestDateChanges,
};

type Stored = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] | ((typeof columns)[K]['_']['notNull'] extends true ? never : null) };

const clock = (time: string) => time.slice(0, 5);

function rowOf(stored: Stored): Row {
  const { arrivalEarliest, arrivalLatest, arrivalSlotMinutes, departureLatest, depositFallback, ...rest } = stored;
  const complete = arrivalEarliest !== null && arrivalLatest !== null && arrivalSlotMinutes !== null && departureLatest !== null;
  return {
    ...rest,
    // 'none' is not offered to hosts; a row never holds it, but the enum allows it.
    depositFallback: depositFallback === 'charge_and_refund' ? 'charge_and_refund' : 'reauthorize',
    arrivalWindow: complete
      ? { earliestArrival: clock(arrivalEarliest), latestArrival: clock(arrivalLatest), slotMinutes: arrivalSlotMinutes, departureBy: clock(departureLatest) }
      : null,
  };
}

function storedOf(row: Row) {
  const { arrivalWindow, ...rest } = row;
  return {
    ...rest,
    arrivalEarliest: arrivalWindow?.earliestArrival ?? null,
    arrivalLatest: arrivalWindow?.latestArrival ?? null,
    arrivalSlotMinutes: arrivalWindow?.slotMinutes ?? null,
    departureLatest: arrivalWindow?.departureBy ?? null,
  };
}

export function createHostCheckinSettingsRepository(db: Database) {
  async function owns(executor: Pick<Database, 'select'>, organizationId: number, propertyId: number): Promise<boolean> {
    const rows = await executor.select({ id: properties.id }).from(properties).where(and(eq(properties.id, propertyId), eq(properties.organizationId, organizationId))).limit(1);
    return rows.length > 0;
  }
  async function find(executor: Pick<Database, 'select'>, organizationId: number, propertyId: number): Promise<Row | undefined> {
    const [row] = await executor.select(columns).from(checkinSettings).where(and(eq(checkinSettings.propertyId, propertyId), eq(checkinSettings.organizationId, organizationId))).limit(1);
    return row ? rowOf(row as Stored) : undefined;
  }

  return {
    // undefined: not this organization's property; null: the property has no settings yet.
    async find(organizationId: number, propertyId: number): Promise<Row | null | undefined> {
      if (!(await owns(db, organizationId, propertyId))) return undefined;
      return (await find(db, organizationId, propertyId)) ?? null;
    },

    async save(organizationId: number, propertyId: number, values: Row, audit: { actor: AuditActor; requestId?: string | undefined }): Promise<Row | undefined> {
      return db.transaction(async (tx) => {
        if (!(await owns(tx, organizationId, propertyId))) return undefined;
        const before = await find(tx, organizationId, propertyId);
        const stored = storedOf(values);
        await tx
          .insert(checkinSettings)
          .values({ propertyId, organizationId, ...stored })
          .onConflictDoUpdate({ target: [checkinSettings.propertyId, checkinSettings.organizationId], set: stored });
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'checkin_settings.update', entityType: 'property', entityId: propertyId, before: before ?? null, after: values, requestId: audit.requestId });
        return values;
      });
    },
  };
}
