import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays } from '@direct/domain';

// Proof of access to one booking (payment page, check-in, summary): an HMAC of the booking's
// code and its own random secret, keyed with the server's signing secret; the link expires a
// while after the booking's current check-out. A leaked code alone reveals nothing; rotating a
// booking's secret revokes its links. While the server's secret is rotated, links made with the
// previous one keep working (no header to name the key, so verification tries the current
// secret, then the previous).
//
// The expiry is not signed into the token: it was once, and a host who moved the check-out (a
// stay change) broke every link the guest had, the payment link for the difference included.
// Tokens of that first form still open their booking until their signed expiry.

// Links keep working through the stay and a while after it (reviews, deposit questions).
export const accessDaysAfterCheckOut = 30;

export type AccessSubject = { code: string; accessSecret: string; checkOut: string };

export type BookingAccess = ReturnType<typeof createBookingAccess>;

/** A fresh per-booking secret for bookings.access_secret. */
export function newAccessSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function createBookingAccess(signingSecret: string, previousSigningSecret?: string) {
  const expiryOf = (subject: AccessSubject) => new Date(`${addDays(subject.checkOut, accessDaysAfterCheckOut)}T23:59:59Z`);
  const signWith = (secret: string, subject: AccessSubject) => createHmac('sha256', secret).update(`booking-access-v2\n${subject.code}\n${subject.accessSecret}`).digest();
  // The first form, with the expiry of the check-out at the time of signing.
  const signedWithExpiryWith = (secret: string, subject: AccessSubject) =>
    createHmac('sha256', secret).update(`booking-access\n${subject.code}\n${subject.accessSecret}\n${expiryOf(subject).toISOString()}`).digest();
  const sign = (subject: AccessSubject) => signWith(signingSecret, subject);
  const verifying = previousSigningSecret === undefined || previousSigningSecret === signingSecret ? [signingSecret] : [signingSecret, previousSigningSecret];

  return {
    /** The token for links to this booking (stable: the same booking always gets the same token). */
    tokenFor(subject: AccessSubject): string {
      return sign(subject).toString('base64url');
    },

    /** When the booking's links stop working. */
    expiresAt: expiryOf,

    /** Whether a token opens this booking at `now`; constant-time, false for anything malformed. */
    verify(subject: AccessSubject, token: string, now: Date): boolean {
      if (now.getTime() > expiryOf(subject).getTime()) return false;
      // Compared as text, so a token with stray characters never decodes to a valid one.
      const given = Buffer.from(token, 'utf8');
      return verifying.some((secret) =>
        [signWith, signedWithExpiryWith].some((signer) => {
          const expected = Buffer.from(signer(secret, subject).toString('base64url'), 'utf8');
          return given.length === expected.length && timingSafeEqual(given, expected);
        }),
      );
    },
  };
}
