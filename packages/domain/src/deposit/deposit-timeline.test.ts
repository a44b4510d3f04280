import { describe, expect, it } from 'vitest';
import {
  depositGuestNotice,
  depositTimeline,
  depositHoldExpiry,
  nextDepositAction,
  placeHoldNow,
  renewalTime,
  type DepositState,
  type DepositTimelineInput,
} from './deposit-timeline.ts';

const stay = (overrides: Partial<DepositTimelineInput> = {}): DepositTimelineInput => ({
  checkIn: '2026-06-10',
  checkOut: '2026-06-13',
  checkInTime: '15:00:00',
  checkOutTime: '11:00',
  hoursBeforeArrival: 24,
  releaseDaysAfterCheckout: 2,
  fallback: 'reauthorize',
  ...overrides,
});

describe('deposit timeline', () => {
  it('holds the day before arrival and releases check-out + release days', () => {
    const timeline = depositTimeline(stay());
    expect(timeline.holdAt.toISOString()).toBe('2026-06-09T15:00:00.000Z');
    expect(timeline.releaseAt.toISOString()).toBe('2026-06-15T11:00:00.000Z');
    expect(timeline).toMatchObject({ plan: 'single_hold', renewals: 0, chargeAt: null });
  });

  it('follows the host hours before arrival and falls back to standard times', () => {
    const timeline = depositTimeline(stay({ hoursBeforeArrival: 72, checkInTime: null, checkOutTime: 'bad' }));
    expect(timeline.holdAt.toISOString()).toBe('2026-06-07T15:00:00.000Z');
    expect(timeline.releaseAt.toISOString()).toBe('2026-06-15T11:00:00.000Z');
  });

  it('renews holds of stays longer than a hold lasts', () => {
    // Hold 9 June 15:00, release 26 June 11:00: holds of 7 days renewed a day early.
    const timeline = depositTimeline(stay({ checkOut: '2026-06-24' }));
    expect(timeline).toMatchObject({ plan: 'reauthorize', renewals: 2 });
  });

  it('plans a charge refunded after check-out, or a hold left to lapse, per fallback', () => {
    const charge = depositTimeline(stay({ checkOut: '2026-06-24', fallback: 'charge_and_refund' }));
    expect(charge.plan).toBe('charge_and_refund');
    expect(charge.chargeAt?.toISOString()).toBe('2026-06-15T15:00:00.000Z');
    expect(depositTimeline(stay({ checkOut: '2026-06-24', fallback: 'none' })).plan).toBe('hold_may_lapse');
  });

  it('places the hold at once when its day has come', () => {
    const { holdAt } = depositTimeline(stay());
    expect(placeHoldNow(holdAt, new Date('2026-06-09T08:00:00Z'))).toBe(true);
    expect(placeHoldNow(holdAt, new Date('2026-06-12T08:00:00Z'))).toBe(true);
    expect(placeHoldNow(holdAt, new Date('2026-06-08T23:59:00Z'))).toBe(false);
  });

  it('tells the guest when it is held, until when, when it is released and the bank delay', () => {
    const timeline = depositTimeline(stay());
    expect(depositGuestNotice(timeline, { authorizedAt: null, authorizationExpiresAt: null })).toEqual({
      holdOn: '2026-06-09',
      validUntil: new Date('2026-06-16T15:00:00Z'),
      releaseOn: '2026-06-15',
      plan: 'single_hold',
      chargeOn: null,
      bankWorkingDays: { min: 10, max: 14 },
    });
    const authorizedAt = new Date('2026-06-01T10:00:00Z');
    expect(depositGuestNotice(timeline, { authorizedAt, authorizationExpiresAt: depositHoldExpiry(authorizedAt) })).toMatchObject({
      holdOn: '2026-06-01',
      validUntil: new Date('2026-06-08T10:00:00Z'),
    });
  });
});

describe('next deposit action', () => {
  const base: DepositState = {
    status: 'scheduled',
    scheduledFor: new Date('2026-06-09T15:00:00Z'),
    releaseAfter: new Date('2026-06-26T11:00:00Z'),
    authorizationExpiresAt: null,
    fallback: 'reauthorize',
    chargedAsFallback: false,
    bookingGone: false,
  };
  const authorized = (expires: string, overrides: Partial<DepositState> = {}): DepositState => ({ ...base, status: 'authorized', authorizationExpiresAt: new Date(expires), ...overrides });

  it('places a scheduled hold when due, cancels it when the booking is gone or the stay is over', () => {
    expect(nextDepositAction(base, new Date('2026-06-09T14:59:00Z'))).toBe('wait');
    expect(nextDepositAction(base, new Date('2026-06-09T15:00:00Z'))).toBe('place');
    expect(nextDepositAction({ ...base, bookingGone: true }, new Date('2026-06-01T00:00:00Z'))).toBe('cancel');
    expect(nextDepositAction(base, new Date('2026-06-27T00:00:00Z'))).toBe('cancel');
  });

  it('renews a hold a day before it lapses when the stay outlasts it, or follows the fallback', () => {
    const expires = '2026-06-16T15:00:00Z';
    expect(renewalTime(new Date(expires)).toISOString()).toBe('2026-06-15T15:00:00.000Z');
    expect(nextDepositAction(authorized(expires), new Date('2026-06-15T14:00:00Z'))).toBe('wait');
    expect(nextDepositAction(authorized(expires), new Date('2026-06-15T15:00:00Z'))).toBe('renew');
    expect(nextDepositAction(authorized(expires, { fallback: 'charge_and_refund' }), new Date('2026-06-15T16:00:00Z'))).toBe('charge');
    expect(nextDepositAction(authorized(expires, { fallback: 'none' }), new Date('2026-06-15T16:00:00Z'))).toBe('wait');
    expect(nextDepositAction(authorized(expires, { fallback: 'none' }), new Date('2026-06-16T15:00:00Z'))).toBe('expire');
  });

  it('does not renew a hold that outlasts the release', () => {
    expect(nextDepositAction(authorized('2026-06-27T00:00:00Z'), new Date('2026-06-26T10:00:00Z'))).toBe('wait');
  });

  it('releases after the release time or when the booking is gone, refunds a fallback charge', () => {
    expect(nextDepositAction(authorized('2026-06-30T00:00:00Z'), new Date('2026-06-26T11:00:00Z'))).toBe('release');
    expect(nextDepositAction(authorized('2026-06-30T00:00:00Z', { bookingGone: true }), new Date('2026-06-01T00:00:00Z'))).toBe('release');
    const charged: DepositState = { ...base, status: 'captured', chargedAsFallback: true };
    expect(nextDepositAction(charged, new Date('2026-06-20T00:00:00Z'))).toBe('wait');
    expect(nextDepositAction(charged, new Date('2026-06-26T11:00:00Z'))).toBe('refund');
    // A host's claim is final: nothing more happens to a claimed deposit.
    expect(nextDepositAction({ ...charged, chargedAsFallback: false }, new Date('2026-07-01T00:00:00Z'))).toBe('wait');
    for (const status of ['released', 'partially_captured', 'failed', 'expired', 'cancelled'] as const) {
      expect(nextDepositAction({ ...base, status }, new Date('2026-07-01T00:00:00Z'))).toBe('wait');
    }
  });
});
