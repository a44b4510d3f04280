import { and, asc, eq, inArray } from 'drizzle-orm';
import { emailAutomationPropertyOffs, emailAutomations, properties, propertyAccessDetails, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

// An organization's automation settings, the per-property switches and the properties' access
// details. Every method names the organization it acts for.

export type AutomationSettingRow = { kind: string; enabled: boolean; daysBefore: number | null };
export type PropertyOffRow = { propertyId: number; kind: string };
export type AccessDetailsRow = { doorCode: string; wifiName: string; wifiPassword: string; arrivalInstructions: string; version: number };
export type SettingsAudit = { actor: AuditActor; requestId: string };

export type AutomationSettingsRepository = ReturnType<typeof createAutomationSettingsRepository>;

export function createAutomationSettingsRepository(db: Database) {
  return {
    async read(organizationId: number): Promise<{ settings: AutomationSettingRow[]; properties: { id: number; name: string }[]; offs: PropertyOffRow[] }> {
      const settings = await db
        .select({ kind: emailAutomations.kind, enabled: emailAutomations.enabled, daysBefore: emailAutomations.daysBefore })
        .from(emailAutomations)
        .where(eq(emailAutomations.organizationId, organizationId));
      const propertyRows = await db.select({ id: properties.id, name: properties.name }).from(properties).where(eq(properties.organizationId, organizationId)).orderBy(asc(properties.name), asc(properties.id));
      const offs = await db
        .select({ propertyId: emailAutomationPropertyOffs.propertyId, kind: emailAutomationPropertyOffs.kind })
        .from(emailAutomationPropertyOffs)
        .where(eq(emailAutomationPropertyOffs.organizationId, organizationId));
      return { settings, properties: propertyRows, offs };
    },

    /** The ids among `ids` that are properties of the organization. */
    async ownPropertyIds(organizationId: number, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: properties.id }).from(properties).where(and(eq(properties.organizationId, organizationId), inArray(properties.id, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    // Replaces the settings and, for each property named, its switches; one transaction, audited.
    async write(organizationId: number, settings: readonly AutomationSettingRow[], offs: { propertyId: number; kinds: readonly string[] }[], audit: SettingsAudit): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await tx.select().from(emailAutomations).where(eq(emailAutomations.organizationId, organizationId));
        const now = new Date();
        for (const setting of settings) {
          await tx
            .insert(emailAutomations)
            .values({ organizationId, ...setting, updatedAt: now })
            .onConflictDoUpdate({ target: [emailAutomations.organizationId, emailAutomations.kind], set: { enabled: setting.enabled, daysBefore: setting.daysBefore, updatedAt: now } });
        }
        for (const property of offs) {
          await tx.delete(emailAutomationPropertyOffs).where(and(eq(emailAutomationPropertyOffs.organizationId, organizationId), eq(emailAutomationPropertyOffs.propertyId, property.propertyId)));
          if (property.kinds.length > 0) {
            await tx.insert(emailAutomationPropertyOffs).values(property.kinds.map((kind) => ({ organizationId, propertyId: property.propertyId, kind })));
          }
        }
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'email_automations.update',
          entityType: 'email_automations',
          entityId: organizationId,
          before: before.map(({ kind, enabled, daysBefore }) => ({ kind, enabled, daysBefore })),
          after: { automations: settings, properties: offs },
          requestId: audit.requestId,
        });
      });
    },

    async propertyName(organizationId: number, propertyId: number): Promise<string | undefined> {
      const [row] = await db.select({ name: properties.name }).from(properties).where(and(eq(properties.organizationId, organizationId), eq(properties.id, propertyId)));
      return row?.name;
    },

    async accessDetails(organizationId: number, propertyId: number): Promise<AccessDetailsRow | undefined> {
      const [row] = await db
        .select({
          doorCode: propertyAccessDetails.doorCode,
          wifiName: propertyAccessDetails.wifiName,
          wifiPassword: propertyAccessDetails.wifiPassword,
          arrivalInstructions: propertyAccessDetails.arrivalInstructions,
          version: propertyAccessDetails.version,
        })
        .from(propertyAccessDetails)
        .where(and(eq(propertyAccessDetails.organizationId, organizationId), eq(propertyAccessDetails.propertyId, propertyId)));
      return row;
    },

    // Writes the details if the stored version is still `basedOn` (0: none stored); false when stale.
    async saveAccessDetails(organizationId: number, propertyId: number, details: Omit<AccessDetailsRow, 'version'>, basedOn: number, audit: SettingsAudit): Promise<AccessDetailsRow | 'stale'> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ version: propertyAccessDetails.version })
          .from(propertyAccessDetails)
          .where(and(eq(propertyAccessDetails.organizationId, organizationId), eq(propertyAccessDetails.propertyId, propertyId)))
          .for('update');
        if ((before?.version ?? 0) !== basedOn) return 'stale';
        const now = new Date();
        const [row] = before
          ? await tx
              .update(propertyAccessDetails)
              .set({ ...details, version: basedOn + 1, updatedAt: now })
              .where(and(eq(propertyAccessDetails.organizationId, organizationId), eq(propertyAccessDetails.propertyId, propertyId)))
              .returning()
          : await tx.insert(propertyAccessDetails).values({ organizationId, propertyId, ...details }).onConflictDoNothing().returning();
        if (!row) return 'stale';
        // The codes themselves stay out of the audit log: it says that they changed, not to what.
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'property_access_details.save',
          entityType: 'property',
          entityId: propertyId,
          before: before ? { version: before.version } : null,
          after: { version: row.version },
          requestId: audit.requestId,
        });
        return { doorCode: row.doorCode, wifiName: row.wifiName, wifiPassword: row.wifiPassword, arrivalInstructions: row.arrivalInstructions, version: row.version };
      });
    },
  };
}
