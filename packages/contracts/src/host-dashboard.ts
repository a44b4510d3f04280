import { z } from 'zod';
import { channelFeedChannelValues, feedFailureReasons } from './channel-feeds.ts';
import { Money } from './catalog-query.ts';
import { bookingStatuses } from './bookings.ts';
import { depositStatuses } from './deposits.ts';
import { checkinStepNames } from './checkin.ts';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId } from './numbers.ts';

// The host's "Today": what needs attention now, in each property's own time zone, and the
// occupancy and revenue of the last and next 90 days. Housekeeping gets its own board with names
// only (no emails, phones or documents).

export const DashboardParams = OrganizationParams;

// bookings.source (the db schema's list): where a booking came from.
export const dashboardChannels = ['website', 'phone', 'email', 'walk_in', 'api', 'channel'] as const;


export const DashboardStay = z
  .object({
    bookingId: z.number().int(),
    code: z.string(),
    guestName: z.string(),
    propertyId: z.number().int(),
    propertyName: z.string(),
    unitName: z.string().nullable(),
    checkIn: z.string(),
    checkOut: z.string(),
    status: z.enum(bookingStatuses),
    // 'today' or 'tomorrow' in the property's time zone.
    day: z.enum(['today', 'tomorrow']),
    steps: z.array(z.object({ step: z.enum(checkinStepNames), done: z.boolean() })),
    checkinReady: z.boolean(),
    // Departures: the unit marked cleaned on the check-out day (housekeeping board), else null.
    cleaned: z.object({ cleanedAt: z.string(), cleanedBy: z.string() }).nullable(),
  })
  .meta({ id: 'DashboardStay' });
export type DashboardStay = z.infer<typeof DashboardStay>;

export const HostDashboardToday = z
  .object({
    // The organization's first property's day (each stay is placed by its own property's day).
    today: z.string(),
    arrivals: z.array(DashboardStay),
    departures: z.array(DashboardStay),
    unpaidInstalments: z.array(
      z.object({ instalmentId: z.number().int(), bookingId: z.number().int(), code: z.string(), guestName: z.string(), amount: Money, dueDate: z.string(), overdue: z.boolean() }),
    ),
    deposits: z.array(
      z.object({
        bookingId: z.number().int(),
        code: z.string(),
        guestName: z.string(),
        status: z.enum(depositStatuses).nullable(),
        amount: Money,
        // place: the hold's day has come and nothing is held; release/decide: the stay is over.
        todo: z.enum(['place', 'release', 'decide']),
      }),
    ),
    newReviews: z.array(z.object({ reviewId: z.number().int(), bookingId: z.number().int().nullable(), propertyName: z.string(), authorName: z.string(), rating: z.number().int(), createdAt: z.string() })),
    failedEmails: z.array(z.object({ emailId: z.number().int(), bookingId: z.number().int().nullable(), code: z.string().nullable(), kind: z.string().nullable(), subject: z.string(), lastError: z.string().nullable(), createdAt: z.string() })),
    // An imported calendar's event refused because we hold those nights: both sides, side by side.
    calendarConflicts: z.array(
      z.object({
        bookingId: z.number().int().nullable(),
        unitName: z.string(),
        startsOn: z.string(),
        endsOn: z.string(),
        detail: z.string(),
        conflictId: z.number().int(),
        feedLabel: z.string(),
        channel: z.enum(channelFeedChannelValues),
        eventSummary: z.string().nullable(),
        hitKind: z.enum(['stay', 'hold', 'block', 'feed']),
        bookingCode: z.string().nullable(),
        guestName: z.string().nullable(),
        bookingStartsOn: z.string().nullable(),
        bookingEndsOn: z.string().nullable(),
        otherFeedLabel: z.string().nullable(),
      }),
    ),
    // Imported calendars that failed channelFeedFailingAfter times in a row, with the last error.
    failingCalendars: z.array(
      z.object({ feedId: z.number().int(), label: z.string(), unitName: z.string(), lastError: z.string().nullable(), lastErrorReason: z.enum(feedFailureReasons).nullable(), failures: z.number().int() }),
    ),
  })
  .meta({ id: 'HostDashboardToday' });
export type HostDashboardToday = z.infer<typeof HostDashboardToday>;

const Period = z.object({ from: z.string(), to: z.string() });
// Available nights are the active units' nights minus the nights a host blocked (owner stay,
// maintenance): a blocked night can't be sold, so it doesn't lower the occupancy.
const OccupancyFigures = z.object({ bookedNights: z.number().int(), availableNights: z.number().int(), blockedNights: z.number().int() });

export const HostDashboardOccupancy = z
  .object({
    past: Period,
    next: Period,
    byProperty: z.array(z.object({ propertyId: z.number().int(), name: z.string(), past: OccupancyFigures, next: OccupancyFigures })),
    // Available nights are the organization's; booked nights by the channel that made the booking.
    byChannel: z.array(z.object({ channel: z.enum(dashboardChannels), past: OccupancyFigures, next: OccupancyFigures })),
  })
  .meta({ id: 'HostDashboardOccupancy' });
export type HostDashboardOccupancy = z.infer<typeof HostDashboardOccupancy>;

// Revenue of the nights in each period (a stay's total spread evenly over its nights), by currency.
export const HostDashboardRevenue = z
  .object({
    past: Period,
    next: Period,
    byProperty: z.array(z.object({ propertyId: z.number().int(), name: z.string(), currency: z.string(), pastMinor: z.number().int(), nextMinor: z.number().int() })),
    byChannel: z.array(z.object({ channel: z.enum(dashboardChannels), currency: z.string(), pastMinor: z.number().int(), nextMinor: z.number().int() })),
  })
  .meta({ id: 'HostDashboardRevenue' });
export type HostDashboardRevenue = z.infer<typeof HostDashboardRevenue>;

export const HousekeepingQuery = z.object({
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(14).default(3),
});

// Names only: this is what a cleaner's phone shows.
const HousekeepingStay = z.object({ guestName: z.string(), guests: z.number().int(), time: z.string().nullable() }).strict();

// A unit marked cleaned on a day (after its departure), and by whom (a name only).
export const UnitCleaning = z
  .object({ unitId: z.number().int(), date: z.string(), cleanedAt: z.string(), cleanedBy: z.string() })
  .meta({ id: 'UnitCleaning' });
export type UnitCleaning = z.infer<typeof UnitCleaning>;

export const MarkCleanedRequest = z.object({ unitId: JsonId, date: z.iso.date() }).strict();

export const HousekeepingBoard = z
  .object({
    days: z.array(
      z.object({
        date: z.string(),
        units: z.array(
          z.object({
            unitId: z.number().int(),
            unitName: z.string(),
            propertyName: z.string(),
            departure: HousekeepingStay.nullable(),
            arrival: HousekeepingStay.nullable(),
            turnover: z.boolean(),
            // Only with a departure that day: null until someone marks the unit cleaned.
            cleaned: UnitCleaning.nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'HousekeepingBoard' });
export type HousekeepingBoard = z.infer<typeof HousekeepingBoard>;
