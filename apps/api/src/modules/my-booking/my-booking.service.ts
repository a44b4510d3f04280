import type {
  ArrivalTime,
  CheckinHub,
  GuestCancelBody,
  GuestCancellationPreview,
  GuestCancelResult,
  GuestDateChangeApplyBody,
  GuestDateChangeBody,
  GuestDateChangePreview,
  GuestDateChangeResult,
  ManageLinkAnswer,
  ManageLinkBody,
  MyBooking,
} from '@direct/contracts';
import { countNights } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { BookingChangesForGuests } from '../host-booking-changes/host-booking-changes-ports.ts';
import type { GuestMessages } from '../messages/messages-ports.ts';
import type { createMyBookingEmails } from './my-booking-emails.ts';
import type { MyBookingRepository } from './my-booking.repository.ts';
import { fill, formatDate, myBookingTextsFor } from './my-booking-texts.ts';

// "My booking": the guest's own page. Every call opens the booking by code + access token (404
// otherwise, saying nothing more); cancelling and moving dates go through the host's own booking
// actions (BookingChangesForGuests), so the refund is the policy's and the gateway is called once.

export type MyBookingBookings = {
  findByAccess(code: string, token: string): Promise<Booking | null>;
  byCodeAndEmail(code: string, email: string): Promise<{ record: Booking; accessToken: string } | null>;
};

export type MyBookingService = ReturnType<typeof createMyBookingService>;

const notFound = () => new AppError('not_found', 'There is no booking with this code and access token.');
const open = (booking: Booking) => booking.status === 'pending_payment' || booking.status === 'confirmed';
// The site's payment terminal for the booking (the same page the booking emails link to).
const paymentPathOf = (code: string, token: string) => `/payment/booking_payment_terminal/${encodeURIComponent(code)}/${encodeURIComponent(token)}`;

export function createMyBookingService(options: {
  repository: MyBookingRepository;
  bookings: MyBookingBookings;
  changes: BookingChangesForGuests;
  checkinHub: (code: string, token: string) => Promise<CheckinHub>;
  arrivalTime: (code: string, token: string) => Promise<ArrivalTime>;
  hasSignedAgreement: (organizationId: number, bookingId: number) => Promise<boolean>;
  messages: GuestMessages;
  limiter: { spend(input: { clientAddress: string; bookingCode: string }): Promise<void> };
  emails: ReturnType<typeof createMyBookingEmails>;
  now: () => Date;
}) {
  const { repository, bookings, changes, messages, limiter, emails, now } = options;

  async function opened(code: string, token: string): Promise<Booking> {
    const booking = await bookings.findByAccess(code, token);
    if (!booking) throw notFound();
    return booking;
  }

  const guestActor = (booking: Booking) => ({ kind: 'system' as const, id: `guest:${booking.code}`, name: `${`${booking.guest.firstName} ${booking.guest.lastName}`.trim()} (guest, My booking)` });
  const callerOf = (booking: Booking, requestId?: string) => ({ organizationId: booking.organizationId, bookingId: booking.id, actor: guestActor(booking), requestId });

  function datesProblem(booking: Booking, body: GuestDateChangeBody) {
    if (body.check_out <= body.check_in) {
      throw new AppError('validation_failed', 'The departure must be after the arrival.', { fields: [{ field: 'check_out', message: 'must be after check_in', reason: 'before_check_in' }] });
    }
    const today = now().toISOString().slice(0, 10);
    if (body.check_in < today) throw new AppError('validation_failed', 'The arrival must not be in the past.', { fields: [{ field: 'check_in', message: 'must not be in the past', reason: 'in_the_past' }] });
    if (!open(booking)) throw new AppError('conflict', 'Only a pending or confirmed booking’s dates can be changed.');
  }

  return {
    async overview(code: string, token: string): Promise<MyBooking> {
      const booking = await opened(code, token);
      const [signed, checkin, arrival, instant] = await Promise.all([
        options.hasSignedAgreement(booking.organizationId, booking.id),
        booking.status === 'confirmed' ? options.checkinHub(code, token).catch(() => null) : Promise.resolve(null),
        booking.status === 'confirmed' ? options.arrivalTime(code, token).catch(() => null) : Promise.resolve(null),
        repository.guestDateChangesAllowed(booking.organizationId, booking.propertyId),
      ]);
      const paid = booking.instalments.filter((part) => part.status === 'paid' && part.paidAt);
      const invoiced = booking.status === 'confirmed' || booking.status === 'completed';
      return {
        booking: {
          code: booking.code,
          brandId: booking.brandId,
          status: booking.status,
          propertyName: booking.propertyName,
          unitTypeName: booking.unitTypeName,
          ratePlanName: booking.ratePlanName,
          checkIn: booking.checkIn,
          checkOut: booking.checkOut,
          nights: countNights(booking.checkIn, booking.checkOut),
          adults: booking.adults,
          children: booking.children,
          bookerName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
          language: booking.language,
          currency: booking.currency,
          totalMinor: booking.totalMinor,
          paidMinor: booking.paidMinor,
        },
        instalments: booking.instalments.map((part) => ({
          id: part.id,
          sequence: part.sequence,
          amountMinor: part.amountMinor,
          dueDate: part.dueDate,
          status: part.status,
          paidAt: part.paidAt ? part.paidAt.toISOString() : null,
          receiptFileId: part.status === 'paid' && part.paidAt ? `receipt-${part.id}` : null,
        })),
        files: [
          ...(signed ? [{ id: 'agreement', kind: 'agreement' as const, instalmentId: null }] : []),
          ...(invoiced ? [{ id: 'invoice', kind: 'invoice' as const, instalmentId: null }] : []),
          ...paid.map((part) => ({ id: `receipt-${part.id}`, kind: 'receipt' as const, instalmentId: part.id })),
        ],
        checkin: checkin ? { steps: checkin.steps.map((step) => ({ step: step.step, state: step.state })), ready: checkin.checkinReady, hubPath: checkin.hubPath } : null,
        arrivalTime: arrival?.arrivalTime ?? null,
        actions: {
          canCancel: open(booking),
          canChangeDates: open(booking) && booking.checkIn >= now().toISOString().slice(0, 10),
          datesChangeInstantly: instant,
          canUpdateCard: open(booking),
        },
      };
    },

    async cancellationPreview(code: string, token: string): Promise<GuestCancellationPreview> {
      const booking = await opened(code, token);
      const preview = await changes.cancellationPreview(callerOf(booking));
      return { code: booking.code, status: preview.status, currency: preview.currency, totalMinor: preview.totalMinor, paidMinor: preview.paidMinor, policy: preview.policy, refundMinor: preview.policyRefundMinor };
    },

    async cancel(code: string, body: GuestCancelBody, requestId?: string): Promise<GuestCancelResult> {
      const booking = await opened(code, body.access_token);
      // One key per booking: whatever the number of submits, one cancellation and one refund.
      const answer = await changes.cancelForGuest(callerOf(booking, requestId), {
        idempotencyKey: `guest-cancel:${booking.id}`,
        expectedRefundMinor: body.expected_refund_minor,
        reason: 'Cancelled by the guest from My booking',
        email: async (refundMinor) => emails.guestCancelled(booking, refundMinor),
      });
      // The host hears of it after the commit (once: its dedupe key).
      const host = await repository.hostOf(booking.organizationId, booking.brandId);
      if (host?.email) await repository.enqueueEmail(emails.hostNotice(booking, host.email, answer.amountMinor));
      return { code: answer.code, status: answer.status, currency: answer.currency, refundMinor: answer.amountMinor };
    },

    async previewDateChange(code: string, body: GuestDateChangeBody): Promise<GuestDateChangePreview> {
      const booking = await opened(code, body.access_token);
      datesProblem(booking, body);
      const nights = countNights(body.check_in, body.check_out);
      if (!(await repository.guestDateChangesAllowed(booking.organizationId, booking.propertyId))) {
        return { mode: 'request', checkIn: body.check_in, checkOut: body.check_out, nights, currency: booking.currency, currentTotalMinor: booking.totalMinor, newTotalMinor: null, differenceMinor: null, settlement: null };
      }
      const preview = await changes.previewStayChange(callerOf(booking), { check_in: body.check_in, check_out: body.check_out, adults: booking.adults, children: booking.children });
      return {
        mode: 'instant',
        checkIn: preview.checkIn,
        checkOut: preview.checkOut,
        nights: preview.nights,
        currency: preview.currency,
        currentTotalMinor: preview.currentTotalMinor,
        newTotalMinor: preview.newTotalMinor,
        differenceMinor: preview.differenceMinor,
        settlement: preview.settlement,
      };
    },

    async changeDates(code: string, body: GuestDateChangeApplyBody, requestId?: string): Promise<GuestDateChangeResult> {
      const booking = await opened(code, body.access_token);
      datesProblem(booking, body);
      if (!(await repository.guestDateChangesAllowed(booking.organizationId, booking.propertyId))) {
        const { texts, locale } = myBookingTextsFor(booking.language);
        const stay = { code: booking.code, checkIn: formatDate(body.check_in, locale), checkOut: formatDate(body.check_out, locale) };
        await messages.fromGuest(booking.organizationId, booking.id, {
          authorName: `${booking.guest.firstName} ${booking.guest.lastName}`.trim(),
          subject: fill(texts.dateRequest.subject, stay),
          body: [fill(texts.dateRequest.body, stay), body.message ?? ''].filter(Boolean).join('\n\n'),
          key: `date-change:${booking.id}:${body.idempotency_key}`,
        });
        return { outcome: 'requested', checkIn: booking.checkIn, checkOut: booking.checkOut, totalMinor: booking.totalMinor, currency: booking.currency, paymentPath: null };
      }
      if (body.expected_total_minor !== undefined) {
        const preview = await changes.previewStayChange(callerOf(booking), { check_in: body.check_in, check_out: body.check_out, adults: booking.adults, children: booking.children });
        if (preview.newTotalMinor !== body.expected_total_minor) {
          throw new AppError('conflict', 'The price of these dates has changed since it was shown; look at it again.', {
            fields: [{ field: 'expected_total_minor', message: 'is not the price of these dates now', reason: 'price_changed' }],
          });
        }
      }
      const answer = await changes.changeStay(callerOf(booking, requestId), {
        check_in: body.check_in,
        check_out: body.check_out,
        adults: booking.adults,
        children: booking.children,
        idempotency_key: `guest-dates:${booking.id}:${body.idempotency_key}`,
      });
      const linked = /^stay_changed:payment_link:/.test(answer.outcome);
      return { outcome: 'changed', checkIn: body.check_in, checkOut: body.check_out, totalMinor: answer.totalMinor, currency: answer.currency, paymentPath: linked ? paymentPathOf(booking.code, body.access_token) : null };
    },

    // The same answer whether or not the code and email match: nothing tells a guesser a booking
    // exists. Every request counts against the client and the code (limited), match or not.
    async requestLink(body: ManageLinkBody, clientAddress: string): Promise<ManageLinkAnswer> {
      await limiter.spend({ clientAddress, bookingCode: body.booking_code });
      const found = await bookings.byCodeAndEmail(body.booking_code, body.email);
      if (found) {
        // One email per booking and minute at most, however often it is asked for.
        const minute = Math.floor(now().getTime() / 60_000);
        await repository.enqueueEmail(emails.link(found.record, found.accessToken, `manage-link:${found.record.id}:${minute}`));
      }
      return { accepted: true };
    },
  };
}
