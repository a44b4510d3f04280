import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@direct/db';
import { createBrand, createOrganization, createProperty, createRatePlan } from '@direct/db/testing';
import { createRatesCalendarRepository } from '../apps/api/src/modules/host-rates/rates-calendar.repository.ts';

const serverUrl = 'postgres://postgres@127.0.0.1:5432/test';
const name = `scratch_rates_${randomBytes(3).toString('hex')}`;
const admin = async (q: string) => { const c = new pg.Client({ connectionString: serverUrl }); await c.connect(); await c.query(q); await c.end(); };
await admin(`create database "${name}"`);
const url = new URL(serverUrl); url.pathname = `/${name}`;
const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
try {
  await handle.migrate();
  const db = handle.db;
  const organization = await createOrganization(db);
  const { brand } = await createBrand(db, { organizationId: organization.id });
  const { property, unitTypes } = await createProperty(db, { brand, unitTypes: Array.from({ length: 20 }, (_, i) => ({ name: `T${i}`, units: 1 })) });
  const { ratePlan } = await createRatePlan(db, { property });
  if (process.env.FF) await db.execute(sql.raw(`alter table daily_rates set (fillfactor = ${process.env.FF})`));
  const repo = createRatesCalendarRepository(db);
  const dates = Array.from({ length: 365 }, (_, i) => new Date(Date.parse('2026-03-10T00:00:00Z') + i * 86400000).toISOString().slice(0, 10));
  const actor = { kind: 'system' as const, id: 'x', name: 'x' };
  for (let i = 0; i < 6; i++) {
    const t = performance.now();
    await repo.bulkUpdate({ organizationId: organization.id, ratePlanId: ratePlan.id, cells: { unitTypeIds: unitTypes.map((u) => u.id), dates }, set: { priceMinor: 10000 + i, minStay: 2 }, actor, audit: {} });
    console.log('bulk', (performance.now() - t).toFixed(1));
  }
  await db.execute(sql`analyze`);
  const t = performance.now();
  await repo.bulkUpdate({ organizationId: organization.id, ratePlanId: ratePlan.id, cells: { unitTypeIds: unitTypes.map((u) => u.id), dates }, set: { priceMinor: 20000 }, actor, audit: {} });
  console.log('bulk after analyze', (performance.now() - t).toFixed(1));
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, buffers) update daily_rates set price_minor = price_minor + 1 where rate_plan_id = ${ratePlan.id}`);
  console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await handle.close();
  await admin(`drop database "${name}" with (force)`);
}
