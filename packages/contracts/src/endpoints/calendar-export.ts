import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CalendarFeed, CalendarFeedList, CalendarFeedParams, CalendarFileParams, RotateCalendarFeedRequest } from '../calendar-export.ts';

// Calendars out: the public iCal feeds channels poll, and the host's list of their addresses.

const tags = ['calendar export'] as const;

export const getCalendarFeed = defineEndpoint({
  operationId: 'getCalendarFeed',
  method: 'GET',
  path: '/apis/ical/:file',
  tags,
  summary: 'A unit’s or unit type’s calendar as iCalendar (public; the secret address is the key)',
  description:
    'Booked, held and blocked nights as all-day events (DTEND is the check-out day, exclusive), summary "Not available", ' +
    'no guest data, one stable UID per stay or block. A unit type’s feed shows a night busy only when every active unit ' +
    'of the type is taken. Served with an ETag (304 on If-None-Match) and `Cache-Control: private, max-age=60`. An ' +
    'unknown or rotated address is 404.',
  // Public: channels fetch the address as given, without our bearer token.
  security: [],
  params: CalendarFileParams,
  responses: { 200: z.string().describe('text/calendar; charset=utf-8 (304 without a body when If-None-Match matches)') },
  errors: [400, 404],
});

export const hostListCalendarFeeds = defineEndpoint({
  operationId: 'hostListCalendarFeeds',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/calendar-feeds',
  tags,
  summary: 'The iCal export address of each unit and unit type (made on first view)',
  hostAccess: 'organization',
  permission: 'rates:read',
  params: CalendarFeedParams,
  responses: { 200: CalendarFeedList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostRotateCalendarFeed = defineEndpoint({
  operationId: 'hostRotateCalendarFeed',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/calendar-feeds/rotate',
  tags,
  summary: 'Give a unit’s or unit type’s feed a new secret address; the old one stops working at once',
  hostAccess: 'organization',
  permission: 'integrations:write',
  params: CalendarFeedParams,
  body: RotateCalendarFeedRequest,
  responses: { 200: CalendarFeed },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
