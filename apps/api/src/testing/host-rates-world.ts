import { auditLog } from '@direct/db';
import { createProperty } from '@direct/db/testing';
import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { consoleToken, hostCaller, signUpHost, type HostCall } from './host-accounts-world.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { insertClient, requestToken } from './test-records.ts';

// The host's rates in API tests: an app on a fixed clock (today is 2026-03-10 UTC), a host
// organization made through the API with a property of two unit types (two units each), a
// second organization for tenancy checks, and the guest site's client for what guests see.

export const ratesToday = new Date('2026-03-10T12:00:00Z');

export type RatesWorld = TestApp & {
  call: HostCall;
  session: string;
  organizationId: number;
  brandId: number;
  property: Awaited<ReturnType<typeof createProperty>>['property'];
  unitTypes: Awaited<ReturnType<typeof createProperty>>['unitTypes'];
  units: Awaited<ReturnType<typeof createProperty>>['units'];
  other: { session: string; organizationId: number };
  base: string;
  guest: (url: string) => Promise<LightMyRequestResponse>;
  // A policy and a base plan made through the API.
  policyAndPlan: (name?: string) => Promise<{ policyId: number; planId: number }>;
  lastAudit: (action: string) => Promise<{ before: unknown; after: unknown } | undefined>;
};

let worlds = 0;

export async function createRatesWorld(): Promise<RatesWorld> {
  const t = await createTestApp({ now: () => ratesToday });
  const call = hostCaller(t.app, await consoleToken(t.app, t.db));
  const stamp = `${Date.now().toString(36)}-${(worlds += 1)}`;
  const session = await signUpHost(call, t.db, { email: `rates-${stamp}@example.test` });
  const organization = (await call('POST', '/apis/host/organizations', { name: 'Rates host', brandName: 'Rates brand', brandAlias: `rates-${stamp}` }, session)).json();
  const otherSession = await signUpHost(call, t.db, { email: `rates-other-${stamp}@example.test` });
  const other = (await call('POST', '/apis/host/organizations', { name: 'Other host', brandName: 'Other brand', brandAlias: `rates-other-${stamp}` }, otherSession)).json();
  const brand = { id: organization.brands[0].id as number, organizationId: organization.id as number };
  const { property, unitTypes, units } = await createProperty(t.db, { brand, name: 'Casa Azul', unitTypes: [{ name: 'Studio', units: 2 }, { name: 'Loft', units: 2 }] });
  await insertClient(t.db, { clientId: `rates-site-${stamp}`, secret: 'rates-site-secret' });
  const siteToken = await requestToken(t.app, `rates-site-${stamp}`, 'rates-site-secret');
  const base = `/apis/host/organizations/${organization.id}`;

  return {
    ...t,
    call,
    session,
    organizationId: organization.id,
    brandId: brand.id,
    property,
    unitTypes,
    units,
    other: { session: otherSession, organizationId: other.id },
    base,
    guest: (url) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${siteToken}` } }),
    policyAndPlan: async (name = 'Standard') => {
      const policy = await call('POST', `${base}/cancellation-policies`, { name: `${name} policy`, kind: 'flexible', rules: [{ daysBeforeArrival: 7, refundPercent: 100 }] }, session);
      if (policy.status !== 201) throw new Error(`policy: ${policy.status} ${JSON.stringify(policy.json())}`);
      const plan = await call('POST', `${base}/properties/${property.id}/rate-plans`, { name, cancellationPolicyId: policy.json().id }, session);
      if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.json())}`);
      return { policyId: policy.json().id, planId: plan.json().id };
    },
    lastAudit: async (action) => {
      const [row] = await t.db
        .select({ before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.organizationId, organization.id), eq(auditLog.action, action)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return row;
    },
  };
}
