import { organizations, type Database } from '@direct/db';

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;

export function createOrganizationsRepository(db: Database) {
  return {
    // Global: whether the platform has any tenant at all (first start seeds demo data).
    async anyExists(): Promise<boolean> {
      const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
      return rows.length > 0;
    },
  };
}
