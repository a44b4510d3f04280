import { brands, globalImages, writeAuditEntry, type AuditActor, type BrandPostalAddress, type BrandTheme, type Database } from '@direct/db';
import { and, eq, sql } from 'drizzle-orm';

export type BrandSettingsRepository = ReturnType<typeof createBrandSettingsRepository>;

export type BrandSettingsRow = {
  id: number;
  name: string;
  urlAlias: string;
  tagline: string | null;
  taglines: Partial<Record<string, string>>;
  theme: BrandTheme;
  logoImageId: number | null;
  logoStorageKey: string | null;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  contactEmail: string | null;
  contactPhone: string | null;
  postalAddress: BrandPostalAddress | null;
  ga4MeasurementId: string | null;
  gtmContainerId: string | null;
  metaPixelId: string | null;
  version: number;
};

export type BrandChanges = Partial<Pick<BrandSettingsRow, 'name' | 'tagline' | 'taglines' | 'theme' | 'logoImageId' | 'currency' | 'languages' | 'defaultLanguage' | 'contactEmail' | 'contactPhone' | 'postalAddress' | 'ga4MeasurementId' | 'gtmContainerId' | 'metaPixelId'>>;

const columns = {
  id: brands.id,
  name: brands.name,
  urlAlias: brands.urlAlias,
  tagline: brands.tagline,
  taglines: brands.taglines,
  theme: brands.theme,
  logoImageId: brands.logoImageId,
  logoStorageKey: globalImages.storageKey,
  currency: brands.currency,
  languages: brands.languages,
  defaultLanguage: brands.defaultLanguage,
  contactEmail: brands.contactEmail,
  contactPhone: brands.contactPhone,
  postalAddress: brands.postalAddress,
  ga4MeasurementId: brands.ga4MeasurementId,
  gtmContainerId: brands.gtmContainerId,
  metaPixelId: brands.metaPixelId,
  version: brands.version,
};

// A host's own brands, always looked up with the organization they belong to.
export function createBrandSettingsRepository(db: Database) {
  async function find(executor: Pick<Database, 'select'>, organizationId: number, brandId: number): Promise<BrandSettingsRow | undefined> {
    const [row] = await executor
      .select(columns)
      .from(brands)
      .leftJoin(globalImages, eq(globalImages.id, brands.logoImageId))
      .where(and(eq(brands.id, brandId), eq(brands.organizationId, organizationId)))
      .limit(1);
    return row;
  }

  return {
    find: (organizationId: number, brandId: number) => find(db, organizationId, brandId),

    // 'stale' when someone saved since `version` was read; 'not_found' for another host's brand.
    async update(
      organizationId: number,
      brandId: number,
      expectedVersion: number,
      changes: BrandChanges,
      audit: { actor: AuditActor; requestId?: string },
    ): Promise<{ ok: true; row: BrandSettingsRow } | { ok: false; reason: 'stale' | 'not_found' }> {
      return db.transaction(async (tx) => {
        const before = await find(tx, organizationId, brandId);
        if (!before) return { ok: false, reason: 'not_found' };
        const updated = await tx
          .update(brands)
          .set({ ...changes, version: sql`${brands.version} + 1`, updatedAt: new Date() })
          .where(and(eq(brands.id, brandId), eq(brands.organizationId, organizationId), eq(brands.version, expectedVersion)))
          .returning({ id: brands.id });
        if (updated.length === 0) return { ok: false, reason: 'stale' };
        const after = (await find(tx, organizationId, brandId))!;
        const changed = Object.keys(changes) as (keyof BrandChanges)[];
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'brand.update',
          entityType: 'brand',
          entityId: brandId,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, after[key]])),
          requestId: audit.requestId,
        });
        return { ok: true, row: after };
      });
    },
  };
}
