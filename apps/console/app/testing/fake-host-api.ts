// A stand-in for the API's host accounts operations, in memory, for trying the console's pages
// without the real API (screenshots, quick manual runs): `node --experimental-strip-types
// apps/console/app/testing/fake-host-api.ts 4413`. Second factor codes: 123456. Not a test of the
// API's rules; the e2e spec runs against the real API.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { permissionsOf, type HostRole } from '@direct/domain/host-access';

type User = { id: string; name: string; email: string; password: string; language: string; verified: boolean; twoFactor: boolean };
type Membership = { userId: string; organizationId: number; role: HostRole; joinedAt: string };
type Organization = { id: number; name: string; brandName: string; alias: string };
type Invitation = { id: number; organizationId: number; email: string; role: HostRole; token: string; invitedBy: string };

const users = new Map<string, User>();
const sessions = new Map<string, string>();
const tokens = new Map<string, { kind: string; userId: string }>();
const memberships: Membership[] = [];
const organizations: Organization[] = [];
const invitations: Invitation[] = [];
const audit: { id: number; at: string; actor: string; action: string; type: string; entity: string }[] = [];
const mails: { id: number; to: string; subject: string; text: string; createdAt: string }[] = [];
const consoleOrigin = process.env.CONSOLE_ORIGIN ?? 'http://console.localhost:3413';
const token = () => randomBytes(24).toString('base64url');
const now = () => new Date().toISOString();

function mail(to: string, subject: string, path: string, kind: string, userId: string) {
  const value = token();
  tokens.set(value, { kind, userId });
  mails.push({ id: mails.length + 1, to, subject, text: `${consoleOrigin}${path}?token=${value}`, createdAt: now() });
}

function session(userId: string) {
  const value = token();
  sessions.set(value, userId);
  return { token: value, expiresAt: new Date(Date.now() + 7 * 864e5).toISOString() };
}

function fail(res: ServerResponse, status: number, code: string, fields: { field: string; reason: string }[] = []) {
  send(res, status, { error: { code, message: code, fields: fields.map((f) => ({ ...f, message: f.reason })) }, requestId: 'fake' });
}

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function organizationView(organization: Organization, role: HostRole) {
  return { id: organization.id, name: organization.name, role, brands: [{ id: organization.id, name: organization.brandName, alias: organization.alias, siteUrl: `http://${organization.alias}.localhost:3000/` }] };
}

async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  const input = await body(req);
  const path = url.pathname;
  const userId = sessions.get(String(req.headers['x-direct-host-session'] ?? ''));
  const user = userId ? users.get(userId) : undefined;
  const str = (name: string) => String(input[name] ?? '');
  if (path === '/oauth/token') return send(res, 200, { access_token: 'fake', token_type: 'Bearer', expires_in: 3600, scope: '' });
  if (path === '/apis/dev/mailbox') return send(res, 200, { data: mails.filter((m) => m.to.includes(url.searchParams.get('to') ?? '')).reverse(), meta: {} });
  if (path.startsWith('/apis/dev/mailbox/')) return send(res, 200, { ...mails[Number(path.split('/').pop()) - 1], html: null });
  if (path === '/apis/host/auth/sign-up') {
    const fields = [
      ...(str('name') ? [] : [{ field: 'name', reason: 'required' }]),
      ...(/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str('email')) ? [] : [{ field: 'email', reason: 'invalid_email' }]),
      ...(str('password').length >= 10 ? [] : [{ field: 'password', reason: 'too_small' }]),
    ];
    if (fields.length) return fail(res, 400, 'validation_failed', fields);
    const id = `u${users.size + 1}`;
    users.set(id, { id, name: str('name'), email: str('email').toLowerCase(), password: str('password'), language: str('language') || 'en', verified: false, twoFactor: false });
    mail(str('email'), 'Confirm your email', '/verify-email', 'verify', id);
    return send(res, 201, { email: str('email'), verificationSent: true });
  }
  const byEmail = [...users.values()].find((u) => u.email === str('email').toLowerCase());
  const used = tokens.get(str('token'));
  if (path === '/apis/host/auth/verify-email' || path === '/apis/host/auth/magic-link/verify') {
    if (!used) return fail(res, 410, 'expired');
    tokens.delete(str('token'));
    users.get(used.userId)!.verified = true;
    return send(res, 200, { session: session(used.userId) });
  }
  if (path === '/apis/host/auth/verify-email/resend') return send(res, 202, { accepted: true });
  if (path === '/apis/host/auth/magic-link') {
    if (byEmail) mail(byEmail.email, 'Sign in', '/magic-link', 'magic', byEmail.id);
    return send(res, 202, { accepted: true });
  }
  if (path === '/apis/host/auth/password-reset') {
    if (byEmail) mail(byEmail.email, 'Reset your password', '/reset-password', 'reset', byEmail.id);
    return send(res, 202, { accepted: true });
  }
  if (path === '/apis/host/auth/password-reset/confirm') {
    if (str('password').length < 10) return fail(res, 400, 'validation_failed', [{ field: 'password', reason: 'too_small' }]);
    if (!used) return fail(res, 410, 'expired');
    users.get(used.userId)!.password = str('password');
    return send(res, 204);
  }
  if (path === '/apis/host/auth/sign-in') {
    if (!byEmail || byEmail.password !== str('password')) return fail(res, 401, 'unauthorized');
    if (byEmail.twoFactor) {
      const challenge = token();
      tokens.set(challenge, { kind: 'challenge', userId: byEmail.id });
      return send(res, 200, { kind: 'two_factor', challenge });
    }
    return send(res, 200, { kind: 'session', session: session(byEmail.id) });
  }
  if (path === '/apis/host/auth/sign-in/two-factor') {
    const challenge = tokens.get(str('challenge'));
    if (!challenge) return fail(res, 410, 'expired');
    if (str('code') !== '123456') return fail(res, 401, 'unauthorized');
    return send(res, 200, { session: session(challenge.userId) });
  }
  if (path === '/apis/host/invitations/preview') {
    const invitation = invitations.find((i) => i.token === str('token'));
    if (!invitation) return fail(res, 404, 'not_found');
    const organization = organizations.find((o) => o.id === invitation.organizationId)!;
    return send(res, 200, { organizationName: organization.name, role: invitation.role, email: invitation.email, invitedBy: invitation.invitedBy, expiresAt: new Date(Date.now() + 864e5).toISOString() });
  }
  if (!user) return fail(res, 401, 'unauthorized');
  const mine = memberships.filter((m) => m.userId === user.id);
  if (path === '/apis/host/auth/sign-out') return send(res, 204);
  if (path === '/apis/host/me') {
    return send(res, 200, {
      user: { id: user.id, name: user.name, email: user.email, language: user.language, twoFactorEnabled: user.twoFactor },
      memberships: mine.map((m) => ({ organizationId: m.organizationId, organizationName: organizations.find((o) => o.id === m.organizationId)!.name, role: m.role, permissions: permissionsOf(m.role) })),
    });
  }
  if (path === '/apis/host/me/two-factor') {
    if (str('password') !== user.password) return fail(res, 403, 'forbidden');
    return send(res, 200, { totpUri: `otpauth://totp/Direct:${encodeURIComponent(user.email)}?secret=JBSWY3DPEHPK3PXP&issuer=Direct`, backupCodes: ['a1b2-c3d4', 'e5f6-g7h8', 'i9j0-k1l2', 'm3n4-o5p6'] });
  }
  if (path === '/apis/host/me/two-factor/confirm') {
    if (str('code') !== '123456') return fail(res, 400, 'validation_failed', [{ field: 'code', reason: 'invalid' }]);
    user.twoFactor = true;
    return send(res, 200, { session: session(user.id) });
  }
  if (path === '/apis/host/me/two-factor/disable') {
    if (str('password') !== user.password) return fail(res, 403, 'forbidden');
    user.twoFactor = false;
    return send(res, 200, { session: session(user.id) });
  }
  if (path === '/apis/host/organizations' && req.method === 'POST') {
    if (organizations.some((o) => o.alias === str('brandAlias'))) return fail(res, 409, 'conflict', [{ field: 'brandAlias', reason: 'taken' }]);
    if (str('name').length < 2) return fail(res, 400, 'validation_failed', [{ field: 'name', reason: 'too_small' }]);
    const organization = { id: organizations.length + 1, name: str('name'), brandName: str('brandName'), alias: str('brandAlias') };
    organizations.push(organization);
    memberships.push({ userId: user.id, organizationId: organization.id, role: 'owner', joinedAt: now() });
    audit.push({ id: audit.length + 1, at: now(), actor: user.name, action: 'organization.created', type: 'organization', entity: String(organization.id) });
    return send(res, 201, organizationView(organization, 'owner'));
  }
  if (path === '/apis/host/invitations/accept') {
    const invitation = invitations.find((i) => i.token === str('token'));
    if (!invitation) return fail(res, 404, 'not_found');
    memberships.push({ userId: user.id, organizationId: invitation.organizationId, role: invitation.role, joinedAt: now() });
    invitations.splice(invitations.indexOf(invitation), 1);
    return send(res, 200, organizationView(organizations.find((o) => o.id === invitation.organizationId)!, invitation.role));
  }
  const match = /^\/apis\/host\/organizations\/(\d+)(\/.*)?$/.exec(path);
  const membership = match ? mine.find((m) => m.organizationId === Number(match[1])) : undefined;
  if (!match || !membership) return fail(res, 404, 'not_found');
  const organization = organizations.find((o) => o.id === membership.organizationId)!;
  const rest = match[2] ?? '';
  if (rest === '') return send(res, 200, organizationView(organization, membership.role));
  if (rest === '/team') {
    return send(res, 200, {
      members: memberships.filter((m) => m.organizationId === organization.id).map((m) => ({ userId: m.userId, name: users.get(m.userId)!.name, email: users.get(m.userId)!.email, role: m.role, joinedAt: m.joinedAt })),
      invitations: invitations.filter((i) => i.organizationId === organization.id).map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: new Date(Date.now() + 7 * 864e5).toISOString(), invitedBy: i.invitedBy })),
    });
  }
  if (rest === '/invitations') {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str('email'))) return fail(res, 400, 'validation_failed', [{ field: 'email', reason: 'invalid_email' }]);
    const invitation = { id: invitations.length + 100, organizationId: organization.id, email: str('email'), role: str('role') as HostRole, token: token(), invitedBy: user.name };
    invitations.push(invitation);
    mails.push({ id: mails.length + 1, to: invitation.email, subject: 'Invitation', text: `${consoleOrigin}/invitations/accept?token=${invitation.token}`, createdAt: now() });
    audit.push({ id: audit.length + 1, at: now(), actor: user.name, action: 'invitation.created', type: 'invitation', entity: String(invitation.id) });
    return send(res, 201, { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: now(), invitedBy: user.name });
  }
  if (rest === '/audit-log') {
    const entries = audit.filter(() => true).reverse().map((a) => ({ id: a.id, at: a.at, actor: { kind: 'user', id: 'x', name: a.actor }, action: a.action, entity: { type: a.type, id: a.entity }, before: null, after: null }));
    return send(res, 200, { data: entries, meta: { page: 1, limit: 25, total: entries.length } });
  }
  return fail(res, 404, 'not_found');
});

server.listen(Number(process.argv[2] ?? 4413), '127.0.0.1');
