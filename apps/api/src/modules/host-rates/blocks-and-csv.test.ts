import { queryRows } from '@direct/db';
import { createBooking } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRatesWorld, type RatesWorld } from '../../testing/host-rates-world.ts';

// Blocks (owner stays, maintenance) under the exclusion constraint, and the CSV of rates: a round
// trip, and a bad file reported by row and column with nothing written.

let w: RatesWorld;
let planId = 0;

beforeAll(async () => {
  w = await createRatesWorld();
  ({ planId } = await w.policyAndPlan('Flexible'));
}, 180_000);
afterAll(async () => w?.close());

const fieldsOf = (answer: { json: () => { error: { fields: { field: string; reason: string }[] } } }) => answer.json().error.fields.map((entry) => `${entry.field}:${entry.reason}`);

describe('blocks', () => {
  it('blocks a unit, lists it, refuses an overlap with a stay naming the booking, and releases it', async () => {
    const blocks = `${w.base}/properties/${w.property.id}/blocks`;
    const unit = w.units[0]!;
    const { booking } = await createBooking(w.db, { brand: { id: w.brandId }, property: w.property, unitType: w.unitTypes[0]!, unit, ratePlan: { id: planId }, checkIn: '2026-06-10', checkOut: '2026-06-14' });

    const created = await w.call('POST', blocks, { unitId: unit.id, from: '2026-06-01', to: '2026-06-05', reason: 'owner_stay', note: 'Family visit' }, w.session);
    expect(created.status).toBe(201);
    expect(created.json()).toMatchObject({ unit: { id: unit.id, unitTypeId: w.unitTypes[0]!.id }, from: '2026-06-01', to: '2026-06-05', reason: 'owner_stay', note: 'Family visit' });
    expect(await w.lastAudit('block.created')).toMatchObject({ after: { reason: 'owner_stay' } });

    const overlap = await w.call('POST', blocks, { unitId: unit.id, from: '2026-06-12', to: '2026-06-20', reason: 'maintenance' }, w.session);
    expect(overlap.status).toBe(409);
    expect(overlap.json().error.message).toContain(`booking ${booking.code} from 2026-06-10 to 2026-06-14`);
    const onBlock = await w.call('POST', blocks, { unitId: unit.id, from: '2026-06-04', to: '2026-06-06', reason: 'maintenance' }, w.session);
    expect(onBlock.json().error.message).toContain('another block from 2026-06-01 to 2026-06-05');

    const list = (await w.call('GET', blocks, undefined, w.session)).json().data;
    expect(list.map((block: { id: number }) => block.id)).toEqual([created.json().id]);
    // Another organization sees neither the list nor the block.
    expect((await w.call('DELETE', `/apis/host/organizations/${w.other.organizationId}/blocks/${created.json().id}`, undefined, w.other.session)).status).toBe(404);
    expect((await w.call('DELETE', `${w.base}/blocks/${created.json().id}`, undefined, w.session)).status).toBe(204);
    expect((await w.call('DELETE', `${w.base}/blocks/${created.json().id}`, undefined, w.session)).status).toBe(404);
    // Its nights are free again.
    expect((await w.call('POST', blocks, { unitId: unit.id, from: '2026-06-04', to: '2026-06-06', reason: 'maintenance' }, w.session)).status).toBe(201);
  });

  it('refuses a unit of another property, and dates the wrong way round', async () => {
    const blocks = `${w.base}/properties/${w.property.id}/blocks`;
    expect(fieldsOf(await w.call('POST', blocks, { unitId: 999_999, from: '2026-07-01', to: '2026-07-03', reason: 'other' }, w.session))).toEqual(['unitId:not_found']);
    expect(fieldsOf(await w.call('POST', blocks, { unitId: w.units[0]!.id, from: '2026-07-03', to: '2026-07-01', reason: 'other' }, w.session))).toEqual(['to:invalid_range']);
  });

  it('closes the blocked nights in the guest’s calendar', async () => {
    // Every unit of every type blocked on one night: nobody can stay it.
    await w.call('POST', `${w.base}/properties/${w.property.id}/rates/bulk-update`, { ratePlanId: planId, unitTypeIds: w.unitTypes.map((u) => u.id), ranges: [{ from: '2026-08-01', to: '2026-08-10' }], set: { priceMinor: 9_000 } }, w.session);
    for (const unit of w.units) {
      const answer = await w.call('POST', `${w.base}/properties/${w.property.id}/blocks`, { unitId: unit.id, from: '2026-08-04', to: '2026-08-06', reason: 'maintenance' }, w.session);
      expect(answer.status).toBe(201);
    }
    const days = (await w.guest(`/apis/rate_and_availability?property=${w.property.id}&calendar[from]=2026-08-03&calendar[to]=2026-08-06`)).json().calendar;
    expect(days.map((day: { date: string; available: boolean }) => [day.date, day.available])).toEqual([
      ['2026-08-03', true],
      ['2026-08-04', false],
      ['2026-08-05', false],
      ['2026-08-06', true],
    ]);
  });
});

describe('rates as CSV', () => {
  const exportUrl = () => `${w.base}/properties/${w.property.id}/rates/export?from=2026-09-01&to=2026-09-30`;
  const importUrl = () => `${w.base}/properties/${w.property.id}/rates/import`;

  it('exports what is stored and imports it back, changed, in one write', async () => {
    const studio = w.unitTypes[0]!;
    await w.call('POST', `${w.base}/properties/${w.property.id}/rates/bulk-update`, { ratePlanId: planId, unitTypeIds: [studio.id], ranges: [{ from: '2026-09-01', to: '2026-09-02' }], set: { priceMinor: 12_050, minStay: 2, maxStay: 7 } }, w.session);
    const file = (await w.call('GET', exportUrl(), undefined, w.session)).json();
    expect(file.rows).toBe(2);
    const lines = file.csv.trim().split('\n');
    expect(lines[0]).toBe('date,unit_type_id,unit_type,rate_plan_id,rate_plan,price,min_stay,max_stay,closed_to_arrival,closed_to_departure,stop_sell');
    expect(lines[1]).toBe(`2026-09-01,${studio.id},Studio,${planId},Flexible,120.50,2,7,no,no,no`);

    const changed = `${file.csv}2026-09-03,${studio.id},Studio,${planId},Flexible,99,1,,no,yes,yes\n`.replace('120.50', '130');
    const imported = await w.call('POST', importUrl(), { csv: changed }, w.session);
    expect(imported.json()).toEqual({ imported: 3 });
    const again = (await w.call('GET', exportUrl(), undefined, w.session)).json();
    expect(again.csv.trim().split('\n').slice(1)).toEqual([
      `2026-09-01,${studio.id},Studio,${planId},Flexible,130.00,2,7,no,no,no`,
      `2026-09-02,${studio.id},Studio,${planId},Flexible,120.50,2,7,no,no,no`,
      `2026-09-03,${studio.id},Studio,${planId},Flexible,99.00,1,,no,yes,yes`,
    ]);
    expect(await w.lastAudit('rates.imported')).toMatchObject({ after: { rows: 3 } });
  });

  it('reports every bad row by row and column, and writes nothing', async () => {
    const studio = w.unitTypes[0]!.id;
    const header = 'date,unit_type_id,unit_type,rate_plan_id,rate_plan,price,min_stay,max_stay,closed_to_arrival,closed_to_departure,stop_sell';
    const csv = [
      header,
      `2026-09-10,${studio},Studio,${planId},Flexible,100,1,,no,no,no`,
      `2026-09-31,${studio},Studio,${planId},Flexible,100,1,,no,no,no`,
      `2026-09-12,${studio},Studio,${planId},Flexible,-5,1,,no,no,no`,
      `2026-09-13,${studio},Studio,${planId},Flexible,100,4,2,no,maybe,no`,
      `2026-09-14,999999,Studio,${planId},Flexible,100,1,,no,no,no`,
      `2026-09-15,${studio},Studio`,
    ].join('\n');
    const answer = await w.call('POST', importUrl(), { csv }, w.session);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([
      'csv.3.date:invalid_date',
      'csv.4.price:invalid_price',
      'csv.5.max_stay:below_min_stay',
      'csv.5.closed_to_departure:invalid_boolean',
      'csv.6.unit_type_id:not_found',
      'csv.7.row:column_count',
    ]);
    const [stored] = await queryRows<{ n: number }>(w.db, sql`select count(*)::int as n from daily_rates where rate_plan_id = ${planId} and date = '2026-09-10'`);
    expect(stored!.n).toBe(0);
    expect(fieldsOf(await w.call('POST', importUrl(), { csv: 'when,price\n2026-09-10,100' }, w.session))).toEqual(['csv.1:header']);
    expect(fieldsOf(await w.call('POST', importUrl(), { csv: `${header}\n"2026-09-10,${studio}` }, w.session))[0]).toMatch(/^csv\.\d+:malformed$/);
  });
});
