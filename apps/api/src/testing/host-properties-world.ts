import { amenities, areas, auditLog, type Database } from '@direct/db';
import { createCity } from '@direct/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';

// A host with an organization (and its first brand), a city with an area, a few amenities and the
// website's token: what the host-properties tests build on. The clock is fixed so "future" stays
// and "coming" rates are fixed dates.

export const fixedToday = '2026-03-10';

export type HostPropertiesWorld = TestApp & {
  call: HostCall;
  owner: string;
  organizationId: number;
  brandId: number;
  city: { id: number; slug: string; areaId: number };
  amenityIds: number[];
  siteToken: string;
  // Another host's organization, to prove tenancy.
  stranger: { session: string; organizationId: number };
  guestGet: (url: string) => Promise<{ status: number; json: LightMyRequestResponse['json'] }>;
  lastAudit: (action: string) => Promise<typeof auditLog.$inferSelect | undefined>;
};

async function organizationOf(call: HostCall, session: string, alias: string): Promise<{ id: number; brandId: number }> {
  const created = await call('POST', '/apis/host/organizations', { name: `Org ${alias}`, brandName: `Brand ${alias}`, brandAlias: alias }, session);
  if (created.status !== 201) throw new Error(`organization: ${created.status}`);
  const body = created.json();
  return { id: body.id, brandId: body.brands[0].id };
}

async function insertAmenities(db: Database): Promise<number[]> {
  const rows = await db
    .insert(amenities)
    .values([
      { code: 'wifi', category: 'essentials' },
      { code: 'kitchen', category: 'essentials' },
      { code: 'balcony', category: 'outdoor' },
    ])
    .onConflictDoNothing()
    .returning({ id: amenities.id });
  return rows.map((row) => row.id);
}

export async function createHostPropertiesWorld(env: Record<string, string> = {}): Promise<HostPropertiesWorld> {
  const t = await createTestApp({ env, now: () => new Date(`${fixedToday}T12:00:00Z`) });
  const call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = Date.now().toString(36);
  const owner = await signUpHost(call, t.db, { email: `props-owner-${stamp}@example.test` });
  const organization = await organizationOf(call, owner, `props-${stamp}`);
  const strangerSession = await signUpHost(call, t.db, { email: `props-stranger-${stamp}@example.test` });
  const stranger = await organizationOf(call, strangerSession, `stranger-${stamp}`);
  const city = await createCity(t.db);
  const [area] = await t.db.insert(areas).values({ cityId: city.id, name: 'Old Town', slug: 'old-town' }).returning();
  await insertClient(t.db, { clientId: t.config.webClientId, secret: 'props-site-secret' });
  const siteToken = await requestToken(t.app, t.config.webClientId, 'props-site-secret');
  return {
    ...t,
    call,
    owner,
    organizationId: organization.id,
    brandId: organization.brandId,
    city: { id: city.id, slug: city.slug, areaId: area!.id },
    amenityIds: await insertAmenities(t.db),
    siteToken,
    stranger: { session: strangerSession, organizationId: stranger.id },
    guestGet: async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${siteToken}` } });
      return { status: response.statusCode, json: response.json.bind(response) as LightMyRequestResponse['json'] };
    },
    lastAudit: async (action) => {
      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, organization.id), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    },
  };
}
