import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  CalendarConflictList,
  ChannelFeedParams,
  ChannelFeedsQuery,
  ChannelFeedTestResult,
  CreateChannelFeedRequest,
  HostChannelFeed,
  HostChannelFeedList,
  TestChannelFeedRequest,
  UpdateChannelFeedRequest,
} from '../channel-feeds.ts';
import { OrganizationParams } from '../host-accounts.ts';

// Calendars in: other channels' iCal feeds per unit, polled by the job queue; imported events block
// nights under the same exclusion constraint as stays, and what it refuses is a conflict.

const tags = ['host calendar sync'] as const;
const read = { hostAccess: 'organization', permission: 'rates:read' } as const;
const write = { hostAccess: 'organization', permission: 'rates:write' } as const;

export const hostListChannelFeeds = defineEndpoint({
  operationId: 'hostListChannelFeeds',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/channel-feeds',
  tags,
  summary: 'The units’ imported calendars with their last sync, result, event count and next run',
  ...read,
  params: OrganizationParams,
  query: ChannelFeedsQuery,
  responses: { 200: HostChannelFeedList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateChannelFeed = defineEndpoint({
  operationId: 'hostCreateChannelFeed',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/channel-feeds',
  tags,
  summary: 'Add a channel’s calendar (iCal URL) to a unit; the first sync is queued at once',
  ...write,
  params: OrganizationParams,
  body: CreateChannelFeedRequest,
  responses: { 201: HostChannelFeed },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateChannelFeed = defineEndpoint({
  operationId: 'hostUpdateChannelFeed',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/channel-feeds/:feedId',
  tags,
  summary: 'Change a calendar’s channel, label or URL (a new URL is synced again from scratch)',
  ...write,
  params: ChannelFeedParams,
  body: UpdateChannelFeedRequest,
  responses: { 200: HostChannelFeed },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostDeleteChannelFeed = defineEndpoint({
  operationId: 'hostDeleteChannelFeed',
  method: 'DELETE',
  path: '/apis/host/organizations/:organizationId/channel-feeds/:feedId',
  tags,
  summary: 'Remove a calendar: the nights it blocked are free again',
  ...write,
  params: ChannelFeedParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostSyncChannelFeed = defineEndpoint({
  operationId: 'hostSyncChannelFeed',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/channel-feeds/:feedId/sync',
  tags,
  summary: 'Sync a calendar now; answers the feed with the sync’s result (a failed fetch is a result, not an error)',
  ...write,
  params: ChannelFeedParams,
  responses: { 200: HostChannelFeed },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostTestChannelFeed = defineEndpoint({
  operationId: 'hostTestChannelFeed',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/channel-feeds/test',
  tags,
  summary: 'Fetch and read a calendar URL without storing anything: how many events, or why it fails',
  ...write,
  params: OrganizationParams,
  body: TestChannelFeedRequest,
  responses: { 200: ChannelFeedTestResult },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostListCalendarConflicts = defineEndpoint({
  operationId: 'hostListCalendarConflicts',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/channel-feeds/conflicts',
  tags,
  summary: 'Imported events refused because a stay of ours (or another calendar) holds those nights',
  ...read,
  params: OrganizationParams,
  responses: { 200: CalendarConflictList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
