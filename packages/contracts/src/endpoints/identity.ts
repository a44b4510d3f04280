import { defineEndpoint } from '../endpoint.ts';
import { IdentityStatus, IdentityUploadResult, TypedIdentityBody } from '../identity.ts';
import { BookingAccessParams } from '../payments.ts';

const accessNote = 'Proof of access: the booking code and its access token; a wrong or other booking’s token answers 404.';

export const getIdentityStatus = defineEndpoint({
  operationId: 'getIdentityStatus',
  method: 'GET',
  path: '/apis/identity/:bookingCode/:accessToken',
  tags: ['identity'],
  summary: 'The identity rule for the booking’s property and what each guest has provided',
  description:
    'The rule follows the property’s country (Spain: typed document details of every adult; elsewhere: an ID document and a ' +
    `selfie of the booker). Never file contents or URLs: identity files are not served back. ${accessNote}`,
  params: BookingAccessParams,
  responses: { 200: IdentityStatus },
  errors: [400, 404],
});

export const uploadIdentityDocument = defineEndpoint({
  operationId: 'uploadIdentityDocument',
  method: 'POST',
  path: '/apis/identity/:bookingCode/:accessToken/documents',
  tags: ['identity'],
  summary: 'Upload an ID document or a selfie (multipart/form-data: kind, guest?, file)',
  description:
    '`kind` is id_document or selfie; `guest` the 1-based adult (default 1, the booker). The type is read from the ' +
    'content, not the name: anything else answers 415 `unsupported_media_type` naming the formats; a file over the limit ' +
    `413 \`payload_too_large\` naming the MB limit. Stored encrypted and deleted after the host’s retention period. ${accessNote}`,
  consumes: ['multipart/form-data'],
  params: BookingAccessParams,
  responses: { 201: IdentityUploadResult },
  errors: [400, 404, 409, 413, 415],
});

export const saveTypedIdentity = defineEndpoint({
  operationId: 'saveTypedIdentity',
  method: 'POST',
  path: '/apis/identity/:bookingCode/:accessToken/typed',
  tags: ['identity'],
  summary: 'Typed document details of one adult (where the country asks for them instead of scans: Spain)',
  description:
    'DNI and NIE numbers are checked with their check letter and need the support number; the expiry date must be a real ' +
    `date, not in the past; nationality is an ISO country code. Stored encrypted, deleted after the retention period. ${accessNote}`,
  params: BookingAccessParams,
  body: TypedIdentityBody,
  responses: { 200: IdentityStatus },
  errors: [400, 404, 409],
});
