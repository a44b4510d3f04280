import { and, eq, sql } from 'drizzle-orm';
import { brandDestinations, queryRows, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

export type DestinationsRepository = ReturnType<typeof createDestinationsRepository>;

export type DestinationRow = {
  city_id: number;
  name: string;
  country_name: string;
  platform_description: string | null;
  descriptions: Record<string, string> | null;
  image_id: number | null;
  image_storage_key: string | null;
  // 1 until the brand's first save for this city.
  version: number;
};

export type DestinationWrite = { descriptions: Record<string, string>; imageId: number | null };

type Executor = Pick<Database, 'execute'>;

// A brand's destinations: the cities its properties are in (any state: the host prepares texts
// before publishing), looked up with the organization the brand belongs to.
export function createDestinationsRepository(db: Database) {
  const rows = (executor: Executor, organizationId: number, brandId: number, cityId?: number) =>
    queryRows<DestinationRow>(
      executor as Database,
      sql`select c.id as city_id, c.name, co.name as country_name, c.description as platform_description,
            bd.descriptions, bd.image_id, i.storage_key as image_storage_key, coalesce(bd.version, 1) as version
          from cities c
          join countries co on co.id = c.country_id
          join brands b on b.id = ${brandId} and b.organization_id = ${organizationId}
          left join brand_destinations bd on bd.organization_id = b.organization_id and bd.brand_id = b.id and bd.city_id = c.id
          left join images i on i.organization_id = bd.organization_id and i.id = bd.image_id
          where exists (select 1 from properties p join property_brands pb on pb.property_id = p.id
                        where pb.brand_id = b.id and p.city_id = c.id and p.organization_id = ${organizationId})
            ${cityId === undefined ? sql`` : sql`and c.id = ${cityId}`}
          order by c.name, c.id`,
    );

  return {
    list: (organizationId: number, brandId: number) => rows(db, organizationId, brandId),
    find: async (organizationId: number, brandId: number, cityId: number) => (await rows(db, organizationId, brandId, cityId))[0],

    async brandExists(organizationId: number, brandId: number): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from brands where id = ${brandId} and organization_id = ${organizationId}) as found`);
      return row?.found ?? false;
    },

    async imageUsable(organizationId: number, imageId: number): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(db, sql`select exists (select 1 from images where id = ${imageId} and organization_id = ${organizationId}) as found`);
      return row?.found ?? false;
    },

    // 'stale' when someone saved since `expectedVersion`; 'not_found' for a city the brand isn't in.
    async update(
      organizationId: number,
      brandId: number,
      cityId: number,
      expectedVersion: number,
      input: DestinationWrite,
      audit: { actor: AuditActor; requestId?: string | undefined },
    ): Promise<{ ok: true; row: DestinationRow } | { ok: false; reason: 'stale' | 'not_found' }> {
      return db.transaction(async (tx) => {
        const [before] = await rows(tx, organizationId, brandId, cityId);
        if (!before) return { ok: false, reason: 'not_found' };
        await tx.insert(brandDestinations).values({ organizationId, brandId, cityId }).onConflictDoNothing();
        const updated = await tx
          .update(brandDestinations)
          .set({ descriptions: input.descriptions, imageId: input.imageId, version: sql`${brandDestinations.version} + 1`, updatedAt: new Date() })
          .where(and(eq(brandDestinations.brandId, brandId), eq(brandDestinations.cityId, cityId), eq(brandDestinations.version, expectedVersion)))
          .returning({ version: brandDestinations.version });
        if (updated.length === 0) return { ok: false, reason: 'stale' };
        const [after] = await rows(tx, organizationId, brandId, cityId);
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'destination.updated',
          entityType: 'brand_destination',
          entityId: `${brandId}:${cityId}`,
          before: { descriptions: before.descriptions, imageId: before.image_id },
          after: input,
          requestId: audit.requestId,
        });
        return { ok: true, row: after! };
      });
    },
  };
}
