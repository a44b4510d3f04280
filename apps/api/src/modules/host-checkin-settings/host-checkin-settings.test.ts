import { checkinSettings } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostPropertiesWorld, type HostPropertiesWorld } from '../../testing/host-properties-world.ts';

let w: HostPropertiesWorld;
let url = '';
let propertyId = 0;
const settings = { requiredSteps: ['general_info', 'terms', 'security_deposit', 'terms'], depositAmountMinor: 30_000, depositHoursBeforeArrival: 48, depositReleaseDaysAfterCheckout: 3, identityRetentionDays: 14 };

beforeAll(async () => {
  w = await createHostPropertiesWorld();
  const created = await w.call('POST', `/apis/host/organizations/${w.organizationId}/properties`, { name: 'Check-in flat', propertyType: 'apartment', cityId: w.city.id, addressLine1: 'Rua A 1', latitude: 38.71, longitude: -9.13 }, w.owner);
  propertyId = created.json().id;
  url = `/apis/host/organizations/${w.organizationId}/properties/${propertyId}/checkin-settings`;
});
afterAll(async () => w?.close());

describe('check-in settings per property', () => {
  it('shows the defaults until saved, then the saved steps (once each), deposit timeline and retention, audited', async () => {
    expect((await w.call('GET', url, undefined, w.owner)).json()).toEqual({ propertyId, configured: false, requiredSteps: [], depositAmountMinor: 0, depositHoursBeforeArrival: 24, depositReleaseDaysAfterCheckout: 2, identityRetentionDays: 30 });
    const saved = await w.call('PUT', url, settings, w.owner);
    expect(saved.status).toBe(200);
    const expected = { ...settings, requiredSteps: ['general_info', 'terms', 'security_deposit'], propertyId, configured: true };
    expect(saved.json()).toEqual(expected);
    expect((await w.call('GET', url, undefined, w.owner)).json()).toEqual(expected);
    const [row] = await w.db.select().from(checkinSettings).where(eq(checkinSettings.propertyId, propertyId));
    expect(row).toMatchObject({ organizationId: w.organizationId, depositHoursBeforeArrival: 48 });
    expect(await w.lastAudit('checkin_settings.update')).toMatchObject({ entityType: 'property', entityId: String(propertyId), before: null });
    const again = await w.call('PUT', url, { ...settings, identityRetentionDays: 7 }, w.owner);
    expect(again.json().identityRetentionDays).toBe(7);
    expect(await w.lastAudit('checkin_settings.update')).toMatchObject({ before: { identityRetentionDays: 14 }, after: { identityRetentionDays: 7 } });
  });

  it('refuses a required deposit without an amount, unknown steps and out-of-range numbers, naming the field', async () => {
    const noAmount = await w.call('PUT', url, { ...settings, depositAmountMinor: 0 }, w.owner);
    expect(noAmount.status).toBe(400);
    expect(noAmount.json().error.fields).toEqual([expect.objectContaining({ field: 'depositAmountMinor', reason: 'required_for_deposit_step' })]);
    const bad = await w.call('PUT', url, { ...settings, requiredSteps: ['selfie'], identityRetentionDays: 0, depositHoursBeforeArrival: 10_000 }, w.owner);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['depositHoursBeforeArrival', 'identityRetentionDays', 'requiredSteps.0']);
    expect((await w.call('GET', url, undefined, w.owner)).json().identityRetentionDays).toBe(7);
  });

  it('keeps another organization out: 404 and nothing written', async () => {
    const foreign = `/apis/host/organizations/${w.stranger.organizationId}/properties/${propertyId}/checkin-settings`;
    expect((await w.call('GET', foreign, undefined, w.stranger.session)).status).toBe(404);
    expect((await w.call('PUT', foreign, { ...settings, identityRetentionDays: 99 }, w.stranger.session)).status).toBe(404);
    expect((await w.call('GET', url, undefined, w.owner)).json().identityRetentionDays).toBe(7);
  });
});
