import { z } from 'zod';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId } from './numbers.ts';

// Calendars out (issue 13, part 1): each unit and each unit type has an iCal feed at a secret
// address that channels (Airbnb, Booking.com, Vrbo, Google Calendar) poll. The host sees the
// addresses in the console and can rotate one: the old address stops working at once.

export const calendarFeedSubjects = ['unit', 'unit_type'] as const;
export type CalendarFeedSubject = (typeof calendarFeedSubjects)[number];

export const CalendarFeed = z
  .object({
    subject: z.enum(calendarFeedSubjects),
    // The unit's or the unit type's id.
    id: z.number().int(),
    name: z.string(),
    propertyId: z.number().int(),
    propertyName: z.string(),
    // A unit's type (null for a unit type's own feed).
    unitTypeName: z.string().nullable(),
    url: z.string().describe('The secret feed address to paste into the channel'),
    rotatedAt: z.string().nullable(),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof CalendarFeed>;

export const CalendarFeedList = z.object({ data: z.array(CalendarFeed) }).meta({ id: 'CalendarFeedList' });
export type CalendarFeedList = z.infer<typeof CalendarFeedList>;

export const RotateCalendarFeedRequest = z.object({ subject: z.enum(calendarFeedSubjects), id: JsonId }).meta({ id: 'RotateCalendarFeedRequest' });
export type RotateCalendarFeedRequest = z.infer<typeof RotateCalendarFeedRequest>;

export { OrganizationParams as CalendarFeedParams };

// `<token>.ics`: the token is 32 URL-safe characters; anything else is simply not found.
export const CalendarFileParams = z.object({
  file: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]{16,100}\.ics$/, 'must be a feed file name'),
});
