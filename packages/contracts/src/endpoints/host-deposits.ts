import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { HostCaptureDepositBody, HostDeposit, HostDepositParams, HostDepositPhotoParams, maxDepositPhotos } from '../host-deposits.ts';

// A booking's security deposit, host side. Reading it is bookings work; moving money is payments
// work. Every action goes through the payment provider with a key derived from the deposit, so a
// double submit or a retry never holds, releases or captures twice; each is audited and written to
// the booking's timeline.

const tags = ['host deposits'] as const;
const path = '/apis/host/organizations/:organizationId/bookings/:bookingId/deposit' as const;
const errors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'service_unavailable'] as const;

export const hostGetBookingDeposit = defineEndpoint({
  operationId: 'hostGetBookingDeposit',
  method: 'GET',
  path,
  tags,
  summary: 'A booking’s security deposit: status, amounts, card, hold expiry, what can be done now and its timeline',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: HostDepositParams,
  responses: { 200: HostDeposit },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostPlaceDeposit = defineEndpoint({
  operationId: 'hostPlaceDeposit',
  method: 'POST',
  path: `${path}/place`,
  tags,
  summary: 'Place the hold on the guest’s saved card now (instead of waiting for its day)',
  description: 'No card yet, already held or over → 409 with the reason. A declined card answers 200 with status `failed`.',
  hostAccess: 'organization',
  permission: 'payments:write',
  params: HostDepositParams,
  responses: { 200: HostDeposit },
  errors,
});

export const hostReleaseDeposit = defineEndpoint({
  operationId: 'hostReleaseDeposit',
  method: 'POST',
  path: `${path}/release`,
  tags,
  summary: 'Release the hold (or cancel a scheduled one): the guest is not charged',
  hostAccess: 'organization',
  permission: 'payments:write',
  params: HostDepositParams,
  responses: { 200: HostDeposit },
  errors,
});

export const hostCaptureBookingDeposit = defineEndpoint({
  operationId: 'hostCaptureBookingDeposit',
  method: 'POST',
  path: `${path}/capture`,
  tags,
  summary: 'Claim part or all of the hold with a reason; the rest is released and the guest is emailed the reason and amount',
  description: 'More than held → 400 on amountMinor; nothing held, released or already claimed → 409. Repeating the same claim answers it again.',
  hostAccess: 'organization',
  permission: 'payments:write',
  params: HostDepositParams,
  body: HostCaptureDepositBody,
  responses: { 200: HostDeposit },
  errors,
});

export const hostAddDepositPhoto = defineEndpoint({
  operationId: 'hostAddDepositPhoto',
  method: 'POST',
  path: `${path}/photos`,
  tags,
  summary: 'Add a photo of the damage (multipart/form-data: file; JPEG, PNG or WebP up to 10 MB), kept privately with the booking',
  description: `Only while the deposit is held; at most ${maxDepositPhotos} photos. The picture is re-encoded (no metadata) and stored encrypted.`,
  hostAccess: 'organization',
  permission: 'payments:write',
  consumes: ['multipart/form-data'],
  params: HostDepositParams,
  responses: { 201: HostDeposit },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type'],
});

export const hostGetDepositPhoto = defineEndpoint({
  operationId: 'hostGetDepositPhoto',
  method: 'GET',
  path: `${path}/photos/:documentId`,
  tags,
  summary: 'One photo of the damage, as its bytes (never cached)',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: HostDepositPhotoParams,
  responses: { 200: z.any().describe('image/jpeg, image/png or image/webp') },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});
