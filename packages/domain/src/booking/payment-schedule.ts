import { addDays, type IsoDate } from '../dates/iso-date.ts';
import { percentOf } from '../money/percent.ts';

// When a booking is paid: the rate plan's prepayment share at booking, the balance a number of
// days before arrival, or everything now when that day is already here.

export type ScheduledPart = { sequence: number; amountMinor: number; dueDate: IsoDate; dueNow: boolean };

export function paymentSchedule(input: {
  totalMinor: number;
  prepaymentPercent: number;
  balanceDueDaysBeforeArrival: number;
  checkIn: IsoDate;
  today: IsoDate;
}): ScheduledPart[] {
  const { totalMinor, today } = input;
  const percent = Math.min(100, Math.max(0, input.prepaymentPercent));
  const balanceDue = addDays(input.checkIn, -Math.max(0, input.balanceDueDaysBeforeArrival));
  const now = percentOf(totalMinor, percent);
  const rest = totalMinor - now;
  if (percent >= 100 || rest <= 0 || balanceDue <= today || now <= 0) {
    return [{ sequence: 1, amountMinor: totalMinor, dueDate: today, dueNow: true }];
  }
  return [
    { sequence: 1, amountMinor: now, dueDate: today, dueNow: true },
    { sequence: 2, amountMinor: rest, dueDate: balanceDue, dueNow: false },
  ];
}
