import { createHash } from 'node:crypto';

// A weak validator of a page's HTML. Each answer carries its own script nonce (the
// Content-Security-Policy's), which is left out: two renders of the same content get the same
// tag, so a browser's or a CDN's copy is confirmed with a 304 instead of sent again.
export function pageEtag(html: Buffer, nonce: string | undefined): string {
  const hash = createHash('sha1');
  // The bytes between the nonce's occurrences, hashed as they are (no copy of the page as text).
  let from = 0;
  if (nonce) {
    const needle = Buffer.from(nonce);
    for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, from)) {
      hash.update(html.subarray(from, at));
      from = at + needle.length;
    }
  }
  hash.update(html.subarray(from));
  return `W/"${hash.digest('base64url')}"`;
}

// If-None-Match, weak comparison (RFC 9110 §13.1.2): any listed tag, W/ or not, or "*".
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
