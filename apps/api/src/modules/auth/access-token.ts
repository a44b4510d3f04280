import { createHash, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTHeaderParameters } from 'jose';
import { LRUCache } from 'lru-cache';

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

/** The key id of a signing secret: names the key in the token header without revealing it. */
export function keyIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('hex').slice(0, 16);
}

// Stateless HS256 JWTs: any API instance with the same secret verifies them without a lookup.
// Signed with the current secret under its key id; while a secret is being rotated, tokens of
// the previous one (by its key id) still verify until they expire, so nobody is logged out.
export function createAccessTokens(options: { secret: string; previousSecret?: string | undefined; ttlSeconds: number }): AccessTokens {
  const key = new TextEncoder().encode(options.secret);
  const kid = keyIdOf(options.secret);
  const keysById = new Map<string, Uint8Array>([[kid, key]]);
  if (options.previousSecret !== undefined && options.previousSecret !== options.secret) {
    keysById.set(keyIdOf(options.previousSecret), new TextEncoder().encode(options.previousSecret));
  }
  // Tokens issued before key ids existed carry none: only the current secret may verify them.
  const keyFor = (header: JWTHeaderParameters): Uint8Array => {
    const found = header.kid === undefined ? key : keysById.get(header.kid);
    if (!found) throw new errors.JWKSNoMatchingKey();
    return found;
  };

  // Verified tokens until they expire: the website sends the same token on every call, and an HMAC
  // check through WebCrypto (a thread-pool job per request) cost more than a cached catalog answer.
  // Only exact token strings that verified are kept, so the answer is the one jwtVerify would give.
  const verified = new LRUCache<string, { identity: Identity; expiresAtMs: number }>({ max: 10_000 });

  return {
    async issue(identity) {
      const token = await new SignJWT({
        org: identity.organizationId,
        ...(identity.scopes.length > 0 ? { scope: identity.scopes.join(' ') } : {}),
      })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT', kid })
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
      const known = verified.get(token);
      if (known && Date.now() < known.expiresAtMs) return { ok: true, identity: known.identity };
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, keyFor, {
          algorithms: [algorithm],
          issuer,
          audience,
          requiredClaims: ['sub', 'exp', 'jti'],
        });
        const { sub, org, scope } = payload;
        const wellFormed =
          typeof sub === 'string' && (org === null || Number.isInteger(org)) && (scope === undefined || typeof scope === 'string');
        if (!wellFormed) return { ok: false, reason: 'invalid' };
        const identity: Identity = {
          clientId: sub,
          organizationId: org as number | null,
          scopes: scope ? scope.split(' ').filter((part) => part !== '') : [],
        };
        // jwtVerify required exp; it is in seconds.
        verified.set(token, { identity, expiresAtMs: (payload.exp as number) * 1000 });
        return { ok: true, identity };
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        if (error instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
        throw error;
      }
    },
  };
}
