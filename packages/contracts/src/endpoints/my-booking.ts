import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  GuestCancelBody,
  GuestCancellationPreview,
  GuestCancelResult,
  GuestDateChangeApplyBody,
  GuestDateChangeBody,
  GuestDateChangePreview,
  GuestDateChangeResult,
  GuestFileParams,
  ManageLinkAnswer,
  ManageLinkBody,
  MyBooking,
  MyBookingParams,
  MyBookingQuery,
} from '../my-booking.ts';

const access = 'Proof of access: the booking code and its `access_token` (a wrong, expired or other booking’s token → 404 `not_found`, nothing else said).';

export const getMyBooking = defineEndpoint({
  operationId: 'getMyBooking',
  method: 'GET',
  path: '/apis/my_booking/:bookingCode',
  tags: ['my-booking'],
  summary: 'The guest’s own booking: stay, instalments, files, check-in progress and what they may do',
  description: `${access} Never cached.`,
  params: MyBookingParams,
  query: MyBookingQuery,
  responses: { 200: MyBooking },
  errors: [400, 404],
});

export const downloadGuestFile = defineEndpoint({
  operationId: 'downloadGuestFile',
  method: 'GET',
  path: '/apis/files/:bookingCode/:fileId/download',
  tags: ['my-booking'],
  summary: 'One of the guest’s own files as a PDF: the signed agreement, a paid instalment’s receipt, the invoice',
  description:
    `${access} \`fileId\` is \`agreement\`, \`invoice\` or \`receipt-<instalment id>\`. Receipts and the invoice are made in the ` +
    'booking’s language with the host’s name and address; the invoice number is assigned once per booking, sequential per host. ' +
    'A file the booking doesn’t have (not signed, not paid, not confirmed) → 404. Attachment, never cached.',
  params: GuestFileParams,
  query: MyBookingQuery,
  responses: { 200: z.any().describe('application/pdf') },
  errors: [400, 404],
});

export const previewGuestCancellation = defineEndpoint({
  operationId: 'previewGuestCancellation',
  method: 'GET',
  path: '/apis/my_booking/:bookingCode/cancellation',
  tags: ['my-booking'],
  summary: 'What the guest gets back if they cancel now (the booking’s cancellation policy, in the property’s time zone)',
  description: `${access} A booking that is already cancelled or over → 409 \`conflict\`.`,
  params: MyBookingParams,
  query: MyBookingQuery,
  responses: { 200: GuestCancellationPreview },
  errors: [400, 404, 409],
});

export const cancelMyBooking = defineEndpoint({
  operationId: 'cancelMyBooking',
  method: 'POST',
  path: '/apis/my_booking/:bookingCode/cancellation',
  tags: ['my-booking'],
  summary: 'The guest cancels: the policy’s refund through the gateway, dates freed, guest and host emailed',
  description:
    `${access} \`expected_refund_minor\` is the refund the guest was shown; when the policy now gives another (409 \`conflict\`, ` +
    'reason `refund_changed`) nothing happens. Idempotent: a double submit or a retry refunds once and answers the same result.',
  params: MyBookingParams,
  body: GuestCancelBody,
  responses: { 200: GuestCancelResult },
  errors: [400, 404, 409, 503],
});

export const previewGuestDateChange = defineEndpoint({
  operationId: 'previewGuestDateChange',
  method: 'POST',
  path: '/apis/my_booking/:bookingCode/date_change/preview',
  tags: ['my-booking'],
  summary: 'New dates re-quoted (when the host lets guests change dates) or how a request to the host would go',
  description: `${access} Dates not free or outside the rules → 409 \`accommodation_unavailable\` or 400 naming \`check_out\`.`,
  params: MyBookingParams,
  body: GuestDateChangeBody,
  responses: { 200: GuestDateChangePreview },
  errors: [400, 404, 409],
});

export const changeMyBookingDates = defineEndpoint({
  operationId: 'changeMyBookingDates',
  method: 'POST',
  path: '/apis/my_booking/:bookingCode/date_change',
  tags: ['my-booking'],
  summary: 'Apply new dates at once (host allows it, dates free) or send the request to the host as a message',
  description:
    `${access} Instant changes settle a difference as the host’s stay change does (saved card, payment link, refund); ` +
    'otherwise the request is posted to the booking’s conversation. Idempotent by `idempotency_key`.',
  params: MyBookingParams,
  body: GuestDateChangeApplyBody,
  responses: { 200: GuestDateChangeResult },
  errors: [400, 402, 404, 409, 503],
});

export const requestManageLink = defineEndpoint({
  operationId: 'requestManageLink',
  method: 'POST',
  path: '/apis/my_booking/link',
  tags: ['my-booking'],
  summary: 'Email a link to “My booking” to the booking’s email (booking code + that email)',
  description:
    'Always 202 with the same answer, whether or not the code and email match a booking (the email goes only to the booking’s ' +
    'own address). Limited per client address and per booking code (429 `rate_limited` with Retry-After).',
  body: ManageLinkBody,
  responses: { 202: ManageLinkAnswer },
  errors: [400, 429],
});
