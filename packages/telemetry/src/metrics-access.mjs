import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

// Who may read /metrics (decision 0037). With METRICS_TOKEN set: whoever sends it as a bearer
// token. Without: only a direct connection from this machine; a request that came through a proxy
// (it says so in Forwarded / X-Forwarded-For) is refused even from loopback, so a site's or load
// balancer's public host never hands the numbers out.
// The same rule for the API, the site and the console.
export function metricsAllowed(request, token) {
  if (token !== undefined) return bearerMatches(request.headers.authorization, token);
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return isLoopback(request.remoteAddress);
}

function bearerMatches(header, token) {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (given === undefined) return false;
  // Compared as digests: equal lengths for timingSafeEqual, and no early exit on the token's length.
  return timingSafeEqual(digest(given), digest(token));
}

const digest = (value) => createHash('sha256').update(value).digest();

function isLoopback(address) {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}
