import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// Short-lived links to one ID document: `<expiry seconds>.<HMAC>` over the organization, booking,
// document and expiry, so a link opens that one file of that one booking, for five minutes. The
// key is derived from the documents' encryption key (HKDF, its own label), so there's no second
// secret to configure and rotating the documents key invalidates every link.

export const documentLinkSeconds = 5 * 60;

export type DocumentLinkTarget = { organizationId: number; bookingId: number; documentId: number };
export type DocumentLinkCheck = 'valid' | 'expired' | 'invalid';

export function createDocumentLinks(documentsKey: Uint8Array) {
  const key = Buffer.from(hkdfSync('sha256', documentsKey, Buffer.alloc(0), 'host-document-view-links', 32));
  const signatureOf = (target: DocumentLinkTarget, expires: number) =>
    createHmac('sha256', key).update(`${target.organizationId}.${target.bookingId}.${target.documentId}.${expires}`).digest('base64url');

  return {
    issue(target: DocumentLinkTarget, now: Date): { token: string; expiresAt: Date } {
      const expires = Math.floor(now.getTime() / 1000) + documentLinkSeconds;
      return { token: `${expires}.${signatureOf(target, expires)}`, expiresAt: new Date(expires * 1000) };
    },

    // A changed or foreign token is 'invalid' whatever its time; only a genuine one can be 'expired'.
    check(target: DocumentLinkTarget, token: string, now: Date): DocumentLinkCheck {
      const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return 'invalid';
      const expires = Number(match[1]);
      const given = Buffer.from(match[2]!, 'utf8');
      const expected = Buffer.from(signatureOf(target, expires), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return now.getTime() >= expires * 1000 ? 'expired' : 'valid';
    },
  };
}
