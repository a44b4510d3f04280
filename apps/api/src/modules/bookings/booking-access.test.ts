import { describe, expect, it } from 'vitest';
import { createBookingAccess } from './booking-access.ts';

// Booking links (payment, check-in, reviews) carry an HMAC with no header to name its key: while
// the server's secret is rotated, verification tries the current secret, then the previous one.

const current = 'the-current-signing-secret-0123456789abcdef';
const previous = 'the-previous-signing-secret-0123456789abcdef';
const subject = { code: 'LS-7K3Q9P', accessSecret: 'per-booking-secret', checkOut: '2026-04-03' };
const during = new Date('2026-04-01T12:00:00Z');

describe('booking access tokens across a key rotation', () => {
  const rotated = createBookingAccess(current, previous);

  it('issues links with the current secret', () => {
    expect(rotated.tokenFor(subject)).toBe(createBookingAccess(current).tokenFor(subject));
    expect(rotated.verify(subject, rotated.tokenFor(subject), during)).toBe(true);
  });

  it('still opens a link made with the previous secret, until that secret is dropped', () => {
    const old = createBookingAccess(previous).tokenFor(subject);
    expect(rotated.verify(subject, old, during)).toBe(true);
    expect(createBookingAccess(current).verify(subject, old, during)).toBe(false);
  });

  it('refuses a link made with an unrelated secret, for another booking, or after it expired', () => {
    expect(rotated.verify(subject, createBookingAccess('an-unrelated-signing-secret-0123456789abcdef').tokenFor(subject), during)).toBe(false);
    expect(rotated.verify({ ...subject, accessSecret: 'another' }, rotated.tokenFor(subject), during)).toBe(false);
    expect(rotated.verify(subject, createBookingAccess(previous).tokenFor(subject), new Date('2026-06-01T00:00:00Z'))).toBe(false);
  });
});
