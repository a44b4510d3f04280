import { ErrorEnvelope } from '@direct/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createStayListing, type StayListing } from '../../testing/stays-world.ts';

// The development surfaces (the mailbox, which shows guests' check-in links, and past stays, which
// fabricate finished stays to review, and the automations' test clock) exist only when DEV_SURFACES asks for them.

const production = {
  NODE_ENV: 'production',
  TOKEN_SIGNING_SECRET: 'a-production-secret-with-more-than-32-characters',
  WEB_CLIENT_SECRET: 'not-the-demo-secret',
  CONSOLE_CLIENT_SECRET: 'not-the-demo-console-secret',
  DOCUMENTS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
};

type Surfaces = { t: TestApp; bearer: string; listing: StayListing };

async function surfacesOf(env: Record<string, string>): Promise<Surfaces> {
  const t = await createTestApp({ env });
  await insertClient(t.db, { clientId: 'surface-site', secret: 'surface-secret' });
  return { t, bearer: await requestToken(t.app, 'surface-site', 'surface-secret'), listing: await createStayListing(t.db) };
}

const calls = (s: Surfaces) => ({
  mailbox: () => s.t.app.inject({ method: 'GET', url: `/apis/dev/mailbox?brand_id=${s.listing.brand.id}`, headers: { authorization: `Bearer ${s.bearer}` } }),
  message: () => s.t.app.inject({ method: 'GET', url: `/apis/dev/mailbox/1?brand_id=${s.listing.brand.id}`, headers: { authorization: `Bearer ${s.bearer}` } }),
  pastStay: () =>
    s.t.app.inject({ method: 'POST', url: '/apis/dev/past_stays', headers: { authorization: `Bearer ${s.bearer}` }, payload: { brand_id: s.listing.brand.id } }),
  testClock: () => s.t.app.inject({ method: 'POST', url: '/apis/dev/automations/run', headers: { authorization: `Bearer ${s.bearer}` }, payload: { at: '2026-05-01' } }),
  documented: async () => Object.keys((await s.t.app.inject({ method: 'GET', url: '/apis/docs/json' })).json<{ paths: object }>().paths).filter((path) => path.startsWith('/apis/dev/')),
});

async function expectNoRoute(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(404);
  expect(ErrorEnvelope.parse(response.json()).error.message).toMatch(/^There is no route /);
}

describe.each([
  ['by default (NODE_ENV=test)', {}],
  ['by default in production', production],
  ['with the old DEV_MAILBOX=true', { DEV_MAILBOX: 'true', DEMO_DATA: 'true' }],
])('development surfaces %s', (_name, env) => {
  let s: Surfaces;
  beforeAll(async () => {
    s = await surfacesOf(env);
  }, 180_000);
  afterAll(() => s?.t.close());

  it('are not there: the mailbox and past stays are 404 and undocumented', async () => {
    const call = calls(s);
    await expectNoRoute(await call.mailbox());
    await expectNoRoute(await call.message());
    await expectNoRoute(await call.pastStay());
    await expectNoRoute(await call.testClock());
    expect(await call.documented()).toEqual([]);
  });
});

describe('development surfaces with DEV_SURFACES=true', () => {
  let s: Surfaces;
  beforeAll(async () => {
    s = await surfacesOf({ DEV_SURFACES: 'true' });
  }, 180_000);
  afterAll(() => s?.t.close());

  it('serve the mailbox and past stays', async () => {
    const call = calls(s);
    const mailbox = await call.mailbox();
    expect(mailbox.statusCode, mailbox.body).toBe(200);
    expect(mailbox.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const pastStay = await call.pastStay();
    expect(pastStay.statusCode, pastStay.body).toBe(201);
    expect(pastStay.json()).toMatchObject({ propertyId: s.listing.property.id });
    const clock = await call.testClock();
    expect(clock.statusCode, clock.body).toBe(200);
    expect(clock.json()).toMatchObject({ at: '2026-05-01T12:00:00.000Z', sent: { review_invitation: 0 } });
    expect((await call.documented()).sort()).toEqual(['/apis/dev/automations/run', '/apis/dev/mailbox', '/apis/dev/mailbox/{id}', '/apis/dev/past_stays']);
  });
});
