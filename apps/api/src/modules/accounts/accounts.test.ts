import { hostUsers } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, latestEmailTo, signUpHost, tokenIn, totpCode, type HostCall } from '../../testing/host-accounts-world.ts';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let call: HostCall;
let n = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${n++}@example.test`;

beforeAll(async () => {
  t = await createTestApp({ env: { CONSOLE_ORIGIN: 'http://console.test:3001' } });
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
});
afterAll(async () => t?.close());

describe('signing up and confirming the email', () => {
  it('emails a confirmation link in the host’s language, refuses sign-in until confirmed, then signs in by the link', async () => {
    const email = unique('anna');
    const signedUp = await call('POST', '/apis/host/auth/sign-up', { name: 'Anna Host', email: email.toUpperCase(), password: 'correct horse battery', language: 'de' });
    expect(signedUp.status).toBe(201);
    expect(signedUp.json()).toEqual({ email, verificationSent: true });
    const message = await latestEmailTo(t.db, email);
    expect(message?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Direct');
    expect(message?.textBody).toContain('http://console.test:3001/verify-email?token=');
    const [stored] = await t.db.select().from(hostUsers).where(eq(hostUsers.email, email));
    expect(stored).toMatchObject({ name: 'Anna Host', emailVerified: false, language: 'de' });

    const early = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    expect(early.status).toBe(403);
    expect(early.json().error.message).toMatch(/confirm your email/);

    const verified = await call('POST', '/apis/host/auth/verify-email', { token: tokenIn(message!.textBody) });
    expect(verified.status).toBe(200);
    const session = verified.json().session;
    expect(session.token).toEqual(expect.any(String));
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);

    const me = await call('GET', '/apis/host/me', undefined, session.token);
    expect(me.status).toBe(200);
    expect(me.json()).toEqual({ user: { id: expect.any(String), name: 'Anna Host', email, language: 'de', twoFactorEnabled: false }, memberships: [] });

    const again = await call('POST', '/apis/host/auth/verify-email', { token: tokenIn(message!.textBody) });
    expect(again.status).toBe(410);
  });

  it('answers a sign-up for a taken email exactly like a new one, and creates nothing', async () => {
    const email = unique('taken');
    await signUpHost(call, t.db, { email });
    const again = await call('POST', '/apis/host/auth/sign-up', { name: 'Someone Else', email, password: 'another password 1', language: 'en' });
    expect(again.status).toBe(201);
    expect(again.json()).toEqual({ email, verificationSent: true });
    const users = await t.db.select().from(hostUsers).where(eq(hostUsers.email, email));
    expect(users).toHaveLength(1);
    expect(users[0]!.name).toBe('Test Host');
  });

  it('refuses a short password and a bad email with the fields named', async () => {
    const answer = await call('POST', '/apis/host/auth/sign-up', { name: '', email: 'not-an-email', password: 'short', language: 'en' });
    expect(answer.status).toBe(400);
    const fields = answer.json().error.fields.map((f: { field: string }) => f.field).sort();
    expect(fields).toEqual(['email', 'name', 'password']);
  });

  it('refuses a made-up confirmation token with 410', async () => {
    const answer = await call('POST', '/apis/host/auth/verify-email', { token: 'x'.repeat(40) });
    expect(answer.status).toBe(410);
  });
});

describe('signing in', () => {
  it('signs in with the password and out again; the ended session is refused', async () => {
    const email = unique('ben');
    await signUpHost(call, t.db, { email });
    const signedIn = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json().kind).toBe('session');
    const token = signedIn.json().session.token;
    expect((await call('GET', '/apis/host/me', undefined, token)).status).toBe(200);
    expect((await call('POST', '/apis/host/auth/sign-out', undefined, token)).status).toBe(204);
    const after = await call('GET', '/apis/host/me', undefined, token);
    expect(after.status).toBe(401);
    expect((await call('GET', '/apis/host/me')).status).toBe(401);
    expect((await call('GET', '/apis/host/me', undefined, 'made-up-session')).status).toBe(401);
  });

  it('says the same for a wrong password and an unknown email, and blocks an account after five failures', async () => {
    const email = unique('carla');
    await signUpHost(call, t.db, { email });
    const unknown = await call('POST', '/apis/host/auth/sign-in', { email: unique('nobody'), password: 'correct horse battery' });
    const wrong = await call('POST', '/apis/host/auth/sign-in', { email, password: 'wrong password!' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
    for (let i = 0; i < 4; i++) await call('POST', '/apis/host/auth/sign-in', { email, password: 'wrong password!' });
    const blocked = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('is only for the console: another client is refused', async () => {
    await insertClient(t.db, { clientId: 'some-platform-app', secret: 'some-platform-secret', organizationId: null });
    const other = hostCaller(t.app, await requestToken(t.app, 'some-platform-app', 'some-platform-secret'));
    expect((await other('POST', '/apis/host/auth/sign-in', { email: unique('x'), password: 'whatever-long' })).status).toBe(403);
  });
});

describe('password reset', () => {
  it('emails a link only to a known account, sets the new password once, and ends other sessions', async () => {
    const email = unique('dora');
    const oldSession = await signUpHost(call, t.db, { email });
    const stranger = unique('stranger');
    expect((await call('POST', '/apis/host/auth/password-reset', { email: stranger })).status).toBe(202);
    expect(await latestEmailTo(t.db, stranger)).toBeNull();

    expect((await call('POST', '/apis/host/auth/password-reset', { email, language: 'pt' })).status).toBe(202);
    const message = await latestEmailTo(t.db, email);
    expect(message?.subject).toBe('Redefina a sua palavra-passe de Direct');
    const token = tokenIn(message!.textBody);
    expect(message!.textBody).toContain('/reset-password?token=');

    expect((await call('POST', '/apis/host/auth/password-reset/confirm', { token, password: 'a brand new password' })).status).toBe(204);
    expect((await call('POST', '/apis/host/auth/password-reset/confirm', { token, password: 'yet another password' })).status).toBe(410);
    expect((await call('GET', '/apis/host/me', undefined, oldSession)).status).toBe(401);
    expect((await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' })).status).toBe(401);
    expect((await call('POST', '/apis/host/auth/sign-in', { email, password: 'a brand new password' })).status).toBe(200);
  });
});

describe('sign-in links', () => {
  it('signs in a new email by the link (the account is created confirmed) and refuses the link twice', async () => {
    const email = unique('eva');
    expect((await call('POST', '/apis/host/auth/magic-link', { email, language: 'de' })).status).toBe(202);
    const message = await latestEmailTo(t.db, email);
    expect(message?.subject).toBe('Ihr Anmeldelink für Direct');
    const token = tokenIn(message!.textBody);
    const signedIn = await call('POST', '/apis/host/auth/magic-link/verify', { token });
    expect(signedIn.status).toBe(200);
    const me = await call('GET', '/apis/host/me', undefined, signedIn.json().session.token);
    expect(me.json().user.email).toBe(email);
    expect((await call('POST', '/apis/host/auth/magic-link/verify', { token })).status).toBe(410);
  });
});

describe('the second factor', () => {
  it('turns on with the password and a first code, then asks for a code at sign-in; a backup code works once', async () => {
    const email = unique('fred');
    const session = await signUpHost(call, t.db, { email });
    expect((await call('POST', '/apis/host/me/two-factor', { password: 'not my password' }, session)).status).toBe(403);
    const setup = await call('POST', '/apis/host/me/two-factor', { password: 'correct horse battery' }, session);
    expect(setup.status).toBe(200);
    const { totpUri, backupCodes } = setup.json();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    expect((await call('POST', '/apis/host/me/two-factor/confirm', { code: '000000' === totpCode(totpUri) ? '111111' : '000000' }, session)).status).toBe(403);
    const confirmed = await call('POST', '/apis/host/me/two-factor/confirm', { code: totpCode(totpUri) }, session);
    expect(confirmed.status).toBe(200);
    const renewed = confirmed.json().session.token;
    expect((await call('GET', '/apis/host/me', undefined, renewed)).json().user.twoFactorEnabled).toBe(true);

    const first = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ kind: 'two_factor', challenge: expect.any(String) });
    const wrong = await call('POST', '/apis/host/auth/sign-in/two-factor', { challenge: first.json().challenge, code: totpCode(totpUri, new Date(Date.now() - 600_000)) });
    expect(wrong.status).toBe(401);
    const done = await call('POST', '/apis/host/auth/sign-in/two-factor', { challenge: first.json().challenge, code: totpCode(totpUri) });
    expect(done.status).toBe(200);
    expect((await call('GET', '/apis/host/me', undefined, done.json().session.token)).status).toBe(200);

    const second = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    const byBackup = await call('POST', '/apis/host/auth/sign-in/two-factor', { challenge: second.json().challenge, code: backupCodes[0] });
    expect(byBackup.status).toBe(200);
    const third = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    expect((await call('POST', '/apis/host/auth/sign-in/two-factor', { challenge: third.json().challenge, code: backupCodes[0] })).status).toBe(401);

    // A sign-in link proves the mailbox only: refused for an account with a second factor.
    await call('POST', '/apis/host/auth/magic-link', { email });
    const link = await call('POST', '/apis/host/auth/magic-link/verify', { token: tokenIn((await latestEmailTo(t.db, email))!.textBody) });
    expect(link.status).toBe(403);

    const off = await call('POST', '/apis/host/me/two-factor/disable', { password: 'correct horse battery' }, done.json().session.token);
    expect(off.status).toBe(200);
    const plain = await call('POST', '/apis/host/auth/sign-in', { email, password: 'correct horse battery' });
    expect(plain.json().kind).toBe('session');
  });
});

describe('the demo owners', () => {
  it('get a confirmed account with the README’s password, once, and own their organization', async () => {
    const { createServices } = await import('../../services.ts');
    const { insertOrganization } = await import('../../testing/test-records.ts');
    const services = createServices({ db: t.db, config: t.config, databaseKind: 'pglite', version: 'test' });
    const org = await insertOrganization(t.db, { name: 'Demo Host' });
    const email = unique('owner');
    const first = await services.accounts.ensureDemoAccount({ email, name: 'Demo Host owner', password: 'demo-owner-password' });
    expect(await services.accounts.ensureDemoAccount({ email, name: 'Demo Host owner', password: 'another-password' })).toBe(first);
    await services.organizations.ensureOwner(org.id, first);
    await services.organizations.ensureOwner(org.id, first);
    const signedIn = await call('POST', '/apis/host/auth/sign-in', { email, password: 'demo-owner-password' });
    expect(signedIn.status).toBe(200);
    const me = await call('GET', '/apis/host/me', undefined, signedIn.json().session.token);
    expect(me.json().memberships).toEqual([expect.objectContaining({ organizationId: org.id, role: 'owner' })]);
  });
});
