import { createHash } from 'node:crypto';

// A weak validator of a page's HTML. Each answer carries its own script nonce (the
// Content-Security-Policy's), which is left out: two renders of the same content get the same
// tag, so a browser's or a CDN's copy is confirmed with a 304 instead of sent again.
export function pageEtag(html: Buffer, nonce: string | undefined): string {
  const text = html.toString('utf8');
  const stable = nonce ? text.split(nonce).join('') : text;
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
}

// If-None-Match, weak comparison (RFC 9110 §13.1.2): any listed tag, W/ or not, or "*".
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
