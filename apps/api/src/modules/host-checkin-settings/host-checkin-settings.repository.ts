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
};

export function createHostCheckinSettingsRepository(db: Database) {
  async function owns(executor: Pick<Database, 'select'>, organizationId: number, propertyId: number): Promise<boolean> {
    const rows = await executor.select({ id: properties.id }).from(properties).where(and(eq(properties.id, propertyId), eq(properties.organizationId, organizationId))).limit(1);
    return rows.length > 0;
  }
  async function find(executor: Pick<Database, 'select'>, organizationId: number, propertyId: number): Promise<Row | undefined> {
    const [row] = await executor.select(columns).from(checkinSettings).where(and(eq(checkinSettings.propertyId, propertyId), eq(checkinSettings.organizationId, organizationId))).limit(1);
    return row;
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
        await tx
          .insert(checkinSettings)
          .values({ propertyId, organizationId, ...values })
          .onConflictDoUpdate({ target: checkinSettings.propertyId, set: values });
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'checkin_settings.update', entityType: 'property', entityId: propertyId, before: before ?? null, after: values, requestId: audit.requestId });
        return values;
      });
    },
  };
}
