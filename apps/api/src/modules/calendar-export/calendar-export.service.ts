import { createHash } from 'node:crypto';
import ical, { ICalEventBusyStatus } from 'ical-generator';
import type { CalendarFeed, CalendarFeedList, RotateCalendarFeedRequest } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import type { CalendarExportRepository, FeedAllocation, FeedRow, FeedTarget } from './calendar-export.repository.ts';

// The iCal feeds channels poll, and the host's view of their secret addresses. Nights are
// all-day events whose DTEND is the check-out day (exclusive), as Airbnb, Booking.com and Vrbo
// read them. Nothing about the guest leaves: the summary says only "Reserved" or "Not available".

export type CalendarExportService = ReturnType<typeof createCalendarExportService>;

export type CalendarFile = { body: string; etag: string };

// Channels only look ahead; a month back keeps a stay that is under way in the file.
const daysKept = 30;
const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs);
const isoDate = (day: number) => dateOf(day).toISOString().slice(0, 10);

type FeedEvent = { uid: string; startDay: number; endDay: number; summary: string; stamp: Date };

// A unit's feed: one event per allocation, its UID the allocation's (stable while it lives,
// also when an unpaid hold becomes a paid stay).
function unitEvents(allocations: readonly FeedAllocation[], domain: string): FeedEvent[] {
  return allocations.map((allocation) => ({
    uid: `allocation-${allocation.id}@${domain}`,
    startDay: dayNumber(allocation.starts_on),
    endDay: dayNumber(allocation.ends_on),
    summary: allocation.kind === 'block' ? 'Not available' : 'Reserved',
    stamp: new Date(allocation.stamped_at),
  }));
}

// A unit type's feed: a night is busy only when every active unit is taken (a channel selling
// the type must not stop while one unit is free). Consecutive busy nights make one event; its
// UID is the type and first night, its DTSTAMP the newest allocation it is made of.
function unitTypeEvents(unitTypeId: number, unitCount: number, allocations: readonly FeedAllocation[], domain: string): FeedEvent[] {
  if (unitCount === 0 || allocations.length === 0) return [];
  // A loop, not Math.min(...): a busy hotel's years of allocations would overflow the arguments.
  let first = Infinity;
  let last = -Infinity;
  for (const allocation of allocations) {
    first = Math.min(first, dayNumber(allocation.starts_on));
    last = Math.max(last, dayNumber(allocation.ends_on));
  }
  const taken = Array.from({ length: last - first }, () => ({ units: new Set<number>(), stamp: 0 }));
  for (const allocation of allocations) {
    const stamp = Date.parse(allocation.stamped_at);
    for (let day = dayNumber(allocation.starts_on); day < dayNumber(allocation.ends_on); day += 1) {
      const night = taken[day - first]!;
      night.units.add(allocation.unit_id);
      night.stamp = Math.max(night.stamp, stamp);
    }
  }
  const events: FeedEvent[] = [];
  let open: FeedEvent | null = null;
  taken.forEach((night, index) => {
    const day = first + index;
    if (night.units.size >= unitCount) {
      if (open) {
        open.endDay = day + 1;
        open.stamp = new Date(Math.max(open.stamp.getTime(), night.stamp));
      } else {
        open = { uid: `unit-type-${unitTypeId}-${isoDate(day)}@${domain}`, startDay: day, endDay: day + 1, summary: 'Not available', stamp: new Date(night.stamp) };
        events.push(open);
      }
    } else {
      open = null;
    }
  });
  return events;
}

function render(target: FeedTarget, events: readonly FeedEvent[]): string {
  const calendar = ical({ prodId: { company: 'Direct', product: 'Calendar export', language: 'EN' }, name: `${target.property_name} · ${target.name}` });
  for (const event of events) {
    calendar.createEvent({ id: event.uid, start: dateOf(event.startDay), end: dateOf(event.endDay), allDay: true, summary: event.summary, stamp: event.stamp, busystatus: ICalEventBusyStatus.BUSY });
  }
  return calendar.toString();
}

export function createCalendarExportService(options: { repository: CalendarExportRepository; feedBaseUrl: string; now: () => Date }) {
  const { repository, feedBaseUrl, now } = options;
  // The UIDs' right-hand side: ours, so they never collide with a channel's own events.
  const domain = new URL(feedBaseUrl).hostname;

  const view = (row: FeedRow): CalendarFeed => ({
    subject: row.subject,
    id: row.id,
    name: row.name,
    propertyId: row.property_id,
    propertyName: row.property_name,
    unitTypeName: row.unit_type_name,
    url: `${feedBaseUrl}/apis/ical/${row.token}.ics`,
    rotatedAt: row.rotated_at === null ? null : new Date(row.rotated_at).toISOString(),
  });

  return {
    async list(organizationId: number): Promise<CalendarFeedList> {
      return { data: (await repository.list(organizationId)).map(view) };
    },

    async rotate(organizationId: number, request: RotateCalendarFeedRequest, actor: AuditActor, requestId?: string): Promise<CalendarFeed> {
      const row = await repository.rotate(organizationId, request.subject, request.id, actor, requestId);
      if (!row) throw new AppError('not_found', request.subject === 'unit' ? 'There is no such unit.' : 'There is no such unit type.');
      return view(row);
    },

    // The feed a file name opens; undefined for an unknown or rotated token.
    async feed(file: string): Promise<CalendarFile | undefined> {
      const target = await repository.target(file.replace(/\.ics$/, ''));
      if (!target) return undefined;
      const since = isoDate(Math.floor(now().getTime() / dayMs) - daysKept);
      let events: FeedEvent[];
      if (target.unit_id !== null) {
        events = unitEvents(await repository.allocations(target.organization_id, [target.unit_id], since, now()), domain);
      } else {
        const units = await repository.activeUnits(target.organization_id, target.unit_type_id!);
        events = unitTypeEvents(target.unit_type_id!, units.length, await repository.allocations(target.organization_id, units, since, now()), domain);
      }
      const body = render(target, events);
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    },
  };
}
