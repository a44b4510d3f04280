import { ContactMessageCreated, ErrorEnvelope } from '@direct/contracts';
import { contactMessages, emailOutbox } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;

beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t?.close());

const valid = {
  brand_id: 1,
  name: 'Ana Guest',
  email: 'ana@example.test',
  phone: '+351 (21) 123-4567',
  subject: 'Late arrival',
  message: 'We land at midnight; can we still check in?',
};

const counts = async () => ({
  messages: (await t.db.select().from(contactMessages)).length,
  emails: (await t.db.select().from(emailOutbox)).length,
});

async function expectFields(payload: unknown, fields: string[]) {
  const response = await t.post('/apis/contact_messages', payload);
  expect(response.statusCode, response.body).toBe(400);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('validation_failed');
  expect(envelope.error.fields.map((entry) => entry.field).sort()).toEqual([...fields].sort());
}

describe('POST /apis/contact_messages', () => {
  it('stores the message and queues an email to the brand, replying to the guest', async () => {
    const before = await counts();
    const response = await t.post('/apis/contact_messages', { ...valid, property_id: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ContactMessageCreated.parse(response.json());
    const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message).toMatchObject({ organizationId: 1, brandId: 1, propertyId: 1, name: 'Ana Guest', email: 'ana@example.test', phone: valid.phone });
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `contact-message:${id}`));
    expect(email).toMatchObject({ organizationId: 1, brandId: 1, toAddress: 'hello@lisbon-stays.example', status: 'pending' });
    expect(email?.subject).toContain('Late arrival');
    expect(email?.textBody).toContain('Reply to: Ana Guest <ana@example.test>');
    expect(email?.textBody).toContain(valid.message);
    expect(await counts()).toEqual({ messages: before.messages + 1, emails: before.emails + 1 });
  });

  it('accepts a message without the optional fields', async () => {
    const response = await t.post('/apis/contact_messages', { brand_id: 2, name: 'Bo', email: 'bo@example.test', message: 'Is the sauna open in May?' });
    expect(response.statusCode, response.body).toBe(201);
    const blank = await t.post('/apis/contact_messages', { brand_id: 2, name: 'Bo', email: 'bo@example.test', phone: ' ', subject: '', message: 'And the pool?!' });
    expect(blank.statusCode, blank.body).toBe(201);
    const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, ContactMessageCreated.parse(blank.json()).id));
    expect(message).toMatchObject({ phone: null, subject: null });
  });

  it('names each invalid field and writes nothing', async () => {
    const before = await counts();
    await expectFields({ ...valid, name: '', email: 'not-an-email', message: 'short' }, ['name', 'email', 'message']);
    await expectFields({ ...valid, name: 'x'.repeat(121) }, ['name']);
    await expectFields({ ...valid, message: 'x'.repeat(5001) }, ['message']);
    await expectFields({ ...valid, phone: '12345' }, ['phone']);
    await expectFields({ ...valid, phone: '+351 21 123 4567 8901' }, ['phone']);
    await expectFields({ ...valid, phone: '021-CALL-ME' }, ['phone']);
    await expectFields({ brand_id: 1 }, ['name', 'email', 'message']);
    await expectFields({ ...valid, brand_id: 'one' }, ['brand_id']);
    await expectFields({ ...valid, extra: true }, ['extra']);
    expect(await counts()).toEqual(before);
  });

  it('rejects a property outside the brand, and an unknown brand', async () => {
    const before = await counts();
    // Property 11 belongs to Alpine Lodges, 18 is inactive, 19 is Budget Beds (never on the shared listing).
    await expectFields({ ...valid, property_id: 11 }, ['property_id']);
    await expectFields({ ...valid, brand_id: 2, property_id: 18 }, ['property_id']);
    await expectFields({ ...valid, brand_id: 100, property_id: 19 }, ['property_id']);
    await expectFields({ ...valid, property_id: 999_999 }, ['property_id']);
    const unknown = await t.post('/apis/contact_messages', { ...valid, brand_id: 9999 });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorEnvelope.parse(unknown.json()).error.code).toBe('not_found');
    expect(await counts()).toEqual(before);
  });

  it("files a shared-listing message about a property under the property's host", async () => {
    const response = await t.post('/apis/contact_messages', { ...valid, brand_id: 100, property_id: 11 });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ContactMessageCreated.parse(response.json());
    const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message).toMatchObject({ organizationId: 2, brandId: 100, propertyId: 11 });
  });
});
