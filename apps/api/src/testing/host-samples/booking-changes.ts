import type { HostOperationSamples } from './sample.ts';

// The booking actions: a booking that doesn't exist is fine (an allowed role gets its 404); the
// bodies are valid, each with its own idempotency key.
const booking = { bookingId: 999_999 };
const key = (name: string) => ({ idempotency_key: `matrix-${name}-key` });
const stay = { check_in: '2031-05-01', check_out: '2031-05-04', adults: 2, children: 0 };

const phoneBooking = {
  ...key('create'),
  source: 'phone',
  brand: 999_999,
  property: 999_999,
  unit_type: 999_999,
  rate_plan: 999_999,
  ...stay,
  guest: { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.test', phone: '+351 912 345 678' },
};

export const bookingChangeSamples: HostOperationSamples = {
  hostCreateBooking: { body: phoneBooking },
  hostQuoteBooking: { body: { brand: 999_999, property: 999_999, unit_type: 999_999, rate_plan: 999_999, ...stay } },
  hostBookingActionSummary: { params: booking },
  hostRecordOutsidePayment: { params: booking, body: { ...key('outside'), method: 'cash', amount_minor: 5000, received_on: '2031-04-01' } },
  hostSendPaymentLink: { params: booking, body: key('link') },
  hostRefundBooking: { params: booking, body: { ...key('refund'), amount_minor: 1000, reason: 'Broken heating' } },
  hostPreviewCancellation: { params: booking },
  hostCancelBooking: { params: booking, body: { ...key('cancel'), refund: 'policy', reason: 'Guest asked' } },
  hostPreviewStayChange: { params: booking, body: stay },
  hostChangeStay: { params: booking, body: { ...stay, ...key('change') } },
  hostListBookingEmails: { params: booking },
  hostResendBookingEmail: { params: { ...booking, emailId: 999_999 }, body: key('resend') },
};
