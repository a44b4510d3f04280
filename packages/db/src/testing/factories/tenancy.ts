import type { Database } from '../../client.ts';
import * as schema from '../../schema/index.ts';
import type { Brand, BrandDomain, Insert, Organization } from './rows.ts';
import { first, nextNumber } from './sequence.ts';

export async function createOrganization(db: Database, overrides: Partial<Insert<typeof schema.organizations>> = {}): Promise<Organization> {
  const n = nextNumber();
  return first(await db.insert(schema.organizations).values({ name: `Test Host ${n}`, slug: `test-host-${n}`, email: `host${n}@example.test`, ...overrides }).returning());
}

export async function createBrand(
  db: Database,
  input: { organizationId: number; hostname?: string } & Partial<Insert<typeof schema.brands>>,
): Promise<{ brand: Brand; domain: BrandDomain }> {
  const n = nextNumber();
  const { hostname, ...overrides } = input;
  const brand = first(
    await db
      .insert(schema.brands)
      .values({
        name: `Test Brand ${n}`,
        urlAlias: `test-brand-${n}`,
        theme: { primaryColor: '#1d4e89', accentColor: '#f2a541', backgroundColor: '#ffffff', textColor: '#1f2933', logoText: `Test Brand ${n}` },
        ...overrides,
      })
      .returning(),
  );
  const domain = first(
    await db.insert(schema.brandDomains).values({ brandId: brand.id, hostname: hostname ?? `${brand.urlAlias}.localhost`, isPrimary: true }).returning(),
  );
  return { brand, domain };
}
