import { ErrorEnvelope, NewsletterSubscriptionCreated } from '@direct/contracts';
import { newsletterSubscriptions } from '@direct/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;

beforeAll(async () => {
  t = await createSeededTestApp();
});
afterAll(() => t?.close());

const subscribe = (payload: unknown) => t.post('/apis/newsletter_subscriptions', payload);

async function expectAlreadySubscribed(payload: unknown) {
  const response = await subscribe(payload);
  expect(response.statusCode, response.body).toBe(409);
  const envelope = ErrorEnvelope.parse(response.json());
  expect(envelope.error.code).toBe('conflict');
  expect(envelope.error.fields).toEqual([{ field: 'email', reason: 'already_subscribed', message: 'This email address is already subscribed.' }]);
}

const rowsFor = (email: string) =>
  t.db.select().from(newsletterSubscriptions).where(sql`lower(${newsletterSubscriptions.email}) = ${email.toLowerCase()}`);

describe('POST /apis/newsletter_subscriptions', () => {
  it('subscribes an address to a brand', async () => {
    const response = await subscribe({ brand_id: 1, email: 'news@example.test', language: 'pt' });
    expect(response.statusCode, response.body).toBe(201);
    const created = NewsletterSubscriptionCreated.parse(response.json());
    expect(created.status).toBe('subscribed');
    const [row] = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, created.id));
    expect(row).toMatchObject({ brandId: 1, organizationId: 1, email: 'news@example.test', language: 'pt', unsubscribedAt: null });
  });

  it('answers 409 for an address already subscribed, in any letter case', async () => {
    expect((await subscribe({ brand_id: 1, email: 'twice@example.test' })).statusCode).toBe(201);
    await expectAlreadySubscribed({ brand_id: 1, email: 'twice@example.test' });
    await expectAlreadySubscribed({ brand_id: 1, email: 'TWICE@Example.Test' });
    // Another brand has its own list.
    expect((await subscribe({ brand_id: 2, email: 'twice@example.test' })).statusCode).toBe(201);
    expect(await rowsFor('twice@example.test')).toHaveLength(2);
  });

  it('subscribes a previously unsubscribed address again', async () => {
    const first = NewsletterSubscriptionCreated.parse((await subscribe({ brand_id: 1, email: 'back@example.test' })).json());
    await t.db.update(newsletterSubscriptions).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscriptions.id, first.id));
    const again = await subscribe({ brand_id: 1, email: 'Back@example.test' });
    expect(again.statusCode, again.body).toBe(201);
    expect(NewsletterSubscriptionCreated.parse(again.json()).id).toBe(first.id);
    const rows = await rowsFor('back@example.test');
    expect(rows.map((row) => row.unsubscribedAt)).toEqual([null]);
    await expectAlreadySubscribed({ brand_id: 1, email: 'back@example.test' });
  });

  it('lets exactly one of several simultaneous subscriptions through', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => subscribe({ brand_id: 1, email: i % 2 ? 'RACE@example.test' : 'race@example.test' })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await rowsFor('race@example.test')).toHaveLength(1);
  });

  it('validates the body and the brand', async () => {
    for (const [payload, field] of [
      [{ brand_id: 1, email: 'nope' }, 'email'],
      [{ brand_id: 1 }, 'email'],
      [{ email: 'a@example.test' }, 'brand_id'],
      [{ brand_id: 1, email: 'a@example.test', language: 'xx' }, 'language'],
    ] as const) {
      const response = await subscribe(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorEnvelope.parse(response.json()).error.fields.map((entry) => entry.field)).toContain(field);
    }
    expect((await subscribe({ brand_id: 9999, email: 'a@example.test' })).statusCode).toBe(404);
  });
});
