import ICAL from 'ical.js';
import { addDays, localDate } from '@direct/domain';

// Reads a channel's iCalendar feed into the nights it takes (decision 0022: ical.js). All-day
// events are dates already; timed ones become the nights they touch in the property's time zone;
// recurring events are expanded up to the horizon, minus EXDATEs and cancelled occurrences.

export type FeedEvent = {
  // Stable across syncs: the UID, plus the occurrence's first night for a recurring event.
  key: string;
  uid: string;
  summary: string | null;
  startsOn: string;
  endsOn: string;
};

export class FeedParseError extends Error {}

// A recurring event yields at most this many occurrences (a daily rule over two years is 731).
const maxOccurrences = 1000;

function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second')) - instant;
}

function isZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

// The instant a wall-clock time in `timeZone` names (twice corrected, for DST edges).
function instantOf(time: ICAL.Time, timeZone: string): Date {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  let guess = wall - zoneOffsetMs(wall, timeZone);
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

const isoOf = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

// The nights [startsOn, endsOn) an occurrence takes. A timed event takes at least the night of
// the day it starts (a double booking costs more than a night left unsold).
function nightsOf(start: ICAL.Time, end: ICAL.Time | null, eventZone: string | null, propertyZone: string): { startsOn: string; endsOn: string } {
  if (start.isDate) {
    const startsOn = isoOf(start);
    const endsOn = end ? isoOf(end) : addDays(startsOn, 1);
    return { startsOn, endsOn: endsOn > startsOn ? endsOn : addDays(startsOn, 1) };
  }
  const zoneOf = (time: ICAL.Time) => (time.zone?.tzid === 'UTC' || time.zone === ICAL.Timezone.utcTimezone ? 'UTC' : eventZone && isZone(eventZone) ? eventZone : propertyZone);
  const startsOn = localDate(instantOf(start, zoneOf(start)), propertyZone);
  const endDate = end ? localDate(instantOf(end, zoneOf(end)), propertyZone) : startsOn;
  return { startsOn, endsOn: endDate > startsOn ? endDate : addDays(startsOn, 1) };
}

// Throws FeedParseError for anything that isn't a calendar; returns the occurrences that end
// after `from` and start before `until`.
export function parseFeed(text: string, options: { propertyTimeZone: string; from: string; until: string }): FeedEvent[] {
  let root: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    // Several calendars in one file: the first is read (channels send one).
    const jcal = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    root = new ICAL.Component(jcal as unknown[]);
  } catch (error) {
    throw new FeedParseError(`not an iCalendar file (${error instanceof Error ? error.message : 'unreadable'})`);
  }
  if (root.name !== 'vcalendar') throw new FeedParseError('not an iCalendar file (no VCALENDAR)');

  const components = root.getAllSubcomponents('vevent');
  const exceptions = components.filter((component) => component.hasProperty('recurrence-id'));
  const masters = components.filter((component) => !component.hasProperty('recurrence-id'));
  const events: FeedEvent[] = [];
  const seen = new Map<string, number>();
  const push = (event: FeedEvent) => {
    if (event.endsOn <= options.from || event.startsOn >= options.until) return;
    // A feed repeating a UID (it happens) still gets one key per event.
    const count = seen.get(event.key) ?? 0;
    seen.set(event.key, count + 1);
    events.push(count === 0 ? event : { ...event, key: `${event.key}#${count + 1}` });
  };

  for (const [index, component] of masters.entries()) {
    if (!component.hasProperty('dtstart')) throw new FeedParseError(`event ${index + 1} has no start (DTSTART)`);
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    if (status === 'CANCELLED') continue;
    const event = new ICAL.Event(component);
    const uid = event.uid || `${isoOf(event.startDate)}-${index}`;
    const summary = event.summary || null;
    const zone = (component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null;
    for (const exception of exceptions) {
      if (exception.getFirstPropertyValue('uid') === event.uid) event.relateException(exception);
    }
    if (!event.isRecurring()) {
      const nights = nightsOf(event.startDate, event.endDate, zone, options.propertyTimeZone);
      push({ key: uid, uid, summary, ...nights });
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < maxOccurrences; count++) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const occurrenceStatus = String(details.item.component.getFirstPropertyValue('status') ?? '').toUpperCase();
      const nights = nightsOf(details.startDate, details.endDate, zone, options.propertyTimeZone);
      if (nights.startsOn >= options.until) break;
      if (occurrenceStatus === 'CANCELLED') continue;
      push({ key: `${uid}@${isoOf(next)}`, uid, summary: details.item.summary || summary, ...nights });
    }
  }
  return events.sort((a, b) => (a.startsOn < b.startsOn ? -1 : a.startsOn > b.startsOn ? 1 : a.key < b.key ? -1 : 1));
}
