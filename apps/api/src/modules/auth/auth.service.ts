import { randomBytes } from 'node:crypto';
import type { TokenResponse } from '@direct/contracts';
import { hashSecret, verifySecret } from '@direct/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { createAccessTokens, type Identity } from './access-token.ts';
import type { AuthRepository } from './auth.repository.ts';

export type ClientCredentials = { clientId: string; clientSecret: string; scope?: string | undefined };

export type AuthService = ReturnType<typeof createAuthService>;

const bearerRealm = 'Bearer realm="direct-api"';

function invalidClient(): AppError {
  // One message for an unknown client and a wrong secret: the answer must not reveal which ids exist.
  return new AppError('unauthorized', 'The client id or client secret is wrong.');
}

function unauthorized(message: string, description?: string): AppError {
  const header = description
    ? `${bearerRealm}, error="invalid_token", error_description="${description}"`
    : bearerRealm;
  return new AppError('unauthorized', message, { headers: { 'www-authenticate': header } });
}

// RFC 6750 b64token.
const bearerPattern = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function createAuthService(options: { repository: AuthRepository; config: Config; now?: () => Date }) {
  const { repository, config } = options;
  const now = options.now ?? (() => new Date());
  const tokens = createAccessTokens({
    secret: config.tokenSigningSecret,
    previousSecret: config.tokenSigningSecretPrevious,
    ttlSeconds: config.tokenTtlSeconds,
  });
  // Verified when the client id is unknown, so both failures cost one scrypt and look alike.
  let dummyHash: Promise<string> | undefined;

  function grantedScopes(requested: string | undefined, allowed: readonly string[]): string[] {
    if (requested === undefined || requested.trim() === '') return [...allowed];
    const scopes = [...new Set(requested.trim().split(/\s+/))];
    const refused = scopes.filter((scope) => !allowed.includes(scope));
    if (refused.length > 0) {
      throw new AppError('validation_failed', 'The requested scope is not granted to this client.', {
        fields: [{ field: 'scope', message: `Not granted to this client: ${refused.join(' ')}`, reason: 'invalid_scope' }],
      });
    }
    return scopes;
  }

  return {
    // OAuth2 client-credentials grant (RFC 6749 §4.4).
    async issueToken(credentials: ClientCredentials): Promise<TokenResponse> {
      const client = await repository.findClientByClientId(credentials.clientId);
      if (!client) {
        dummyHash ??= hashSecret(randomBytes(24).toString('base64url'));
        await verifySecret(credentials.clientSecret, await dummyHash);
        throw invalidClient();
      }
      const secretMatches = await verifySecret(credentials.clientSecret, client.secretHash);
      if (!secretMatches || !client.isActive) throw invalidClient();

      const scopes = grantedScopes(credentials.scope, client.scopes);
      const { token, expiresIn } = await tokens.issue({ clientId: client.clientId, organizationId: client.organizationId, scopes });
      await repository.markClientUsed(client.id, now());
      return {
        access_token: token,
        token_type: 'Bearer',
        expires_in: expiresIn,
        ...(scopes.length > 0 ? { scope: scopes.join(' ') } : {}),
      };
    },

    // The identity behind an Authorization header; any failure is a 401 with WWW-Authenticate.
    async authenticate(authorization: string | undefined): Promise<Identity> {
      if (!authorization) {
        throw unauthorized('An access token is required: send "Authorization: Bearer <token>" (POST /oauth/token issues one).');
      }
      const match = bearerPattern.exec(authorization);
      if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".', 'malformed authorization header');
      const verified = await tokens.verify(match[1]);
      if (!verified.ok) {
        throw verified.reason === 'expired'
          ? unauthorized('The access token has expired; request a new one.', 'token expired')
          : unauthorized('The access token is invalid.', 'invalid token');
      }
      return verified.identity;
    },

    // Whether a verified caller is one of the platform's own servers (the website, WEB_CLIENT_ID;
    // the console, CONSOLE_CLIENT_ID), whose forwarded visitor address the API believes.
    isWebsite(identity: Identity): boolean {
      return identity.organizationId === null && (identity.clientId === config.webClientId || identity.clientId === config.console.clientId);
    },

    // Whether a verified caller is the host console (CONSOLE_CLIENT_ID), which speaks for the
    // signed-in host whose session it forwards.
    isConsole(identity: Identity): boolean {
      return identity.clientId === config.console.clientId && identity.organizationId === null;
    },

    // Whether a client may still act: a revoked API key's tokens stop working at once, not when
    // they expire (checked on every host operation an organization's client calls).
    async clientIsActive(clientId: string): Promise<boolean> {
      const client = await repository.findClientByClientId(clientId);
      return Boolean(client?.isActive);
    },

    // The website's client, kept in step with WEB_CLIENT_ID / WEB_CLIENT_SECRET at start-up.
    async registerPlatformClient(client: { clientId: string; secret: string; name: string }): Promise<void> {
      await repository.upsertPlatformClient({ clientId: client.clientId, name: client.name, secretHash: await hashSecret(client.secret) });
    },
  };
}
