import { createHmac } from 'node:crypto';
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

describe('booking access tokens across a change of dates', () => {
  const access = createBookingAccess(current);

  it('a link keeps working when the host moves the check-out, and expires after the new one', () => {
    const issued = access.tokenFor(subject);
    const longer = { ...subject, checkOut: '2026-04-04' };
    expect(access.verify(longer, issued, during)).toBe(true);
    expect(access.tokenFor(longer)).toBe(issued);
    // 30 days after the new check-out (4 April), not the old one (3 April).
    expect(access.verify(longer, issued, new Date('2026-05-04T12:00:00Z'))).toBe(true);
    expect(access.verify(longer, issued, new Date('2026-05-05T00:00:00Z'))).toBe(false);
  });

  it('still opens a link of the first form (the expiry signed in) until that expiry', () => {
    const expiry = new Date('2026-05-03T23:59:59Z').toISOString();
    const firstForm = createHmac('sha256', current).update(`booking-access\n${subject.code}\n${subject.accessSecret}\n${expiry}`).digest().toString('base64url');
    expect(access.verify(subject, firstForm, during)).toBe(true);
    expect(access.verify({ ...subject, accessSecret: 'another' }, firstForm, during)).toBe(false);
  });
});
