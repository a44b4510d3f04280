import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, startApiStandIn, tokenAnswer, type ApiStandIn, type StandInHandler } from '../../testing/api-stand-in.ts';
import { createApiClient, createTokenSource } from '@direct/api-client';
import { handleContactForm, handleNewsletterForm } from './contact.server.ts';

let standIn: ApiStandIn | undefined;
// Failed sends are logged; the tests check the answers, not the log.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await standIn?.close();
  standIn = undefined;
});

async function clientFor(handler: StandInHandler) {
  standIn = await startApiStandIn((request) => (request.path === '/oauth/token' ? tokenAnswer('tok') : handler(request)));
  const tokens = createTokenSource({ apiUrl: standIn.url, clientId: 'direct-web', clientSecret: 'secret' });
  return createApiClient({ apiUrl: standIn.url, tokens });
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const brand = { id: 1 };
const message = { name: 'Ana Silva', email: 'ana@example.com', phone: '', subject: 'May', message: 'Is the loft free in May?' };

describe('contact form', () => {
  it('posts the message to the API, leaving empty optional fields out', async () => {
    const client = await clientFor(() => ({ status: 201, body: { id: 7 } }));
    const answer = await handleContactForm(client, brand, form(message));
    expect(answer).toEqual({ state: { form: 'contact', status: 'sent' }, status: 200 });
    const sent = standIn!.requests.find((request) => request.path === '/apis/contact_messages')!;
    expect(sent.method).toBe('POST');
    expect(JSON.parse(sent.body)).toEqual({ brand_id: 1, name: 'Ana Silva', email: 'ana@example.com', subject: 'May', message: 'Is the loft free in May?' });
  });

  it('answers its own checks without asking the API, keeping the values', async () => {
    const client = await clientFor(() => ({ status: 201, body: { id: 7 } }));
    const answer = await handleContactForm(client, brand, form({ ...message, email: 'ana@' }));
    expect(answer).toEqual({
      state: { form: 'contact', status: 'invalid', values: { ...message, email: 'ana@' }, fieldErrors: { email: 'invalid_email' } },
      status: 400,
    });
    expect(standIn!.count('/apis/contact_messages')).toBe(0);
  });

  it("shows the API's field errors on the fields", async () => {
    const client = await clientFor(() =>
      envelope('validation_failed', 400, 'Invalid body', [{ field: 'phone', message: 'must have 7 to 15 digits', reason: 'invalid_phone' }]),
    );
    const answer = await handleContactForm(client, brand, form({ ...message, phone: '+1 234 567' }));
    expect(answer.status).toBe(400);
    expect(answer.state).toMatchObject({ status: 'invalid', fieldErrors: { phone: 'invalid_phone' }, values: { phone: '+1 234 567' } });
  });

  it('reports a failed send (with the values kept) when the API fails or refuses something else', async () => {
    let client = await clientFor(() => envelope('internal_error', 500, 'Boom'));
    expect(await handleContactForm(client, brand, form(message))).toEqual({ state: { form: 'contact', status: 'failed', values: message }, status: 500 });
    await standIn!.close();
    client = await clientFor(() => envelope('validation_failed', 400, 'Invalid', [{ field: 'brand_id', message: 'x', reason: 'invalid' }]));
    expect((await handleContactForm(client, brand, form(message))).state.status).toBe('failed');
  });

  it('drops a message whose honeypot is filled in, pretending success', async () => {
    const client = await clientFor(() => ({ status: 201, body: { id: 7 } }));
    expect((await handleContactForm(client, brand, form({ ...message, website: 'http://spam.example' }))).state.status).toBe('sent');
    expect(standIn!.count('/apis/contact_messages')).toBe(0);
  });
});

describe('newsletter form', () => {
  it('subscribes in the guest language', async () => {
    const client = await clientFor(() => ({ status: 201, body: { id: 3, status: 'subscribed' } }));
    expect(await handleNewsletterForm(client, brand, 'de', form({ email: ' ana@example.com ' }))).toEqual({
      state: { form: 'newsletter', status: 'subscribed' },
      status: 200,
    });
    const sent = standIn!.requests.find((request) => request.path === '/apis/newsletter_subscriptions')!;
    expect(JSON.parse(sent.body)).toEqual({ brand_id: 1, email: 'ana@example.com', language: 'de' });
  });

  it('tells an address already subscribed so (409 already_subscribed)', async () => {
    const client = await clientFor(() =>
      envelope('conflict', 409, 'already', [{ field: 'email', message: 'already', reason: 'already_subscribed' }]),
    );
    expect(await handleNewsletterForm(client, brand, 'en', form({ email: 'ana@example.com' }))).toEqual({
      state: { form: 'newsletter', status: 'already-subscribed', email: 'ana@example.com' },
      status: 409,
    });
  });

  it('checks the address first, and reports an unreachable API as a failed subscription', async () => {
    const client = await clientFor(() => ({ status: 502, body: 'Bad gateway' }));
    expect((await handleNewsletterForm(client, brand, 'en', form({ email: 'nope' }))).state).toEqual({
      form: 'newsletter',
      status: 'invalid',
      email: 'nope',
      fieldErrors: { email: 'invalid_email' },
    });
    expect(await handleNewsletterForm(client, brand, 'en', form({ email: 'ana@example.com' }))).toEqual({
      state: { form: 'newsletter', status: 'failed', email: 'ana@example.com' },
      status: 503,
    });
  });
});
