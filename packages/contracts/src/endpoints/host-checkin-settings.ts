import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AgreementPreview, AgreementTextBody, HostCheckinSettings, HostPropertyAgreement, UpdateCheckinSettingsRequest } from '../host-checkin-settings.ts';
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
  description:
    '`depositFallback` applies to deposits made from now on. `arrivalWindow` limits the arrival and departure times a guest ' +
    'may choose (latestArrival after earliestArrival, else 400 `arrivalWindow.latestArrival`).',
  hostAccess: 'organization',
  permission: 'checkin:write',
  params: HostPropertyParams,
  body: UpdateCheckinSettingsRequest,
  responses: { 200: HostCheckinSettings },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

const agreementPath = '/apis/host/organizations/:organizationId/properties/:propertyId/agreement';

export const hostGetPropertyAgreement = defineEndpoint({
  operationId: 'hostGetPropertyAgreement',
  method: 'GET',
  path: agreementPath,
  tags,
  summary: 'A property’s agreement: the current text per language (with a preview), the built-in texts and every version',
  hostAccess: 'organization',
  permission: 'inventory:read',
  params: HostPropertyParams,
  responses: { 200: HostPropertyAgreement },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostPublishAgreementVersion = defineEndpoint({
  operationId: 'hostPublishAgreementVersion',
  method: 'POST',
  path: `${agreementPath}/versions`,
  tags,
  summary: 'Publish a new version of the agreement in a language (versions never change; guests sign the newest)',
  hostAccess: 'organization',
  permission: 'checkin:write',
  params: HostPropertyParams,
  body: AgreementTextBody,
  responses: { 201: HostPropertyAgreement },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostPreviewAgreement = defineEndpoint({
  operationId: 'hostPreviewAgreement',
  method: 'POST',
  path: `${agreementPath}/preview`,
  tags,
  summary: 'A text filled with sample values, as a guest would see it (nothing is saved)',
  hostAccess: 'organization',
  permission: 'inventory:read',
  params: HostPropertyParams,
  body: AgreementTextBody,
  responses: { 200: AgreementPreview },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostDownloadAgreementPreview = defineEndpoint({
  operationId: 'hostDownloadAgreementPreview',
  method: 'GET',
  path: `${agreementPath}/versions/:versionId/preview`,
  tags,
  summary: 'A saved version as the PDF a guest would sign, filled with sample values and marked as a preview',
  hostAccess: 'organization',
  permission: 'inventory:read',
  params: HostPropertyParams.extend({ versionId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  responses: { 200: z.any().describe('application/pdf') },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
