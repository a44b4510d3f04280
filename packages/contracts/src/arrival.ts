import { z } from 'zod';

// specify_arrival_time (/apis/rest/front_end_api/latest/specify_arrival_time): the guest says, or
// changes, when they will arrive. Proof of access: the booking code and its access token.

const BookingCode = z.string().trim().min(3).max(40);
const AccessToken = z.string().min(10).max(300);
// 24-hour clock, 00:00–23:59.
export const ArrivalTimeValue = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time between 00:00 and 23:59 (HH:MM)');

export const ArrivalTimeQuery = z.strictObject({ BOOKINGCODE: BookingCode, access_token: AccessToken });
export type ArrivalTimeQuery = z.infer<typeof ArrivalTimeQuery>;

export const ArrivalTimeBody = z.strictObject({ BOOKINGCODE: BookingCode, access_token: AccessToken, arrival_time: ArrivalTimeValue });
export type ArrivalTimeBody = z.infer<typeof ArrivalTimeBody>;

export const ArrivalTime = z
  .object({
    bookingCode: z.string(),
    brandId: z.number().int(),
    propertyName: z.string(),
    checkIn: z.string(),
    checkOut: z.string(),
    // HH:MM, or null when the guest hasn't said yet.
    arrivalTime: z.string().nullable(),
    // The property's check-in time (HH:MM): arriving earlier needs a paid early check-in slot.
    checkInTime: z.string(),
    // The booked early check-in slot, if any: arriving from its time on is fine.
    earlyCheckIn: z.object({ label: z.string(), time: z.string() }).nullable(),
    // The earliest time the guest may give (the slot's time, or the check-in time).
    earliestArrivalTime: z.string(),
    // The times the host offers (HH:MM, the booked early slot first); empty: any time from earliestArrivalTime.
    slots: z.array(z.string()),
    // False once the check-in day has passed, or when the booking isn't confirmed.
    canChange: z.boolean(),
    status: z.string(),
  })
  .meta({ id: 'ArrivalTime' });
export type ArrivalTime = z.infer<typeof ArrivalTime>;
