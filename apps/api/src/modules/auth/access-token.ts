import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

// Who a verified bearer token speaks for; later modules read it from request.identity.
export type Identity = {
  clientId: string;
  // Null: a platform client (the website) that may act for any brand it is asked about.
  organizationId: number | null;
  scopes: readonly string[];
};

export type VerifiedToken = { ok: true; identity: Identity } | { ok: false; reason: 'expired' | 'invalid' };

// Tokens are only ever issued and read by this API, so issuer and audience are the same name.
const issuer = 'direct-api';
const audience = 'direct-api';
const algorithm = 'HS256';

export type AccessTokens = {
  issue: (identity: Identity) => Promise<{ token: string; expiresIn: number }>;
  verify: (token: string) => Promise<VerifiedToken>;
};

// Stateless HS256 JWTs: any API instance with the same secret verifies them without a lookup.
export function createAccessTokens(options: { secret: string; ttlSeconds: number }): AccessTokens {
  const key = new TextEncoder().encode(options.secret);

  return {
    async issue(identity) {
      const token = await new SignJWT({
        org: identity.organizationId,
        ...(identity.scopes.length > 0 ? { scope: identity.scopes.join(' ') } : {}),
      })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(identity.clientId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${options.ttlSeconds}s`)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresIn: options.ttlSeconds };
    },

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          issuer,
          audience,
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const { sub, org, scope } = payload;
        const wellFormed =
          typeof sub === 'string' && (org === null || Number.isInteger(org)) && (scope === undefined || typeof scope === 'string');
        if (!wellFormed) return { ok: false, reason: 'invalid' };
        return {
          ok: true,
          identity: {
            clientId: sub,
            organizationId: org as number | null,
            scopes: scope ? scope.split(' ').filter((part) => part !== '') : [],
          },
        };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}
