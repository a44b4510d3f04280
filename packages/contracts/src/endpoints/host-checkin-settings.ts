import { defineEndpoint } from '../endpoint.ts';
import { HostCheckinSettings, UpdateCheckinSettingsRequest } from '../host-checkin-settings.ts';
import { HostPropertyParams } from '../host-properties.ts';

const tags = ['host check-in settings'] as const;

export const hostGetCheckinSettings = defineEndpoint({
  operationId: 'hostGetCheckinSettings',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/checkin-settings',
  tags,
  summary: 'A property’s online check-in: required steps, deposit and its timeline, ID retention',
  hostAccess: 'organization',
  permission: 'inventory:read',
  params: HostPropertyParams,
  responses: { 200: HostCheckinSettings },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateCheckinSettings = defineEndpoint({
  operationId: 'hostUpdateCheckinSettings',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/checkin-settings',
  tags,
  summary: 'Set a property’s online check-in (bookings already checked in keep what they did)',
  hostAccess: 'organization',
  permission: 'checkin:write',
  params: HostPropertyParams,
  body: UpdateCheckinSettingsRequest,
  responses: { 200: HostCheckinSettings },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
