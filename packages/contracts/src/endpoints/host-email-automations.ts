import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  AccessDetailsInput,
  AccessDetailsParams,
  DevAutomationsResult,
  DevAutomationsRun,
  EmailAutomationsUpdate,
  EmailPreview,
  EmailTemplateInput,
  EmailTemplateParams,
  EmailTemplatesQuery,
  HostAccessDetails,
  HostEmailAutomations,
  HostEmailTemplate,
  HostEmailTemplateList,
} from '../host-email-automations.ts';

// The guest emails a host automates (decision 0013). Templates and automations shape what every
// guest receives in the brand's name: organization:write (owners and managers). Access details
// are guests' way in: read with guests:read, written with checkin:write (front desk too).

const tags = ['host email automations'] as const;
const templatePath = '/apis/host/organizations/:organizationId/email-templates/:brandId/:kind/:language' as const;

export const hostListEmailTemplates = defineEndpoint({
  operationId: 'hostListEmailTemplates',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/email-templates',
  tags,
  summary: 'A brand’s automation emails per kind and language: the host’s text or the default',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: OrganizationParams,
  query: EmailTemplatesQuery,
  responses: { 200: HostEmailTemplateList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostGetEmailTemplate = defineEndpoint({
  operationId: 'hostGetEmailTemplate',
  method: 'GET',
  path: templatePath,
  tags,
  summary: 'One automation email’s text (the host’s or the default) with its variables',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: EmailTemplateParams,
  responses: { 200: HostEmailTemplate },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostSaveEmailTemplate = defineEndpoint({
  operationId: 'hostSaveEmailTemplate',
  method: 'PUT',
  path: templatePath,
  tags,
  summary: 'Saves the host’s text of an automation email; an unknown {{variable}} is refused (400, field and names)',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: EmailTemplateParams,
  body: EmailTemplateInput,
  responses: { 200: HostEmailTemplate },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostResetEmailTemplate = defineEndpoint({
  operationId: 'hostResetEmailTemplate',
  method: 'DELETE',
  path: templatePath,
  tags,
  summary: 'Deletes the host’s text: the default text is sent again',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: EmailTemplateParams,
  responses: { 204: z.undefined() },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostPreviewEmailTemplate = defineEndpoint({
  operationId: 'hostPreviewEmailTemplate',
  method: 'POST',
  path: `${templatePath}/preview`,
  tags,
  summary: 'The branded email a text makes, filled with sample values (nothing is saved or sent)',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: EmailTemplateParams,
  body: EmailTemplateInput,
  responses: { 200: EmailPreview },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostGetEmailAutomations = defineEndpoint({
  operationId: 'hostGetEmailAutomations',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/email-automations',
  tags,
  summary: 'Which automations are on, their days, and what each property turned off',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: OrganizationParams,
  responses: { 200: HostEmailAutomations },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostUpdateEmailAutomations = defineEndpoint({
  operationId: 'hostUpdateEmailAutomations',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/email-automations',
  tags,
  summary: 'Sets the automations and the per-property switches (a property of another organization: 404)',
  hostAccess: 'organization',
  permission: 'organization:write',
  params: OrganizationParams,
  body: EmailAutomationsUpdate,
  responses: { 200: HostEmailAutomations },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostGetAccessDetails = defineEndpoint({
  operationId: 'hostGetAccessDetails',
  method: 'GET',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/access-details',
  tags,
  summary: 'A property’s door code, Wi-Fi and arrival instructions (sent to a guest only after check-in)',
  hostAccess: 'organization',
  permission: 'guests:read',
  params: AccessDetailsParams,
  responses: { 200: HostAccessDetails },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostSaveAccessDetails = defineEndpoint({
  operationId: 'hostSaveAccessDetails',
  method: 'PUT',
  path: '/apis/host/organizations/:organizationId/properties/:propertyId/access-details',
  tags,
  summary: 'Saves a property’s access details, based on the version read (stale: 409)',
  hostAccess: 'organization',
  permission: 'checkin:write',
  params: AccessDetailsParams,
  body: AccessDetailsInput,
  responses: { 200: HostAccessDetails },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const devRunAutomations = defineEndpoint({
  operationId: 'devRunAutomations',
  method: 'POST',
  path: '/apis/dev/automations/run',
  tags: ['development'],
  summary: 'Test clock: runs the guest email automations as of a moment (e.g. the day after a stay)',
  description: 'Only served when `DEV_SURFACES` is on (off by default, never in production), like the development mailbox.',
  body: DevAutomationsRun,
  responses: { 200: DevAutomationsResult },
  errors: [400],
});
