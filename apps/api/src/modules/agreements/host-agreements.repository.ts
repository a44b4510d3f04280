import { and, asc, desc, eq, max, ne } from 'drizzle-orm';
import { agreementTemplates, agreementVersions, brands, checkinSettings, properties, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

// The host's side of a property's agreement: its versions per language and publishing a new one.
// Every method acts for one organization; a property of another organization is not found.

export type HostAgreementVersionRow = {
  id: number;
  version: number;
  language: string;
  body: string;
  publishedAt: Date;
  authorName: string | null;
};

export type HostAgreementFacts = { propertyName: string; templateId: number | null; templateName: string | null; defaultLanguage: string };

export type HostAgreementsRepository = ReturnType<typeof createHostAgreementsRepository>;

const versionColumns = {
  id: agreementVersions.id,
  version: agreementVersions.version,
  language: agreementVersions.language,
  body: agreementVersions.body,
  publishedAt: agreementVersions.publishedAt,
  authorName: agreementVersions.authorName,
};

export function createHostAgreementsRepository(db: Database) {
  async function facts(executor: Pick<Database, 'select'>, organizationId: number, propertyId: number): Promise<HostAgreementFacts | undefined> {
    const [row] = await executor
      .select({ propertyName: properties.name, templateId: agreementTemplates.id, templateName: agreementTemplates.name })
      .from(properties)
      .leftJoin(checkinSettings, and(eq(checkinSettings.propertyId, properties.id), eq(checkinSettings.organizationId, organizationId)))
      .leftJoin(agreementTemplates, and(eq(agreementTemplates.id, checkinSettings.agreementTemplateId), eq(agreementTemplates.organizationId, organizationId)))
      .where(and(eq(properties.id, propertyId), eq(properties.organizationId, organizationId)));
    if (!row) return undefined;
    // The guest falls back to the booking brand's default language; the console shows the
    // organization's first brand's (a property is booked through any of them).
    const [brand] = await executor.select({ language: brands.defaultLanguage }).from(brands).where(eq(brands.organizationId, organizationId)).orderBy(asc(brands.id)).limit(1);
    return { ...row, defaultLanguage: brand?.language ?? 'en' };
  }

  return {
    facts: (organizationId: number, propertyId: number) => facts(db, organizationId, propertyId),

    /** Every version of the template, newest first. */
    async versions(organizationId: number, templateId: number | null): Promise<HostAgreementVersionRow[]> {
      if (templateId === null) return [];
      return db
        .select(versionColumns)
        .from(agreementVersions)
        .where(and(eq(agreementVersions.organizationId, organizationId), eq(agreementVersions.templateId, templateId)))
        .orderBy(desc(agreementVersions.publishedAt), desc(agreementVersions.id));
    },

    async version(organizationId: number, templateId: number | null, versionId: number): Promise<HostAgreementVersionRow | undefined> {
      if (templateId === null) return undefined;
      const [row] = await db
        .select(versionColumns)
        .from(agreementVersions)
        .where(and(eq(agreementVersions.organizationId, organizationId), eq(agreementVersions.templateId, templateId), eq(agreementVersions.id, versionId)));
      return row;
    },

    /**
     * A new version of the property's text in a language (its template made on the first save),
     * audited, in one transaction. The property's row is locked so two saves number their versions
     * one after the other. Undefined: not this organization's property.
     */
    async publish(
      organizationId: number,
      propertyId: number,
      input: { language: string; body: string; author: AuditActor; now: Date; requestId?: string | undefined },
    ): Promise<HostAgreementVersionRow | undefined> {
      return db.transaction(async (tx) => {
        const [property] = await tx
          .select({ id: properties.id, name: properties.name })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.organizationId, organizationId)))
          .for('update');
        if (!property) return undefined;
        const linked = (await facts(tx, organizationId, propertyId))?.templateId ?? null;
        // A template other properties use too (the host's shared one) is not changed from one
        // property: the property gets its own, starting from the shared one's current texts.
        const shared = linked !== null && (await tx.select({ id: checkinSettings.propertyId }).from(checkinSettings).where(and(eq(checkinSettings.agreementTemplateId, linked), ne(checkinSettings.propertyId, propertyId))).limit(1)).length > 0;
        let templateId = shared ? null : linked;
        if (templateId === null) {
          const [template] = await tx.insert(agreementTemplates).values({ organizationId, name: property.name }).returning({ id: agreementTemplates.id });
          templateId = template!.id;
          if (linked !== null) {
            const rows = await tx.select(versionColumns).from(agreementVersions).where(and(eq(agreementVersions.organizationId, organizationId), eq(agreementVersions.templateId, linked))).orderBy(desc(agreementVersions.version));
            const newest = [...new Map(rows.reverse().map((row) => [row.language, row])).values()];
            if (newest.length > 0) {
              await tx.insert(agreementVersions).values(newest.map((row) => ({ organizationId, templateId: templateId!, version: row.version, language: row.language, body: row.body, publishedAt: row.publishedAt, authorName: row.authorName })));
            }
          }
          await tx
            .insert(checkinSettings)
            .values({ propertyId, organizationId, requiredSteps: [], agreementTemplateId: templateId })
            .onConflictDoUpdate({ target: [checkinSettings.propertyId, checkinSettings.organizationId], set: { agreementTemplateId: templateId } });
        }
        const [last] = await tx
          .select({ version: max(agreementVersions.version) })
          .from(agreementVersions)
          .where(and(eq(agreementVersions.organizationId, organizationId), eq(agreementVersions.templateId, templateId), eq(agreementVersions.language, input.language)));
        const authorUserId = input.author.kind === 'user' ? input.author.id : null;
        const [row] = await tx
          .insert(agreementVersions)
          .values({ organizationId, templateId, version: (last?.version ?? 0) + 1, language: input.language, body: input.body, publishedAt: input.now, authorUserId, authorName: input.author.name })
          .returning(versionColumns);
        await writeAuditEntry(tx, {
          organizationId,
          actor: input.author,
          action: 'agreement.publish',
          entityType: 'property',
          entityId: propertyId,
          before: null,
          after: { versionId: row!.id, version: row!.version, language: row!.language },
          requestId: input.requestId,
        });
        return row;
      });
    },
  };
}
