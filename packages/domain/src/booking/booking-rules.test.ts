import { describe, expect, it } from 'vitest';
import { addOnAmount, addOnUnitPrice } from './add-ons.ts';
import { buildBookingTotal } from './booking-total.ts';
import { holdExpiry, holdLapsed, unpaidCancelDeadline } from './holds.ts';
import { paymentSchedule } from './payment-schedule.ts';

const stay = { nights: 3, guests: 2, accommodationMinor: 30_000 };

describe('add-ons', () => {
  it.each([
    ['fixed', 2500, 2500],
    ['per_night', 1500, 4500],
    ['per_guest', 1000, 2000],
    ['per_guest_per_night', 1200, 7200],
  ] as const)('prices %s', (calculation, amountMinor, expected) => {
    expect(addOnUnitPrice({ calculation, amountMinor, percent: null, maxQuantity: 1 }, stay)).toBe(expected);
  });
  it('prices a percentage of the accommodation', () => {
    expect(addOnUnitPrice({ calculation: 'percentage', amountMinor: null, percent: '8.00', maxQuantity: 1 }, stay)).toBe(2400);
  });
  it('multiplies by the quantity, refusing more than the maximum', () => {
    const bike = { calculation: 'per_night' as const, amountMinor: 1500, percent: null, maxQuantity: 2 };
    expect(addOnAmount(bike, stay, 2)).toBe(9000);
    expect(addOnAmount(bike, stay, 3)).toBeNull();
    expect(addOnAmount(bike, stay, 0)).toBeNull();
  });
});

describe('buildBookingTotal', () => {
  it('itemises the stay, add-ons and a negative discount, summing to the total', () => {
    const total = buildBookingTotal({
      stay: {
        currency: 'EUR',
        nights: [{ date: '2026-05-01', priceMinor: 10_000 }],
        lines: [
          { kind: 'accommodation', label: 'Accommodation', amountMinor: 10_000 },
          { kind: 'fee', label: 'Cleaning', amountMinor: 5000 },
          { kind: 'tax', label: 'City tax', amountMinor: 400 },
        ],
      },
      addOns: [{ label: 'Breakfast', amountMinor: 2400 }],
      discount: { label: 'Voucher WELCOME10', amountMinor: 1000 },
    });
    expect(total.lines.map((line) => [line.kind, line.amountMinor])).toEqual([
      ['accommodation', 10_000],
      ['fee', 5000],
      ['tax', 400],
      ['add_on', 2400],
      ['discount', -1000],
    ]);
    expect(total.totalMinor).toBe(16_800);
  });
});

describe('paymentSchedule', () => {
  const base = { totalMinor: 100_001, prepaymentPercent: 30, balanceDueDaysBeforeArrival: 30, checkIn: '2026-06-01', today: '2026-03-10' };
  it('splits into a prepayment now and the balance before arrival, summing exactly', () => {
    const parts = paymentSchedule(base);
    expect(parts).toEqual([
      { sequence: 1, amountMinor: 30_000, dueDate: '2026-03-10', dueNow: true },
      { sequence: 2, amountMinor: 70_001, dueDate: '2026-05-02', dueNow: false },
    ]);
    expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(base.totalMinor);
  });
  it('asks for everything now when the balance date is today or past, or the plan takes 100%', () => {
    expect(paymentSchedule({ ...base, checkIn: '2026-04-09' })).toEqual([{ sequence: 1, amountMinor: 100_001, dueDate: '2026-03-10', dueNow: true }]);
    expect(paymentSchedule({ ...base, checkIn: '2026-04-08' })).toHaveLength(1);
    expect(paymentSchedule({ ...base, checkIn: '2026-04-10' })).toHaveLength(2);
    expect(paymentSchedule({ ...base, prepaymentPercent: 100 })).toHaveLength(1);
  });
});

describe('holds', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('expires a hold after the given minutes and cancels unpaid bookings after the given hours', () => {
    expect(holdExpiry(now, 20).toISOString()).toBe('2026-03-10T12:20:00.000Z');
    expect(unpaidCancelDeadline(now, 24).toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(holdLapsed(holdExpiry(now, 20), now)).toBe(false);
    expect(holdLapsed(now, now)).toBe(true);
    expect(holdLapsed(null, now)).toBe(false);
  });
});
