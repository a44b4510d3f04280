import { createHmac, timingSafeEqual } from 'node:crypto';

// Two signed tokens, keyed with the server's signing secret and a purpose each, so one can never
// stand in for the other:
// - a booking's reply address, reply+b<booking>o<organization>-<mac>@domain: lower-case only (mail
//   systems may change the case of a local part), unguessable without the secret, never expiring
//   (a guest may answer months later);
// - a five-minute link to one attachment: <organization>.<document>.<expiry>.<mac>.

const mac = (secret: string, purpose: string, text: string, length: number) => createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('hex').slice(0, length);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type ReplyTarget = { organizationId: number; bookingId: number };

export function createReplyAddresses(secret: string, domain: string) {
  const sign = (target: ReplyTarget) => mac(secret, 'message-reply', `${target.organizationId}.${target.bookingId}`, 24);
  return {
    addressFor: (target: ReplyTarget) => `reply+b${target.bookingId}o${target.organizationId}-${sign(target)}@${domain}`,
    /** The booking a reply address names, from any text holding it (a To header with names and several addresses); null when none verifies. */
    targetIn(text: string): ReplyTarget | null {
      for (const match of text.toLowerCase().matchAll(/reply\+b(\d{1,10})o(\d{1,10})-([0-9a-f]{24})@([a-z0-9.-]+)/g)) {
        const target = { bookingId: Number(match[1]), organizationId: Number(match[2]) };
        if (match[4] === domain.toLowerCase() && sameText(match[3]!, sign(target))) return target;
      }
      return null;
    },
  };
}

export type AttachmentGrant = { organizationId: number; documentId: number };

export function createAttachmentLinks(secret: string, now: () => Date, lifetimeMs = 5 * 60_000) {
  const sign = (body: string) => mac(secret, 'message-attachment', body, 32);
  return {
    issue(grant: AttachmentGrant): { token: string; expiresAt: Date } {
      const expiresAt = new Date(now().getTime() + lifetimeMs);
      const body = `${grant.organizationId}.${grant.documentId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return { token: `${body}.${sign(body)}`, expiresAt };
    },
    /** The document a token grants, while it is valid; null otherwise. */
    verify(token: string): AttachmentGrant | null {
      const match = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([0-9a-f]{32})$/.exec(token);
      if (!match) return null;
      const body = `${match[1]}.${match[2]}.${match[3]}`;
      if (!sameText(match[4]!, sign(body))) return null;
      if (Number(match[3]) * 1000 < now().getTime()) return null;
      return { organizationId: Number(match[1]), documentId: Number(match[2]) };
    },
  };
}
