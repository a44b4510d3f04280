import { and, eq, sql } from 'drizzle-orm';
import { hostProfiles, organizations, queryRows, writeAuditEntry, type AuditActor, type Database } from '@direct/db';

export type HostProfileRepository = ReturnType<typeof createHostProfileRepository>;

export type HostProfileRow = {
  name: string;
  description: string | null;
  logo_image_id: number | null;
  logo_storage_key: string | null;
  is_listed_host: boolean;
  bio_translations: Record<string, string> | null;
  languages_spoken: string[] | null;
  // 1 until the first save creates the profile row.
  version: number;
};

export type HostProfileWrite = {
  name: string;
  description: string | null;
  logoImageId: number | null;
  isListedHost: boolean;
  bioTranslations: Record<string, string>;
  languagesSpoken: string[];
};

type Executor = Pick<Database, 'execute'>;

// The organization's public face (organizations) and the rest of its profile (host_profiles).
export function createHostProfileRepository(db: Database) {
  async function find(executor: Executor, organizationId: number): Promise<HostProfileRow | undefined> {
    const [row] = await queryRows<HostProfileRow>(
      executor as Database,
      sql`select o.name, o.description, o.logo_image_id, i.storage_key as logo_storage_key, o.is_listed_host,
            hp.bio_translations, hp.languages_spoken, coalesce(hp.version, 1) as version
          from organizations o
          left join global_images i on i.id = o.logo_image_id
          left join host_profiles hp on hp.organization_id = o.id
          where o.id = ${organizationId}`,
    );
    return row;
  }

  return {
    find: (organizationId: number) => find(db, organizationId),

    // One of the organization's pictures, or its photo already.
    async imageUsable(organizationId: number, imageId: number): Promise<boolean> {
      const [row] = await queryRows<{ found: boolean }>(
        db,
        sql`select exists (select 1 from images where id = ${imageId} and organization_id = ${organizationId})
              or exists (select 1 from global_images where id = ${imageId} and organization_id = ${organizationId}) as found`,
      );
      return row?.found ?? false;
    },

    // 'stale' when someone saved since `expectedVersion` was read.
    async update(
      organizationId: number,
      expectedVersion: number,
      input: HostProfileWrite,
      audit: { actor: AuditActor; requestId?: string | undefined },
    ): Promise<{ ok: true; row: HostProfileRow } | { ok: false; reason: 'stale' | 'not_found' }> {
      return db.transaction(async (tx) => {
        const before = await find(tx, organizationId);
        if (!before) return { ok: false, reason: 'not_found' };
        // The row exists from the first save on; the version check below then guards it.
        await tx.insert(hostProfiles).values({ organizationId }).onConflictDoNothing();
        const updated = await tx
          .update(hostProfiles)
          .set({ bioTranslations: input.bioTranslations, languagesSpoken: input.languagesSpoken, version: sql`${hostProfiles.version} + 1`, updatedAt: new Date() })
          .where(and(eq(hostProfiles.organizationId, organizationId), eq(hostProfiles.version, expectedVersion)))
          .returning({ version: hostProfiles.version });
        if (updated.length === 0) return { ok: false, reason: 'stale' };
        // organizations is a reference table and points only at global_images (decision 0048): the
        // picked picture is copied there with its id and files (pictures for content are never
        // deleted, so the files outlive both rows).
        if (input.logoImageId !== null) {
          await tx.execute(
            sql`insert into global_images (id, organization_id, storage_key, mime_type, width, height, size_bytes, alt, alt_translations, original_key, variants)
                select id, organization_id, storage_key, mime_type, width, height, size_bytes, alt, alt_translations, original_key, variants
                from images where id = ${input.logoImageId} and organization_id = ${organizationId}
                on conflict do nothing`,
          );
        }
        await tx
          .update(organizations)
          .set({ name: input.name, description: input.description, logoImageId: input.logoImageId, isListedHost: input.isListedHost, updatedAt: new Date() })
          .where(eq(organizations.id, organizationId));
        const after = (await find(tx, organizationId))!;
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'host_profile.updated',
          entityType: 'organization',
          entityId: organizationId,
          before,
          after: input,
          requestId: audit.requestId,
        });
        return { ok: true, row: after };
      });
    },
  };
}
