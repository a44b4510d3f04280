import { agreementTemplates, agreementVersions, checkinSettings, organizationMembers } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpHost } from '../../testing/host-accounts-world.ts';
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

let members = 0;
async function memberAs(role: 'front_desk' | 'housekeeping' | 'accountant'): Promise<string> {
  const session = await signUpHost(w.call, w.db, { email: `checkin-${role}-${members++}-${Date.now().toString(36)}@example.test`, name: `Host ${role}` });
  const me = (await w.call('GET', '/apis/host/me', undefined, session)).json();
  await w.db.insert(organizationMembers).values({ organizationId: w.organizationId, userId: me.user.id, role });
  return session;
}

describe('check-in settings per property', () => {
  it('shows the defaults until saved, then the saved steps (once each), deposit timeline and retention, audited', async () => {
    expect((await w.call('GET', url, undefined, w.owner)).json()).toEqual({ propertyId, configured: false, requiredSteps: [], depositAmountMinor: 0, depositHoursBeforeArrival: 24, depositReleaseDaysAfterCheckout: 2, identityRetentionDays: 30, depositFallback: 'reauthorize', arrivalWindow: null, guestDateChanges: false });
    const saved = await w.call('PUT', url, settings, w.owner);
    expect(saved.status).toBe(200);
    const expected = { ...settings, requiredSteps: ['general_info', 'terms', 'security_deposit'], propertyId, configured: true, depositFallback: 'reauthorize', arrivalWindow: null, guestDateChanges: false };
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
    const agreement = `/apis/host/organizations/${w.stranger.organizationId}/properties/${propertyId}/agreement`;
    expect((await w.call('GET', agreement, undefined, w.stranger.session)).status).toBe(404);
    expect((await w.call('POST', `${agreement}/versions`, { language: 'en', body: 'Mine now' }, w.stranger.session)).status).toBe(404);
    expect((await w.call('POST', `${agreement}/preview`, { language: 'en', body: 'x' }, w.stranger.session)).status).toBe(404);
  });

  it('keeps the deposit fallback and the arrival window, and refuses a window that ends before it starts', async () => {
    const window = { earliestArrival: '14:00', latestArrival: '18:00', slotMinutes: 60, departureBy: '10:00' };
    const saved = await w.call('PUT', url, { ...settings, depositFallback: 'charge_and_refund', arrivalWindow: window }, w.owner);
    expect(saved.status).toBe(200);
    expect((await w.call('GET', url, undefined, w.owner)).json()).toMatchObject({ depositFallback: 'charge_and_refund', arrivalWindow: window });
    const [row] = await w.db.select().from(checkinSettings).where(eq(checkinSettings.propertyId, propertyId));
    expect(row).toMatchObject({ depositFallback: 'charge_and_refund', arrivalSlotMinutes: 60 });
    const backwards = await w.call('PUT', url, { ...settings, arrivalWindow: { ...window, latestArrival: '13:00' } }, w.owner);
    expect(backwards.status).toBe(400);
    expect(backwards.json().error.fields).toEqual([expect.objectContaining({ field: 'arrivalWindow.latestArrival', reason: 'latest_before_earliest' })]);
    const badSlot = await w.call('PUT', url, { ...settings, depositFallback: 'none', arrivalWindow: { ...window, slotMinutes: 7 } }, w.owner);
    expect(badSlot.status).toBe(400);
    expect(badSlot.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['arrivalWindow.slotMinutes', 'depositFallback']);
    expect((await w.call('GET', url, undefined, w.owner)).json().arrivalWindow).toEqual(window);
  });
});

describe('the agreement text per language, with versions', () => {
  const agreementUrl = () => `/apis/host/organizations/${w.organizationId}/properties/${propertyId}/agreement`;

  it('makes a new immutable version per save and language, with author and time, audited; lists the history', async () => {
    const empty = (await w.call('GET', agreementUrl(), undefined, w.owner)).json();
    expect(empty).toMatchObject({ propertyId, current: [], versions: [] });
    expect(empty.placeholders).toEqual(expect.arrayContaining(['guestName', 'propertyName', 'checkIn', 'checkOut']));
    expect(empty.builtIn.map((text: { language: string }) => text.language)).toEqual(['en', 'de', 'pt']);

    const first = await w.call('POST', `${agreementUrl()}/versions`, { language: 'en', body: 'Dear {{guestName}}, welcome to {{propertyName}}.' }, w.owner);
    expect(first.status).toBe(201);
    const second = await w.call('POST', `${agreementUrl()}/versions`, { language: 'en', body: 'Second text for {{guestName}}.' }, w.owner);
    await w.call('POST', `${agreementUrl()}/versions`, { language: 'de', body: 'Hallo {{guestName}}.' }, w.owner);
    const view = (await w.call('GET', agreementUrl(), undefined, w.owner)).json();
    expect(second.json().versions).toHaveLength(2);
    expect(view.versions.map((v: { language: string; version: number }) => `${v.language}${v.version}`)).toEqual(['de1', 'en2', 'en1']);
    expect(view.versions[0]).toMatchObject({ authorName: expect.any(String), publishedAt: expect.any(String) });
    expect(view.current).toEqual([
      expect.objectContaining({ language: 'en', version: 2, body: 'Second text for {{guestName}}.', preview: 'Second text for Maria Example.' }),
      expect.objectContaining({ language: 'de', version: 1, preview: 'Hallo Maria Example.' }),
    ]);
    // The first version is still there, unchanged.
    const [settingsRow] = await w.db.select().from(checkinSettings).where(eq(checkinSettings.propertyId, propertyId));
    const versions = await w.db.select().from(agreementVersions).where(eq(agreementVersions.templateId, settingsRow!.agreementTemplateId!));
    expect(versions.find((v) => v.language === 'en' && v.version === 1)?.body).toBe('Dear {{guestName}}, welcome to {{propertyName}}.');
    expect(await w.lastAudit('agreement.publish')).toMatchObject({ entityType: 'property', entityId: String(propertyId), after: { language: 'de', version: 1 } });
  });

  it('previews a draft with sample values (nothing saved) and a saved version as a PDF', async () => {
    const before = (await w.call('GET', agreementUrl(), undefined, w.owner)).json().versions.length;
    const preview = await w.call('POST', `${agreementUrl()}/preview`, { language: 'pt', body: '{{guestName}} em {{propertyName}}, {{checkIn}}; {{typo}}' }, w.owner);
    expect(preview.status).toBe(200);
    expect(preview.json().preview).toBe('Maria Example em Check-in flat, 10 de julho de 2026; {{typo}}');
    expect((await w.call('GET', agreementUrl(), undefined, w.owner)).json().versions).toHaveLength(before);
    const versionId = (await w.call('GET', agreementUrl(), undefined, w.owner)).json().versions[0].id;
    const pdf = await w.call('GET', `${agreementUrl()}/versions/${versionId}/preview`, undefined, w.owner);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('gives a property its own text when its template is shared with another property (the other keeps its text)', async () => {
    const make = async (name: string) => (await w.call('POST', `/apis/host/organizations/${w.organizationId}/properties`, { name, propertyType: 'apartment', cityId: w.city.id, addressLine1: 'Rua B 2', latitude: 38.71, longitude: -9.13 }, w.owner)).json().id as number;
    const [first, second] = [await make('Shared one'), await make('Shared two')];
    const [template] = await w.db.insert(agreementTemplates).values({ organizationId: w.organizationId, name: 'House terms' }).returning();
    await w.db.insert(agreementVersions).values({ organizationId: w.organizationId, templateId: template!.id, version: 1, language: 'en', body: 'Shared terms' });
    for (const id of [first, second]) await w.db.insert(checkinSettings).values({ propertyId: id, organizationId: w.organizationId, requiredSteps: ['terms'], agreementTemplateId: template!.id });
    const firstUrl = `/apis/host/organizations/${w.organizationId}/properties/${first}/agreement`;
    const published = await w.call('POST', `${firstUrl}/versions`, { language: 'de', body: 'Eigene Bedingungen' }, w.owner);
    expect(published.status).toBe(201);
    expect(published.json().current.map((text: { language: string; version: number; body: string }) => [text.language, text.version, text.body])).toEqual([
      ['en', 1, 'Shared terms'],
      ['de', 1, 'Eigene Bedingungen'],
    ]);
    const other = (await w.call('GET', `/apis/host/organizations/${w.organizationId}/properties/${second}/agreement`, undefined, w.owner)).json();
    expect(other.current.map((text: { language: string }) => text.language)).toEqual(['en']);
    expect(other.versions).toHaveLength(1);
  });

  it('numbers concurrent saves of one language one after the other (no lost or duplicate version)', async () => {
    const before = (await w.call('GET', agreementUrl(), undefined, w.owner)).json().versions.filter((v: { language: string }) => v.language === 'en').length;
    const saves = await Promise.all([1, 2, 3, 4].map((n) => w.call('POST', `${agreementUrl()}/versions`, { language: 'en', body: `Parallel ${n}` }, w.owner)));
    expect(saves.map((save) => save.status)).toEqual([201, 201, 201, 201]);
    const english = (await w.call('GET', agreementUrl(), undefined, w.owner)).json().versions.filter((v: { language: string }) => v.language === 'en');
    expect(english.map((v: { version: number }) => v.version).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: before + 4 }, (_, i) => i + 1));
  });

  it('lets owner and front desk publish; housekeeping and accountant only read', async () => {
    for (const [role, canWrite] of [['front_desk', true], ['housekeeping', false], ['accountant', false]] as const) {
      const session = await memberAs(role);
      expect((await w.call('GET', agreementUrl(), undefined, session)).status).toBe(200);
      expect((await w.call('POST', `${agreementUrl()}/preview`, { language: 'en', body: 'x' }, session)).status).toBe(200);
      const published = await w.call('POST', `${agreementUrl()}/versions`, { language: 'pt', body: `Texto de ${role}` }, session);
      expect(published.status).toBe(canWrite ? 201 : 403);
      const put = await w.call('PUT', url, settings, session);
      expect(put.status).toBe(canWrite ? 200 : 403);
    }
    const pt = (await w.call('GET', agreementUrl(), undefined, w.owner)).json().versions.filter((v: { language: string }) => v.language === 'pt');
    expect(pt).toHaveLength(1);
  });

  it('refuses an empty text, an unknown language and answers 404 for an unknown version', async () => {
    const bad = await w.call('POST', `${agreementUrl()}/versions`, { language: 'fr', body: '   ' }, w.owner);
    expect(bad.status).toBe(400);
    expect(bad.json().error.fields.map((f: { field: string }) => f.field).sort()).toEqual(['body', 'language']);
    expect((await w.call('GET', `${agreementUrl()}/versions/999999/preview`, undefined, w.owner)).status).toBe(404);
  });
});
