import { auditLog, emailTemplates, propertyAccessDetails } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmailAutomationsWorld, type EmailAutomationsWorld } from '../../testing/email-automations-world.ts';
import { fieldsOf } from '../../testing/pricing-world.ts';

// The host's texts of the automation emails, the automations' settings and the access details:
// defaults until a host writes their own, unknown variables refused field by field, a branded
// preview, and nothing of another organization ever read or changed.

let w: EmailAutomationsWorld;
beforeAll(async () => {
  w = await createEmailAutomationsWorld();
}, 180_000);
afterAll(() => w?.t.close());

const templatePath = (brandId: number, kind = 'review_invitation', language = 'en') => `${w.base}/email-templates/${brandId}/${kind}/${language}`;

describe('email templates', () => {
  it('lists every kind in each language of the brand, with the default text until the host writes one', async () => {
    const answer = await w.call('GET', `${w.base}/email-templates`, undefined, w.owner);
    expect(answer.status, JSON.stringify(answer.json())).toBe(200);
    const list = answer.json();
    expect(list.brandId).toBe(w.listing.brand.id);
    expect(list.data).toHaveLength(6 * list.brands[0].languages.length);
    const review = list.data.find((row: { kind: string; language: string }) => row.kind === 'review_invitation' && row.language === 'de');
    expect(review).toMatchObject({ custom: false, subject: 'Wie war Ihr Aufenthalt in {{property}}?', variables: expect.arrayContaining(['reviewLink', 'guestName']) });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses unknown variables naming the field and the names, and saves nothing', async () => {
    const answer = await w.call('PUT', templatePath(w.listing.brand.id), { subject: 'Hi {{gestName}}', body: 'Your door code: {{doorCode}}\n\n{{reviewLink}}' }, w.owner);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual(['subject:unknown_variable', 'body:unknown_variable']);
    expect(answer.json().error.fields[1].message).toBe('Unknown variable: {{doorCode}}');
    expect(await w.t.db.select().from(emailTemplates)).toEqual([]);
    const preview = await w.call('POST', `${templatePath(w.listing.brand.id)}/preview`, { subject: 'x', body: '{{ nope }}' }, w.owner);
    expect(fieldsOf(preview)).toEqual(['body:unknown_variable']);
  });

  it('previews the branded email with sample values, escaping what the host typed', async () => {
    const answer = await w.call('POST', `${templatePath(w.listing.brand.id)}/preview`, { subject: 'How was {{property}}?', body: 'Dear {{guestName}} <b>friend</b>,\n\n{{reviewLink}}' }, w.owner);
    expect(answer.status, JSON.stringify(answer.json())).toBe(200);
    const preview = answer.json();
    expect(preview.subject).toBe('How was Casa do Mar?');
    expect(preview.text).toContain('Dear Maria <b>friend</b>,');
    expect(preview.text).toContain('Write a review: ');
    expect(preview.html).toContain('Dear Maria &lt;b&gt;friend&lt;/b&gt;,');
    expect(preview.html).toContain(`background-color:${w.listing.brand.theme.primaryColor}`);
    expect(preview.html).toContain('Write a review');
    expect(await w.t.db.select().from(emailTemplates)).toEqual([]);
  });

  it('saves the host’s text (audited), shows it, and goes back to the default on reset', async () => {
    const text = { subject: 'Tell us about {{property}}', body: 'Hello {{guestName}}!\n\n{{reviewLink}}' };
    const saved = await w.call('PUT', templatePath(w.listing.brand.id), text, w.owner);
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    expect(saved.json()).toMatchObject({ ...text, custom: true });
    expect((await w.call('GET', templatePath(w.listing.brand.id), undefined, w.owner)).json()).toMatchObject({ ...text, custom: true });
    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'email_template.save'));
    expect(audit).toHaveLength(1);
    expect((await w.call('DELETE', templatePath(w.listing.brand.id), undefined, w.owner)).status).toBe(204);
    expect((await w.call('GET', templatePath(w.listing.brand.id), undefined, w.owner)).json()).toMatchObject({ custom: false, subject: 'How was your stay at {{property}}?' });
  });

  it('never reads or writes another organization’s brand: 404 and nothing changes', async () => {
    const foreign = templatePath(w.other.brandId);
    expect((await w.call('GET', foreign, undefined, w.owner)).status).toBe(404);
    expect((await w.call('PUT', foreign, { subject: 'x', body: 'y' }, w.owner)).status).toBe(404);
    expect((await w.call('POST', `${foreign}/preview`, { subject: 'x', body: 'y' }, w.owner)).status).toBe(404);
    expect((await w.call('GET', `${w.base}/email-templates?brandId=${w.other.brandId}`, undefined, w.owner)).status).toBe(404);
    expect(await w.t.db.select().from(emailTemplates).where(eq(emailTemplates.brandId, w.other.brandId))).toEqual([]);
  });
});

describe('automation settings', () => {
  it('starts from the defaults and saves the settings with per-property switches', async () => {
    const start = (await w.call('GET', `${w.base}/email-automations`, undefined, w.owner)).json();
    expect(start.automations).toContainEqual({ kind: 'before_arrival', enabled: true, daysBefore: 3 });
    expect(start.automations).toContainEqual({ kind: 'booking_confirmed', enabled: false, daysBefore: null });
    expect(start.properties).toEqual([{ propertyId: w.listing.property.id, name: w.listing.property.name, offKinds: [] }]);

    const body = { automations: [{ kind: 'before_arrival', enabled: true, daysBefore: 5 }], properties: [{ propertyId: w.listing.property.id, offKinds: ['hold_recovery'] }] };
    const saved = await w.call('PUT', `${w.base}/email-automations`, body, w.owner);
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    expect(saved.json().automations).toContainEqual({ kind: 'before_arrival', enabled: true, daysBefore: 5 });
    expect(saved.json().properties[0].offKinds).toEqual(['hold_recovery']);
    // Put back: the runner tests start from the defaults.
    await w.call('PUT', `${w.base}/email-automations`, { automations: [{ kind: 'before_arrival', enabled: true, daysBefore: 3 }], properties: [{ propertyId: w.listing.property.id, offKinds: [] }] }, w.owner);
  });

  it('refuses a missing day count and another organization’s property', async () => {
    const noDays = await w.call('PUT', `${w.base}/email-automations`, { automations: [{ kind: 'before_arrival', enabled: true, daysBefore: null }], properties: [] }, w.owner);
    expect(fieldsOf(noDays)).toEqual(['automations.0.daysBefore:required']);
    const tooMany = await w.call('PUT', `${w.base}/email-automations`, { automations: [{ kind: 'before_arrival', enabled: true, daysBefore: 61 }], properties: [] }, w.owner);
    expect(tooMany.status).toBe(400);
    const foreign = await w.call('PUT', `${w.base}/email-automations`, { automations: [], properties: [{ propertyId: w.other.propertyId, offKinds: ['review_invitation'] }] }, w.owner);
    expect(foreign.status).toBe(404);
    expect((await w.call('GET', `/apis/host/organizations/${w.other.organizationId}/email-automations`, undefined, w.other.owner)).json().properties[0].offKinds).toEqual([]);
  });
});

describe('access details', () => {
  it('front desk saves them based on the version read; a stale write is 409; another organization’s property is 404', async () => {
    const path = `${w.base}/properties/${w.listing.property.id}/access-details`;
    expect((await w.call('GET', path, undefined, w.frontDesk)).json()).toMatchObject({ doorCode: '', version: 0 });
    const details = { doorCode: '4821', wifiName: 'Casa', wifiPassword: 'sunny', arrivalInstructions: 'Key box left of the door.' };
    const saved = await w.call('PUT', path, { ...details, version: 0 }, w.frontDesk);
    expect(saved.status, JSON.stringify(saved.json())).toBe(200);
    expect(saved.json()).toMatchObject({ ...details, version: 1 });
    const stale = await w.call('PUT', path, { ...details, doorCode: '0000', version: 0 }, w.owner);
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)).toEqual(['version:stale']);
    // The audit log says they changed, never the codes.
    const audit = await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'property_access_details.save'));
    expect(JSON.stringify(audit)).not.toContain('4821');

    const foreign = `${w.base}/properties/${w.other.propertyId}/access-details`;
    expect((await w.call('GET', foreign, undefined, w.owner)).status).toBe(404);
    expect((await w.call('PUT', foreign, { ...details, version: 0 }, w.owner)).status).toBe(404);
    expect(await w.t.db.select().from(propertyAccessDetails).where(eq(propertyAccessDetails.propertyId, w.other.propertyId))).toEqual([]);
    // Put back: the runner tests add their own.
    await w.t.db.delete(propertyAccessDetails);
  });
});
