import { brandDomains, brands, oauthClients, organizations, type Database } from '@direct/db';
import { hashSecret } from '@direct/domain';
import type { ApiInstance } from '../app.ts';

// Rows the API tests need, inserted directly; each takes only what the test cares about.

export async function insertOrganization(db: Database, values: { id?: number; name?: string } = {}) {
  const name = values.name ?? `Host ${Math.random().toString(36).slice(2, 8)}`;
  const [row] = await db
    .insert(organizations)
    .values({ ...(values.id === undefined ? {} : { id: values.id }), name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') })
    .returning();
  if (!row) throw new Error('organization not inserted');
  return row;
}

export async function insertBrand(
  db: Database,
  values: { organizationId: number; urlAlias: string; isActive?: boolean; isSharedListing?: boolean; languages?: string[]; defaultLanguage?: string },
) {
  const [row] = await db
    .insert(brands)
    .values({
      name: values.urlAlias.replace(/-/g, ' '),
      theme: { primaryColor: '#0b5', accentColor: '#f80', backgroundColor: '#fff', textColor: '#111', logoText: values.urlAlias },
      ...values,
    })
    .returning();
  if (!row) throw new Error('brand not inserted');
  return row;
}

export async function insertBrandDomain(db: Database, values: { brandId: number; hostname: string; isPrimary?: boolean }) {
  await db.insert(brandDomains).values(values);
}

export async function insertClient(
  db: Database,
  values: { clientId: string; secret: string; organizationId?: number | null; scopes?: string[]; isActive?: boolean },
) {
  const { secret, ...rest } = values;
  const [row] = await db
    .insert(oauthClients)
    .values({ name: values.clientId, secretHash: await hashSecret(secret), ...rest })
    .returning();
  if (!row) throw new Error('client not inserted');
  return row;
}

export async function requestToken(app: ApiInstance, clientId: string, secret: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
  });
  if (response.statusCode !== 200) throw new Error(`token request failed: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}
