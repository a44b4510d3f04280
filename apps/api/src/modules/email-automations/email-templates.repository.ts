import { and, asc, eq } from 'drizzle-orm';
import { brandDomains, brands, emailTemplates, globalImages, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import type { BrandRowForEmail } from '../email/email-ports.ts';

// A host's texts of the automation emails, per brand, kind and language, and the brands they
// belong to. Every method names the organization it acts for.

export type TemplateKey = { brandId: number; kind: string; language: string };
export type TemplateRow = TemplateKey & { subject: string; body: string; updatedAt: Date };
export type BrandForTemplates = BrandRowForEmail & { id: number; languages: string[]; siteOrigin: string | null };
export type TemplateAudit = { actor: AuditActor; requestId: string };

export type EmailTemplatesRepository = ReturnType<typeof createEmailTemplatesRepository>;

export function createEmailTemplatesRepository(db: Database) {
  const columns = { brandId: emailTemplates.brandId, kind: emailTemplates.kind, language: emailTemplates.language, subject: emailTemplates.subject, body: emailTemplates.body, updatedAt: emailTemplates.updatedAt };
  const keyWhere = (organizationId: number, key: TemplateKey) =>
    and(eq(emailTemplates.organizationId, organizationId), eq(emailTemplates.brandId, key.brandId), eq(emailTemplates.kind, key.kind), eq(emailTemplates.language, key.language));

  return {
    async brands(organizationId: number): Promise<BrandForTemplates[]> {
      const rows = await db
        .select({
          id: brands.id,
          name: brands.name,
          languages: brands.languages,
          theme: brands.theme,
          logoImageId: brands.logoImageId,
          logoStorageKey: globalImages.storageKey,
          contactEmail: brands.contactEmail,
          contactPhone: brands.contactPhone,
        })
        .from(brands)
        .leftJoin(globalImages, eq(globalImages.id, brands.logoImageId))
        .where(eq(brands.organizationId, organizationId))
        .orderBy(asc(brands.id));
      const domains = await db
        .select({ brandId: brandDomains.brandId, hostname: brandDomains.hostname })
        .from(brandDomains)
        .innerJoin(brands, eq(brands.id, brandDomains.brandId))
        .where(and(eq(brands.organizationId, organizationId), eq(brandDomains.isPrimary, true)));
      const origin = new Map(domains.map((domain) => [domain.brandId, `https://${domain.hostname}`]));
      return rows.map((row) => ({ ...row, siteOrigin: origin.get(row.id) ?? null }));
    },

    list: (organizationId: number, brandId: number): Promise<TemplateRow[]> =>
      db.select(columns).from(emailTemplates).where(and(eq(emailTemplates.organizationId, organizationId), eq(emailTemplates.brandId, brandId))),

    async find(organizationId: number, key: TemplateKey): Promise<TemplateRow | undefined> {
      const [row] = await db.select(columns).from(emailTemplates).where(keyWhere(organizationId, key));
      return row;
    },

    async save(organizationId: number, key: TemplateKey, text: { subject: string; body: string }, audit: TemplateAudit): Promise<TemplateRow> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(emailTemplates).where(keyWhere(organizationId, key)).for('update');
        const now = new Date();
        const [row] = await tx
          .insert(emailTemplates)
          .values({ organizationId, ...key, ...text })
          .onConflictDoUpdate({
            target: [emailTemplates.organizationId, emailTemplates.brandId, emailTemplates.kind, emailTemplates.language],
            set: { ...text, updatedAt: now },
          })
          .returning(columns);
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'email_template.save',
          entityType: 'email_template',
          entityId: `${key.brandId}:${key.kind}:${key.language}`,
          before: before ? { subject: before.subject, body: before.body } : null,
          after: text,
          requestId: audit.requestId,
        });
        return row!;
      });
    },

    async remove(organizationId: number, key: TemplateKey, audit: TemplateAudit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(emailTemplates).where(keyWhere(organizationId, key)).returning(columns);
        if (!before) return false;
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'email_template.reset',
          entityType: 'email_template',
          entityId: `${key.brandId}:${key.kind}:${key.language}`,
          before: { subject: before.subject, body: before.body },
          after: null,
          requestId: audit.requestId,
        });
        return true;
      });
    },
  };
}
