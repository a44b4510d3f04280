import { AsyncLocalStorage } from 'node:async_hooks';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { accountEmail } from './account-emails.ts';
import type { AccountsRepository, ThrottleRule } from './accounts.repository.ts';
import type { OrganizationMemberships } from './accounts-ports.ts';
import { authErrorCode, isRedirect } from './auth-errors.ts';
import { cookieFrom, cookieHeader, sessionCookie, twoFactorCookie, type HostAuth, type SendHostEmail } from './host-auth.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

export type HostUser = { id: string; name: string; email: string; language: string; twoFactorEnabled: boolean };
export type HostSessionInfo = { token: string; expiresAt: string };

// Failed sign-ins: five per account in 15 minutes block the account for 15 minutes; thirty per
// client address block that address (a spray over many accounts from one place).
const accountRule: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };
const clientRule: ThrottleRule = { limit: 30, windowMs: 15 * 60_000, blockMs: 15 * 60_000 };

const invalidCredentials = () => new AppError('unauthorized', 'The email or the password is not right.');
const linkExpired = () => new AppError('expired', 'This link has expired or was already used. Ask for a new one.');
const wrongPassword = () =>
  new AppError('forbidden', 'The password is not right.', { fields: [{ field: 'password', message: 'The password is not right.', reason: 'incorrect' }] });

function throttled(until: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new AppError('rate_limited', `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    headers: { 'retry-after': String(Math.ceil((until.getTime() - now.getTime()) / 1000)) },
  });
}

export function createAccountsService(options: {
  repository: AccountsRepository;
  config: Pick<Config, 'console' | 'mail'>;
  organizations: OrganizationMemberships;
  // Builds better-auth with the email sender (accounts.services.ts gives it the database).
  createAuth: (send: SendHostEmail) => HostAuth;
  now?: () => Date;
}) {
  const { repository, config, organizations } = options;
  const now = options.now ?? (() => new Date());
  // The language a sign-in link is written in, for the duration of one call into better-auth.
  const requestLanguage = new AsyncLocalStorage<string>();

  const send: SendHostEmail = async (kind, to, token) => {
    const known = to.name ? null : await repository.userByEmail(to.email);
    const language = requestLanguage.getStore() ?? known?.language ?? to.language;
    const message = accountEmail(kind, { language, name: to.name || known?.name || '', consoleOrigin: config.console.origin, token });
    await repository.enqueueEmail({ toAddress: to.email, fromAddress: config.mail.from, ...message });
  };
  const auth = options.createAuth(send);

  async function readNewSession(headers: Headers | undefined) {
    const token = cookieFrom(headers, sessionCookie);
    if (!token) throw new AppError('internal_error', 'No session was created.');
    const found = await auth.api.getSession({ headers: cookieHeader(sessionCookie, token) });
    if (!found) throw new AppError('internal_error', 'The new session could not be read.');
    const session: HostSessionInfo = { token, expiresAt: new Date(found.session.expiresAt).toISOString() };
    return { session, twoFactorEnabled: Boolean((found.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) };
  }

  async function sessionFromCookies(headers: Headers | undefined): Promise<HostSessionInfo> {
    return (await readNewSession(headers)).session;
  }

  async function guard(keys: string[]) {
    const until = await repository.blockedUntil(keys, now());
    if (until) throw throttled(until, now());
  }

  return {
    auth,

    async signUp(input: { name: string; email: string; password: string; language: string }) {
      const existing = await repository.userByEmail(input.email);
      if (existing) {
        // The same answer as for a new account, so nobody learns who has one; an unconfirmed
        // account gets its link again.
        if (!existing.emailVerified) await requestLanguage.run(existing.language, () => auth.api.sendVerificationEmail({ body: { email: input.email } }));
        return { email: input.email, verificationSent: true as const };
      }
      await requestLanguage.run(input.language, () =>
        auth.api.signUpEmail({ body: { name: input.name, email: input.email, password: input.password, language: input.language } }),
      );
      return { email: input.email, verificationSent: true as const };
    },

    async verifyEmail(token: string) {
      let answer;
      try {
        answer = await auth.api.verifyEmail({ query: { token }, returnHeaders: true });
      } catch (error) {
        if (authErrorCode(error)) throw linkExpired();
        throw error;
      }
      if (!cookieFrom(answer.headers, sessionCookie)) {
        throw new AppError('expired', 'Your email is already confirmed. Sign in with your password or a sign-in link.');
      }
      return { session: await sessionFromCookies(answer.headers) };
    },

    async resendVerification(email: string, language: string | undefined) {
      const user = await repository.userByEmail(email);
      if (user && !user.emailVerified) await requestLanguage.run(language ?? user.language, () => auth.api.sendVerificationEmail({ body: { email } }));
      return { accepted: true as const };
    },

    async signIn(input: { email: string; password: string }, clientAddress: string) {
      const accountKey = `sign-in:account:${input.email}`;
      const clientKey = `sign-in:client:${clientAddress}`;
      await guard([accountKey, clientKey]);
      let answer;
      try {
        answer = await auth.api.signInEmail({ body: { email: input.email, password: input.password }, returnHeaders: true });
      } catch (error) {
        const code = authErrorCode(error);
        if (code === 'EMAIL_NOT_VERIFIED') {
          throw new AppError('forbidden', 'Please confirm your email first: we have sent you the link again.');
        }
        if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
          await repository.recordFailure(accountKey, accountRule, now());
          await repository.recordFailure(clientKey, clientRule, now());
          throw invalidCredentials();
        }
        throw error;
      }
      await repository.clear(accountKey);
      const challenge = cookieFrom(answer.headers, twoFactorCookie);
      if (challenge && (answer.response as { twoFactorRedirect?: boolean }).twoFactorRedirect) return { kind: 'two_factor' as const, challenge };
      return { kind: 'session' as const, session: await sessionFromCookies(answer.headers) };
    },

    async signInTwoFactor(input: { challenge: string; code: string }, clientAddress: string) {
      const clientKey = `two-factor:client:${clientAddress}`;
      await guard([clientKey]);
      const headers = cookieHeader(twoFactorCookie, input.challenge);
      const code = input.code.replace(/\s+/g, '');
      let answer;
      try {
        answer = /^\d{6}$/.test(code)
          ? await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
          : await auth.api.verifyBackupCode({ body: { code: input.code.trim() }, headers, returnHeaders: true });
      } catch (error) {
        const reason = authErrorCode(error);
        if (reason === 'INVALID_TWO_FACTOR_COOKIE' || reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') {
          throw new AppError('expired', 'The sign-in took too long or had too many tries. Start again with your password.');
        }
        if (reason) {
          await repository.recordFailure(clientKey, clientRule, now());
          throw new AppError('unauthorized', 'The code is not right. Use the 6 digits your app shows now, or a backup code.', {
            fields: [{ field: 'code', message: 'The code is not right.', reason: 'incorrect' }],
          });
        }
        throw error;
      }
      return { session: await sessionFromCookies(answer.headers) };
    },

    async requestMagicLink(email: string, language: string | undefined) {
      const user = await repository.userByEmail(email);
      await requestLanguage.run(language ?? user?.language ?? 'en', () => auth.api.signInMagicLink({ body: { email }, headers: new Headers() }));
      return { accepted: true as const };
    },

    async signInWithMagicLink(token: string) {
      let answer;
      try {
        answer = await auth.api.magicLinkVerify({ query: { token }, headers: new Headers(), returnHeaders: true });
      } catch (error) {
        if (isRedirect(error) || authErrorCode(error)) throw linkExpired();
        throw error;
      }
      const { session, twoFactorEnabled } = await readNewSession(answer.headers);
      // A link proves the mailbox, not the second factor: accounts that have one sign in with it.
      if (twoFactorEnabled) {
        await auth.api.signOut({ headers: cookieHeader(sessionCookie, session.token) });
        throw new AppError('forbidden', 'Your account uses a second factor: sign in with your password and your authenticator code.');
      }
      return { session };
    },

    async requestPasswordReset(email: string, language: string | undefined) {
      const user = await repository.userByEmail(email);
      if (user) await requestLanguage.run(language ?? user.language, () => auth.api.requestPasswordReset({ body: { email } }));
      return { accepted: true as const };
    },

    async resetPassword(token: string, password: string) {
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (authErrorCode(error)) throw linkExpired();
        throw error;
      }
    },

    // The signed-in host of a session token, or null when it is unknown or expired.
    async sessionUser(token: string): Promise<HostUser | null> {
      const found = await auth.api.getSession({ headers: cookieHeader(sessionCookie, token) });
      if (!found) return null;
      const user = found.user as typeof found.user & { language?: string; twoFactorEnabled?: boolean | null };
      return { id: user.id, name: user.name, email: user.email, language: user.language ?? 'en', twoFactorEnabled: Boolean(user.twoFactorEnabled) };
    },

    async signOut(token: string) {
      await auth.api.signOut({ headers: cookieHeader(sessionCookie, token) });
    },

    async me(user: HostUser) {
      const memberships = await organizations.membershipsOf(user.id);
      return {
        user: { id: user.id, name: user.name, email: user.email, language: (['en', 'de', 'pt'].includes(user.language) ? user.language : 'en') as 'en' | 'de' | 'pt', twoFactorEnabled: user.twoFactorEnabled },
        memberships,
      };
    },

    async startTwoFactor(token: string, password: string) {
      try {
        const answer = await auth.api.enableTwoFactor({ body: { password }, headers: cookieHeader(sessionCookie, token) });
        const setup = answer as { totpURI?: string; backupCodes?: string[] };
        return { totpUri: setup.totpURI ?? '', backupCodes: setup.backupCodes ?? [] };
      } catch (error) {
        if (authErrorCode(error) === 'INVALID_PASSWORD') throw wrongPassword();
        throw error;
      }
    },

    async confirmTwoFactor(token: string, code: string) {
      let answer;
      try {
        answer = await auth.api.verifyTOTP({ body: { code: code.replace(/\s+/g, '') }, headers: cookieHeader(sessionCookie, token), returnHeaders: true });
      } catch (error) {
        if (authErrorCode(error)) {
          throw new AppError('forbidden', 'The code is not right. Use the 6 digits your app shows now.', { fields: [{ field: 'code', message: 'The code is not right.', reason: 'incorrect' }] });
        }
        throw error;
      }
      const renewed = cookieFrom(answer.headers, sessionCookie);
      return { session: renewed ? await sessionFromCookies(answer.headers) : await this.currentSession(token) };
    },

    async disableTwoFactor(token: string, password: string) {
      let answer;
      try {
        answer = await auth.api.disableTwoFactor({ body: { password }, headers: cookieHeader(sessionCookie, token), returnHeaders: true });
      } catch (error) {
        if (authErrorCode(error) === 'INVALID_PASSWORD') throw wrongPassword();
        throw error;
      }
      const renewed = cookieFrom(answer.headers, sessionCookie);
      return { session: renewed ? await sessionFromCookies(answer.headers) : await this.currentSession(token) };
    },

    // The demo's signed-in path (README): a confirmed account with a known password, made
    // through better-auth's own hashing; an existing account is left as it is.
    async ensureDemoAccount(account: { email: string; name: string; password: string }): Promise<string> {
      const existing = await repository.userByEmail(account.email);
      if (existing) return existing.id;
      const context = await auth.$context;
      const user = await context.internalAdapter.createUser({ email: account.email, name: account.name, emailVerified: true, language: 'en' }, { method: 'email-password' });
      await context.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await context.password.hash(account.password) });
      return user.id;
    },

    async currentSession(token: string): Promise<HostSessionInfo> {
      const found = await auth.api.getSession({ headers: cookieHeader(sessionCookie, token) });
      if (!found) throw new AppError('unauthorized', 'Your session has ended. Please sign in again.');
      return { token, expiresAt: new Date(found.session.expiresAt).toISOString() };
    },
  };
}
