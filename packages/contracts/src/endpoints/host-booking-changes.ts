import { defineEndpoint } from '../endpoint.ts';
import { BookingSelection } from '../bookings.ts';
import { OrganizationParams } from '../host-accounts.ts';
import {
  ApplyStayChangeInput,
  BookingActionParams,
  BookingActionResult,
  BookingActionSummary,
  BookingEmailList,
  BookingEmailParams,
  CancelInput,
  CancellationPreview,
  HostBookingQuote,
  HostCreateBookingInput,
  IdempotentInput,
  RecordOutsidePaymentInput,
  RefundInput,
  StayChangeInput,
  StayChangePreview,
} from '../host-booking-changes.ts';

// The front desk's and manager's actions on one booking. Permissions: what changes the stay or
// collects money the guest owes (outside payment, payment link, stay change, resending an email,
// a cancellation with the policy's refund) is bookings:write, the front desk's everyday work: the
// policy decides the money there. Giving money back at the host's discretion (a refund, a custom
// cancellation refund) is payments:write; the cancel operation checks that itself for 'custom'.
// Every write is idempotent by its body's idempotency_key and refuses with a reason (409 conflict
// or accommodation_unavailable, 422 validation) when it can't happen.

const tags = ['host bookings'] as const;
const path = '/apis/host/organizations/:organizationId/bookings/:bookingId';
const writeErrors = ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'service_unavailable'] as const;

export const hostRecordOutsidePayment = defineEndpoint({
  operationId: 'hostRecordOutsidePayment',
  method: 'POST',
  path: `${path}/outside-payments`,
  tags,
  summary: 'Record a payment taken outside the gateway (cash, bank transfer); may confirm a pending booking',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingActionParams,
  body: RecordOutsidePaymentInput,
  responses: { 200: BookingActionResult },
  errors: [...writeErrors],
});

export const hostSendPaymentLink = defineEndpoint({
  operationId: 'hostSendPaymentLink',
  method: 'POST',
  path: `${path}/payment-link`,
  tags,
  summary: 'Email the guest the link to the booking’s payment page for the next unpaid instalment',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingActionParams,
  body: IdempotentInput,
  responses: { 200: BookingActionResult },
  errors: [...writeErrors],
});

export const hostRefundBooking = defineEndpoint({
  operationId: 'hostRefundBooking',
  method: 'POST',
  path: `${path}/refunds`,
  tags,
  summary: 'Refund part or all of the card payments through the gateway, with a reason',
  hostAccess: 'organization',
  permission: 'payments:write',
  params: BookingActionParams,
  body: RefundInput,
  responses: { 200: BookingActionResult },
  errors: [...writeErrors],
});

export const hostPreviewCancellation = defineEndpoint({
  operationId: 'hostPreviewCancellation',
  method: 'GET',
  path: `${path}/cancellation`,
  tags,
  summary: 'The refund the cancellation policy gives if the booking is cancelled today',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingActionParams,
  responses: { 200: CancellationPreview },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict'],
});

export const hostCancelBooking = defineEndpoint({
  operationId: 'hostCancelBooking',
  method: 'POST',
  path: `${path}/cancellation`,
  tags,
  summary: 'Cancel: release the dates, cancel unpaid instalments, refund (policy or custom, payments:write) and email the guest',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingActionParams,
  body: CancelInput,
  responses: { 200: BookingActionResult },
  errors: [...writeErrors],
});

export const hostPreviewStayChange = defineEndpoint({
  operationId: 'hostPreviewStayChange',
  method: 'POST',
  path: `${path}/stay-change/preview`,
  tags,
  summary: 'Re-quote the stay with new dates, guests or unit type (same rate plan); nothing is stored',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingActionParams,
  body: StayChangeInput,
  responses: { 200: StayChangePreview },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'accommodation_unavailable'],
});

export const hostChangeStay = defineEndpoint({
  operationId: 'hostChangeStay',
  method: 'POST',
  path: `${path}/stay-change`,
  tags,
  summary: 'Move the stay (one transaction under the no-overlap constraint) and charge or refund the difference',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingActionParams,
  body: ApplyStayChangeInput,
  responses: { 200: BookingActionResult },
  // payment_failed: the saved card refused the difference and the move was undone.
  errors: [...writeErrors, 'accommodation_unavailable', 'payment_failed'],
});

export const hostListBookingEmails = defineEndpoint({
  operationId: 'hostListBookingEmails',
  method: 'GET',
  path: `${path}/emails`,
  tags,
  summary: 'The emails sent about this booking, newest first',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: BookingActionParams,
  responses: { 200: BookingEmailList },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostResendBookingEmail = defineEndpoint({
  operationId: 'hostResendBookingEmail',
  method: 'POST',
  path: `${path}/emails/:emailId/resend`,
  tags,
  summary: 'Send an email of this booking again, with the same content',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: BookingEmailParams,
  body: IdempotentInput,
  responses: { 200: BookingActionResult },
  errors: [...writeErrors],
});

export const hostBookingActionSummary = defineEndpoint({
  operationId: 'hostBookingActionSummary',
  method: 'GET',
  path: `${path}/action-summary`,
  tags,
  summary: 'The booking’s stay, guest and money as the action pages show them (what is paid, what can be refunded)',
  hostAccess: 'organization',
  permission: 'bookings:read',
  params: BookingActionParams,
  responses: { 200: BookingActionSummary },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found'],
});

export const hostCreateBooking = defineEndpoint({
  operationId: 'hostCreateBooking',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/bookings',
  tags,
  summary: 'Create a booking taken by phone or email: the site’s quote and no-overlap constraint; optionally email a payment link',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: OrganizationParams,
  body: HostCreateBookingInput,
  responses: { 201: BookingActionResult },
  errors: [...writeErrors, 'accommodation_unavailable'],
});

export const hostQuoteBooking = defineEndpoint({
  operationId: 'hostQuoteBooking',
  method: 'POST',
  path: '/apis/host/organizations/:organizationId/bookings/quote',
  tags,
  summary: 'What a booking taken by phone or email would cost (the site’s quote) and its cancellation policy; nothing is stored',
  hostAccess: 'organization',
  permission: 'bookings:write',
  params: OrganizationParams,
  body: BookingSelection,
  responses: { 200: HostBookingQuote },
  errors: ['validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'accommodation_unavailable'],
});
