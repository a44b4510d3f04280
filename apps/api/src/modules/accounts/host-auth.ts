import { hostCredentials, hostSessions, hostTwoFactors, hostUsers, hostVerifications, type Database } from '@direct/db';
import { passwordMaxLength, passwordMinLength } from '@direct/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink, twoFactor } from 'better-auth/plugins';

// better-auth (decision 0010) keeps the hosts' accounts: password hashing (scrypt), sessions in
// the database, email confirmation, password reset, sign-in links and TOTP. It is never served
// over HTTP: our own routes (accounts.routes.ts) call it in-process, behind the console's client
// token, and translate to our contract. Its cookies never reach a browser; they are only how
// better-auth hands values (the session, the second-factor challenge) back to us, so its CSRF and
// origin checks, meant for browsers, are off here. The console guards its own forms.

export type HostEmailKind = 'verify' | 'magic_link' | 'reset';
export type SendHostEmail = (kind: HostEmailKind, to: { email: string; name: string; language: string }, token: string) => Promise<void>;

export const sessionCookie = 'direct-host.session_token';
export const twoFactorCookie = 'direct-host.two_factor';

export const sessionDays = 14;

export function createHostAuth(options: { db: Database; secret: string; baseUrl: string; send: SendHostEmail }) {
  const { send } = options;
  const recipient = (user: { email: string; name: string; language?: unknown }) => ({
    email: user.email,
    name: user.name,
    language: typeof user.language === 'string' ? user.language : 'en',
  });
  return betterAuth({
    appName: 'Direct',
    baseURL: options.baseUrl,
    basePath: '/internal-host-auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: hostUsers, session: hostSessions, account: hostCredentials, verification: hostVerifications, twoFactor: hostTwoFactors },
    }),
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; our own logs and audit say what matters.
    logger: { level: 'error' },
    user: { additionalFields: { language: { type: 'string', required: false, defaultValue: 'en', input: true } } },
    session: { expiresIn: sessionDays * 86_400, updateAge: 86_400 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: passwordMaxLength,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => send('reset', recipient(user), token),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 86_400,
      sendVerificationEmail: async ({ user, token }) => send('verify', recipient(user), token),
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'direct-host',
      useSecureCookies: false,
      disableCSRFCheck: true,
      disableOriginCheck: true,
    },
    plugins: [
      twoFactor({ issuer: 'Direct' }),
      magicLink({
        expiresIn: 900,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, token }) => send('magic_link', { email, name: '', language: 'en' }, token),
      }),
    ],
  });
}

export type HostAuth = ReturnType<typeof createHostAuth>;

// A named cookie's value from better-auth's Set-Cookie answers.
export function cookieFrom(headers: Headers | undefined, name: string): string | null {
  for (const line of headers?.getSetCookie() ?? []) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    if (at > 0 && pair!.slice(0, at).trim() === name) {
      const value = decodeURIComponent(pair!.slice(at + 1).trim());
      return value === '' ? null : value;
    }
  }
  return null;
}

export function cookieHeader(name: string, value: string): Headers {
  return new Headers({ cookie: `${name}=${encodeURIComponent(value)}` });
}
