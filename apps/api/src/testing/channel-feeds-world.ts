import { auditLog, emailOutbox, organizationMembers } from '@direct/db';
import { createBooking, createProperty } from '@direct/db/testing';
import type { HostRole } from '@direct/domain/host-access';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createServices } from '../services.ts';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';
import { startIcalFeedsStandIn } from './stand-ins/ical-feeds-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';

// Calendars in, in API tests: an app on a clock the test moves (2026-03-10 12:00 UTC) that may
// fetch private addresses (the stand-in listens on 127.0.0.1), a host organization with a property
// of two unit types of one unit each, people in every role, a second organization for tenancy
// checks, the guest site's client, and the channels' stand-in.

export const feedsToday = new Date('2026-03-10T12:00:00Z');
let worlds = 0;

export async function createChannelFeedsWorld(env: Record<string, string> = { ICAL_ALLOW_PRIVATE_HOSTS: 'true' }) {
  const clock = { now: feedsToday };
  const t: TestApp = await createTestApp({ now: () => clock.now, env });
  const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test', now: () => clock.now });
  const call: HostCall = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = `${Date.now().toString(36)}-${(worlds += 1)}`;
  const ownerEmail = `feeds-${stamp}@example.test`;
  const session = await signUpHost(call, t.db, { email: ownerEmail, name: 'Olga Owner' });
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Feeds host', brandName: 'Feeds brand', brandAlias: `feeds-${stamp}` }, session)).json();
  const otherSession = await signUpHost(call, t.db, { email: `feeds-other-${stamp}@example.test` });
  const other = (await call('POST', '/apis/host/organizations', { name: 'Other host', brandName: 'Other brand', brandAlias: `feeds-other-${stamp}` }, otherSession)).json();
  const brand = { id: organization.brands[0].id as number, organizationId: organization.id as number };
  const { property, unitTypes, units } = await createProperty(t.db, { brand, name: 'Casa Azul', unitTypes: [{ name: 'Studio', units: 1 }, { name: 'Loft', units: 1 }] });
  const sessions = new Map<HostRole, string>([['owner', session]]);
  for (const role of ['manager', 'front_desk', 'housekeeping', 'accountant'] as const) {
    const roleSession = await signUpHost(call, t.db, { email: `feeds-${role.replace('_', '-')}-${stamp}@example.test` });
    const me = (await call('GET', '/apis/host/me', undefined, roleSession)).json();
    await t.db.insert(organizationMembers).values({ organizationId: organization.id, userId: me.user.id, role });
    sessions.set(role, roleSession);
  }
  await insertClient(t.db, { clientId: `feeds-site-${stamp}`, secret: 'feeds-site-secret' });
  const siteToken = await requestToken(t.app, `feeds-site-${stamp}`, 'feeds-site-secret');
  const standIn = await startIcalFeedsStandIn();
  const base = `/apis/host/organizations/${organization.id}`;
  const ratePlan = async () => {
    const policy = await call('POST', `${base}/cancellation-policies`, { name: 'Flexible', kind: 'flexible', rules: [{ daysBeforeArrival: 7, refundPercent: 100 }] }, session);
    const plan = await call('POST', `${base}/properties/${property.id}/rate-plans`, { name: 'Standard', cancellationPolicyId: policy.json().id }, session);
    return plan.json().id as number;
  };
  const planId = await ratePlan();

  return {
    ...t,
    clock,
    services,
    call,
    session,
    sessions,
    ownerEmail,
    organizationId: organization.id as number,
    brandId: brand.id,
    property,
    unitTypes,
    units,
    planId,
    standIn,
    other: { session: otherSession, organizationId: other.id as number, base: `/apis/host/organizations/${other.id}` },
    base,
    guest: (url: string): Promise<LightMyRequestResponse> => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${siteToken}` } }),
    // A paid (confirmed) direct booking on the unit.
    book: async (unitIndex: number, checkIn: string, checkOut: string) =>
      (await createBooking(t.db, { brand: { id: brand.id }, property, unitType: unitTypes[unitIndex]!, unit: units[unitIndex]!, ratePlan: { id: planId }, checkIn, checkOut })).booking,
    emailsTo: async (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(desc(emailOutbox.id)),
    lastAudit: async (action: string) => {
      const [row] = await t.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, organization.id), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    },
    close: async () => {
      await standIn.close();
      await t.close();
    },
  };
}

export type ChannelFeedsWorld = Awaited<ReturnType<typeof createChannelFeedsWorld>>;
