import type { AuditActor } from '@direct/db';
import type { DashboardStay, HostDashboardOccupancy, HostDashboardRevenue, HostDashboardToday, HousekeepingBoard, UnitCleaning } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import { addDays, localDate, utcDateOf } from '@direct/domain';
import { nightsIn, periodsAround, revenueIn } from './dashboard-figures.ts';
import type { DashboardCalendars, DashboardCheckin } from './host-dashboard-ports.ts';
import type { HostDashboardRepository } from './host-dashboard.repository.ts';

export type HostDashboardService = ReturnType<typeof createHostDashboardService>;

const dayMs = 86_400_000;
const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

// The host's Today, the charts' figures and the housekeeping board. "Today" is the property's own
// day (its city's time zone): a stay arriving today in Lisbon is today's even when it is already
// tomorrow in UTC. Figures for the whole organization use its first property's day.
export function createHostDashboardService(options: { repository: HostDashboardRepository; checkin: DashboardCheckin; calendars?: DashboardCalendars | undefined; now: () => Date }) {
  const { repository, checkin, calendars, now } = options;

  async function days(organizationId: number) {
    const properties = await repository.properties(organizationId);
    const at = now();
    const zoneOf = new Map(properties.map((property) => [property.id, property.timeZone]));
    const todayOf = (propertyId: number) => localDate(at, zoneOf.get(propertyId) ?? 'UTC');
    return { at, properties, todayOf, today: localDate(at, properties[0]?.timeZone ?? 'UTC') };
  }

  return {
    async today(organizationId: number): Promise<HostDashboardToday> {
      const { at, properties, todayOf, today } = await days(organizationId);
      const names = new Map(properties.map((property) => [property.id, property.name]));
      // Wide enough for every time zone's today and tomorrow.
      const stays = await repository.staysBetween(organizationId, addDays(utcDateOf(at), -1), addDays(utcDateOf(at), 2));
      const cleaned = cleanedOf(await repository.cleaningsBetween(organizationId, addDays(utcDateOf(at), -1), addDays(utcDateOf(at), 2)));
      const arrivals: DashboardStay[] = [];
      const departures: DashboardStay[] = [];
      for (const stay of stays) {
        const day = todayOf(stay.propertyId);
        const when = (date: string) => (date === day ? 'today' : date === addDays(day, 1) ? 'tomorrow' : null);
        const arriving = stay.status !== 'completed' ? when(stay.checkIn) : null;
        const leaving = when(stay.checkOut);
        if (!arriving && !leaving) continue;
        const states = await checkin.states(organizationId, stay.bookingId);
        const item = {
          bookingId: stay.bookingId,
          code: stay.code,
          guestName: stay.guestName,
          propertyId: stay.propertyId,
          propertyName: names.get(stay.propertyId) ?? '',
          unitName: stay.unitName,
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          status: stay.status,
          steps: states.required.map((step) => ({ step, done: states.completed.has(step) })),
          checkinReady: states.ready,
          cleaned: null,
        };
        if (arriving) arrivals.push({ ...item, day: arriving });
        if (leaving) {
          const mark = stay.unitId === null ? undefined : cleaned.get(`${stay.unitId}|${stay.checkOut}`);
          departures.push({ ...item, day: leaving, cleaned: mark ? { cleanedAt: mark.cleanedAt, cleanedBy: mark.cleanedBy } : null });
        }
      }
      const instalments = await repository.unpaidInstalments(organizationId, addDays(today, 1));
      const deposits = await repository.depositsToAct(organizationId, at, today);
      return {
        today,
        arrivals,
        departures,
        unpaidInstalments: instalments
          .filter((row) => row.dueDate <= today)
          .map((row) => ({ instalmentId: row.instalmentId, bookingId: row.bookingId, code: row.code, guestName: row.guestName, amount: { amountMinor: row.amountMinor, currency: row.currency }, dueDate: row.dueDate, overdue: row.dueDate < today })),
        deposits: deposits.map((row) => ({
          bookingId: row.bookingId,
          code: row.code,
          guestName: row.guestName,
          status: row.status,
          amount: { amountMinor: row.amountMinor, currency: row.currency },
          todo: row.status !== 'authorized' ? ('place' as const) : row.releaseAfter <= at ? ('release' as const) : ('decide' as const),
        })),
        newReviews: (await repository.reviewsSince(organizationId, new Date(at.getTime() - 7 * dayMs))).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        failedEmails: (await repository.failedEmails(organizationId)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        // A channel's event on nights we hold (the calendar sync stored it instead of applying it).
        calendarConflicts: (await calendars?.openConflicts(organizationId))?.map((conflict) => ({
          conflictId: conflict.id,
          bookingId: conflict.hits.bookingId,
          unitName: conflict.unit.name,
          startsOn: conflict.event.startsOn,
          endsOn: conflict.event.endsOn,
          detail: [conflict.feed.label, conflict.event.summary, conflict.hits.bookingCode ?? conflict.hits.feedLabel].filter(Boolean).join(' · '),
          feedLabel: conflict.feed.label,
          channel: conflict.feed.channel,
          eventSummary: conflict.event.summary,
          hitKind: conflict.hits.kind,
          bookingCode: conflict.hits.bookingCode,
          guestName: conflict.hits.guestName,
          bookingStartsOn: conflict.hits.startsOn,
          bookingEndsOn: conflict.hits.endsOn,
          otherFeedLabel: conflict.hits.feedLabel,
        })) ?? [],
        failingCalendars: (await calendars?.failingFeeds(organizationId)) ?? [],
      };
    },

    async occupancy(organizationId: number): Promise<HostDashboardOccupancy> {
      const { properties, today } = await days(organizationId);
      const periods = periodsAround(today);
      const unitsOf = new Map((await repository.unitCounts(organizationId)).map((row) => [row.propertyId, row.count]));
      const stays = await repository.staysOverlapping(organizationId, periods.past.from, periods.next.to);
      const booked = (filter: (stay: (typeof stays)[number]) => boolean, period: { from: string; to: string }) =>
        stays.filter(filter).reduce((sum, stay) => sum + nightsIn(stay.checkIn, stay.checkOut, period.from, period.to) * Math.max(stay.units, 1), 0);
      const blocks = await repository.blocksOverlapping(organizationId, periods.past.from, periods.next.to);
      const blocked = (propertyId: number | null, period: { from: string; to: string }) =>
        blocks.filter((block) => propertyId === null || block.propertyId === propertyId).reduce((sum, block) => sum + nightsIn(block.startsOn, block.endsOn, period.from, period.to), 0);
      const figures = (bookedNights: number, units: number, blockedNights: number) => ({
        bookedNights,
        availableNights: Math.max(units * 90 - blockedNights, 0),
        blockedNights,
      });
      const totalUnits = [...unitsOf.values()].reduce((sum, count) => sum + count, 0);
      const channels = [...new Set(stays.map((stay) => stay.source))].sort();
      return {
        ...periods,
        byProperty: properties.map((property) => ({
          propertyId: property.id,
          name: property.name,
          past: figures(booked((stay) => stay.propertyId === property.id, periods.past), unitsOf.get(property.id) ?? 0, blocked(property.id, periods.past)),
          next: figures(booked((stay) => stay.propertyId === property.id, periods.next), unitsOf.get(property.id) ?? 0, blocked(property.id, periods.next)),
        })),
        byChannel: channels.map((channel) => ({
          channel,
          past: figures(booked((stay) => stay.source === channel, periods.past), totalUnits, blocked(null, periods.past)),
          next: figures(booked((stay) => stay.source === channel, periods.next), totalUnits, blocked(null, periods.next)),
        })),
      };
    },

    async revenue(organizationId: number): Promise<HostDashboardRevenue> {
      const { properties, today } = await days(organizationId);
      const periods = periodsAround(today);
      const stays = await repository.staysOverlapping(organizationId, periods.past.from, periods.next.to);
      const sums = <K extends string>(keyOf: (stay: (typeof stays)[number]) => K) => {
        const totals = new Map<string, { key: K; currency: string; pastMinor: number; nextMinor: number }>();
        for (const stay of stays) {
          const id = `${keyOf(stay)}|${stay.currency}`;
          const row = totals.get(id) ?? { key: keyOf(stay), currency: stay.currency, pastMinor: 0, nextMinor: 0 };
          row.pastMinor += revenueIn(stay, periods.past.from, periods.past.to);
          row.nextMinor += revenueIn(stay, periods.next.from, periods.next.to);
          totals.set(id, row);
        }
        return [...totals.values()];
      };
      const names = new Map(properties.map((property) => [property.id, property.name]));
      return {
        ...periods,
        byProperty: sums((stay) => String(stay.propertyId)).map(({ key, ...row }) => ({ propertyId: Number(key), name: names.get(Number(key)) ?? '', ...row })),
        byChannel: sums((stay) => stay.source).map(({ key, ...row }) => ({ channel: key, ...row })),
      };
    },

    async housekeeping(organizationId: number, query: { from?: string | undefined; days: number }): Promise<HousekeepingBoard> {
      const { today } = await days(organizationId);
      const from = query.from ?? today;
      const to = addDays(from, query.days - 1);
      const movements = await repository.unitMovements(organizationId, from, to);
      const cleaned = cleanedOf(await repository.cleaningsBetween(organizationId, from, to));
      const board: HousekeepingBoard = { days: [] };
      for (let offset = 0; offset < query.days; offset++) {
        const date = addDays(from, offset);
        const unitsOfDay = new Map<number, HousekeepingBoard['days'][number]['units'][number]>();
        for (const move of movements) {
          if (move.startsOn !== date && move.endsOn !== date) continue;
          const unit = unitsOfDay.get(move.unitId) ?? { unitId: move.unitId, unitName: move.unitName, propertyName: move.propertyName, departure: null, arrival: null, turnover: false, cleaned: null };
          if (move.endsOn === date) unit.departure = { guestName: move.guestName, guests: move.guests, time: hhmm(move.departureTime ?? move.checkOutTime) };
          if (move.startsOn === date) unit.arrival = { guestName: move.guestName, guests: move.guests, time: hhmm(move.arrivalTime ?? move.checkInTime) };
          unit.turnover = unit.departure !== null && unit.arrival !== null;
          unit.cleaned = unit.departure ? (cleaned.get(`${move.unitId}|${date}`) ?? null) : null;
          unitsOfDay.set(move.unitId, unit);
        }
        board.days.push({ date, units: [...unitsOfDay.values()] });
      }
      return board;
    },

    async markCleaned(organizationId: number, input: { unitId: number; date: string }, actor: AuditActor, requestId?: string): Promise<UnitCleaning> {
      const result = await repository.markCleaned(organizationId, input.unitId, input.date, now(), actor, requestId);
      if (result.outcome === 'no_unit') throw new AppError('not_found', 'This unit was not found.');
      if (result.outcome === 'no_departure') {
        const message = 'No stay leaves this unit on this day.';
        throw new AppError('validation_failed', message, { fields: [{ field: 'date', reason: 'no_departure', message }] });
      }
      const { cleaning } = result;
      return { unitId: cleaning.unitId, date: cleaning.day, cleanedAt: cleaning.cleanedAt.toISOString(), cleanedBy: cleaning.actorName };
    },
  };
}

// Cleanings by "<unit>|<day>", as the board and Today show them.
function cleanedOf(rows: { unitId: number; day: string; cleanedAt: Date; actorName: string }[]): Map<string, UnitCleaning> {
  return new Map(rows.map((row) => [`${row.unitId}|${row.day}`, { unitId: row.unitId, date: row.day, cleanedAt: row.cleanedAt.toISOString(), cleanedBy: row.actorName }]));
}
