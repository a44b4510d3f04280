import { and, asc, eq, isNull } from 'drizzle-orm';
import { brandDomains, brands, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

export type BrandDomainsRepository = ReturnType<typeof createBrandDomainsRepository>;
export type BrandDomainRow = typeof brandDomains.$inferSelect;
type Audit = { actor: AuditActor; requestId?: string | undefined };

// brand_domains has no organization column: every lookup goes through the brand it belongs to.
export function createBrandDomainsRepository(db: Database) {
  const ownedBrand = (organizationId: number, brandId: number) => and(eq(brands.id, brandId), eq(brands.organizationId, organizationId));

  async function find(executor: Pick<Database, 'select'>, organizationId: number, brandId: number, domainId: number): Promise<BrandDomainRow | undefined> {
    const [row] = await executor
      .select({ domain: brandDomains })
      .from(brandDomains)
      .innerJoin(brands, eq(brands.id, brandDomains.brandId))
      .where(and(eq(brandDomains.id, domainId), ownedBrand(organizationId, brandId)))
      .limit(1);
    return row?.domain;
  }

  return {
    async brandExists(organizationId: number, brandId: number): Promise<boolean> {
      const rows = await db.select({ id: brands.id }).from(brands).where(ownedBrand(organizationId, brandId)).limit(1);
      return rows.length > 0;
    },

    async list(organizationId: number, brandId: number): Promise<BrandDomainRow[]> {
      const rows = await db
        .select({ domain: brandDomains })
        .from(brandDomains)
        .innerJoin(brands, eq(brands.id, brandDomains.brandId))
        .where(ownedBrand(organizationId, brandId))
        .orderBy(asc(brandDomains.id));
      return rows.map((row) => row.domain);
    },

    find: (organizationId: number, brandId: number, domainId: number) => find(db, organizationId, brandId, domainId),

    // 'taken' when any brand (of any host) already has the host name.
    async add(organizationId: number, brandId: number, input: { hostname: string; token: string }, audit: Audit): Promise<{ ok: true; row: BrandDomainRow } | { ok: false; reason: 'taken' | 'not_found' }> {
      return db.transaction(async (tx) => {
        const [brand] = await tx.select({ id: brands.id }).from(brands).where(ownedBrand(organizationId, brandId)).limit(1);
        if (!brand) return { ok: false, reason: 'not_found' };
        const [row] = await tx
          .insert(brandDomains)
          .values({ brandId, hostname: input.hostname, isPrimary: false, verificationToken: input.token, verifiedAt: null })
          .onConflictDoNothing({ target: brandDomains.hostname })
          .returning();
        if (!row) return { ok: false, reason: 'taken' };
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'brand_domain.added', entityType: 'brand_domain', entityId: row.id, after: { brandId, hostname: row.hostname }, requestId: audit.requestId });
        return { ok: true, row };
      });
    },

    async remove(organizationId: number, brandId: number, domainId: number, audit: Audit): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await find(tx, organizationId, brandId, domainId);
        if (!row) return false;
        await tx.delete(brandDomains).where(eq(brandDomains.id, row.id));
        await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'brand_domain.removed', entityType: 'brand_domain', entityId: row.id, before: { brandId, hostname: row.hostname }, requestId: audit.requestId });
        return true;
      });
    },

    // Every host's domains still waiting for their TXT record (the job's global sweep).
    async pending(limit: number): Promise<(BrandDomainRow & { organizationId: number })[]> {
      const rows = await db
        .select({ domain: brandDomains, organizationId: brands.organizationId })
        .from(brandDomains)
        .innerJoin(brands, eq(brands.id, brandDomains.brandId))
        .where(isNull(brandDomains.verifiedAt))
        .orderBy(asc(brandDomains.lastCheckedAt), asc(brandDomains.id))
        .limit(limit);
      return rows.map((row) => ({ ...row.domain, organizationId: row.organizationId }));
    },

    // Records a lookup; when `verified`, marks the domain verified and audits it in one transaction.
    async recordCheck(organizationId: number, domainId: number, verified: boolean, now: Date, audit: Audit): Promise<BrandDomainRow | undefined> {
      return db.transaction(async (tx) => {
        const owned = await tx
          .select({ id: brandDomains.id })
          .from(brandDomains)
          .innerJoin(brands, eq(brands.id, brandDomains.brandId))
          .where(and(eq(brandDomains.id, domainId), eq(brands.organizationId, organizationId)))
          .limit(1);
        if (owned.length === 0) return undefined;
        const [row] = await tx
          .update(brandDomains)
          .set(verified ? { lastCheckedAt: now, verifiedAt: now } : { lastCheckedAt: now })
          .where(and(eq(brandDomains.id, domainId), isNull(brandDomains.verifiedAt)))
          .returning();
        if (row && verified) {
          await writeAuditEntry(tx, { organizationId, actor: audit.actor, action: 'brand_domain.verified', entityType: 'brand_domain', entityId: row.id, after: { hostname: row.hostname }, requestId: audit.requestId });
        }
        if (row) return row;
        const [current] = await tx.select().from(brandDomains).where(eq(brandDomains.id, domainId)).limit(1);
        return current;
      });
    },
  };
}
