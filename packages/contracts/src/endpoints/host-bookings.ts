import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  HostBooking,
  HostBookingDocumentParams,
  HostBookingExportQuery,
  HostBookingGuests,
  HostBookingListQuery,
  HostBookingPage,
  HostBookingParams,
  HostDocumentLink,
  HostDocumentViewQuery,
  HostRegistrationExportQuery,
} from '../host-bookings.ts';

// A host's bookings: the list (and its CSV), a booking with its timeline, its guests, its signed
// agreement, its ID documents (short-lived signed links, every issue and view audited) and the
// guest-registration files for the authorities. Another organization's booking → 404.

const tags = ['host bookings'] as const;
const base = '/apis/host/organizations/:organizationId/bookings';

export const hostListBookings = defineEndpoint({
  operationId: 'hostListBookings',
  method: 'GET',
  path: base,
  tags,
  summary: 'The organization’s bookings, filtered, searched, sorted and paged',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: OrganizationParams,
  query: HostBookingListQuery,
  responses: { 200: HostBookingPage },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostExportBookings = defineEndpoint({
  operationId: 'hostExportBookings',
  method: 'GET',
  path: `${base}/export`,
  tags,
  summary: 'The same filtered list as CSV (UTF-8 with a byte-order mark, for spreadsheets)',
  description: 'Cells that start like a formula (= + - @) are prefixed with an apostrophe so a spreadsheet never runs them.',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: OrganizationParams,
  query: HostBookingExportQuery,
  responses: { 200: z.string().describe('text/csv') },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostGetBooking = defineEndpoint({
  operationId: 'hostGetBooking',
  method: 'GET',
  path: `${base}/:bookingId`,
  tags,
  summary: 'A booking: stay, money, check-in, agreement and its timeline (newest first)',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: HostBookingParams,
  responses: { 200: HostBooking },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostGetBookingGuests = defineEndpoint({
  operationId: 'hostGetBookingGuests',
  method: 'GET',
  path: `${base}/:bookingId/guests`,
  tags,
  summary: 'The booking’s guests with their registration data, and their ID documents (no file contents)',
  hostAccess: 'organization',
  permission: 'guests:read',
  params: HostBookingParams,
  responses: { 200: HostBookingGuests },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostDownloadBookingAgreement = defineEndpoint({
  operationId: 'hostDownloadBookingAgreement',
  method: 'GET',
  path: `${base}/:bookingId/agreement`,
  tags,
  summary: 'The signed agreement as a PDF; not signed yet → 404',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: HostBookingParams,
  responses: { 200: z.any().describe('application/pdf') },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateDocumentLink = defineEndpoint({
  operationId: 'hostCreateDocumentLink',
  method: 'POST',
  path: `${base}/:bookingId/documents/:documentId/link`,
  tags,
  summary: 'A link to view one ID document, valid for 5 minutes; written to the audit log',
  hostAccess: 'organization',
  permission: 'guests:read',
  params: HostBookingDocumentParams,
  responses: { 201: HostDocumentLink },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostViewDocument = defineEndpoint({
  operationId: 'hostViewDocument',
  method: 'GET',
  path: `${base}/:bookingId/documents/:documentId`,
  tags,
  summary: 'The ID document’s file, with a link from hostCreateDocumentLink; each view is audited',
  description: 'A link for another document, booking or organization, or a changed one → 404; an expired one → 410. Never cached.',
  hostAccess: 'organization',
  permission: 'guests:read',
  params: HostBookingDocumentParams,
  query: HostDocumentViewQuery,
  responses: { 200: z.any().describe('The file (image or PDF)') },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'expired'],
});

export const hostExportBookingRegistration = defineEndpoint({
  operationId: 'hostExportBookingRegistration',
  method: 'GET',
  path: `${base}/:bookingId/guest-registration`,
  tags,
  summary: 'The guests in an authority’s registration format (Spain SES.HOSPEDAJES, Italy Alloggiati Web, Portugal SIBA)',
  hostAccess: 'organization',
  permission: 'guests:read',
  params: HostBookingParams,
  query: HostRegistrationExportQuery,
  responses: { 200: z.string().describe('The file') },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
