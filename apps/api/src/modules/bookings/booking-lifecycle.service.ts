import { unpaidCancelDeadline } from '@direct/domain';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import type { BookingAccess } from './booking-access.ts';
import type { createBookingEmails } from './booking-emails.ts';
import type { BookingLifecycleRepository } from './booking-lifecycle.repository.ts';
import type { BookingMaintenance, BookingsForHosts, BookingsForPayments } from './booking-ports.ts';
import type { BookingRecord, BookingRecordsRepository } from './booking-records.repository.ts';
import { paymentPathOf } from './booking-requests.service.ts';
import { bookingOf } from './booking-views.ts';

// The ports payments and the background jobs use (booking-ports.ts), and the access check
// other domains (check-in) reuse.

type Emails = ReturnType<typeof createBookingEmails>;

export type BookingLifecycleService = BookingsForPayments &
  BookingMaintenance & {
    /** The access token of a booking's links, for a booking known by id (emails written by jobs, with no guest request at hand). */
    accessTokenById(organizationId: number, bookingId: number): Promise<string | null>;
  } & Pick<BookingsForHosts, 'paymentLinkEmail' | 'cancellationEmail'>;

export function createBookingLifecycleService(options: {
  repository: BookingLifecycleRepository;
  records: BookingRecordsRepository;
  access: BookingAccess;
  emails: Emails;
  config: Config;
  now: () => Date;
}): BookingLifecycleService {
  const { repository, records, access, emails, config, now } = options;

  const linksOf = (record: BookingRecord) => {
    const token = access.tokenFor(record);
    const origin = record.siteOrigin ?? '';
    return {
      checkin: `${origin}/booking/confirm-booking-first/${encodeURIComponent(record.code)}?access=${encodeURIComponent(token)}`,
      payment: `${origin}${paymentPathOf(record.code, token)}`,
      // "My booking": the guest's own page (files, cancellation, date changes).
      manage: `${origin}/booking/manage/${encodeURIComponent(record.code)}/${encodeURIComponent(token)}`,
    };
  };

  async function recordByAccess(code: string, accessToken: string): Promise<BookingRecord | null> {
    const host = await records.hostOfCode(code);
    if (!host) return null;
    const record = await records.byId(host.organizationId, host.id);
    return record && access.verify(record, accessToken, now()) ? record : null;
  }

  return {
    async accessTokenById(organizationId, bookingId) {
      const record = await records.byId(organizationId, bookingId);
      return record ? access.tokenFor(record) : null;
    },

    async findByAccess(code, accessToken) {
      const record = await recordByAccess(code, accessToken);
      return record ? bookingOf(record) : null;
    },

    async findById(organizationId, bookingId) {
      const record = await records.byId(organizationId, bookingId);
      return record ? bookingOf(record) : null;
    },

    async recordInstalmentPaid(input) {
      const record = await records.byId(input.organizationId, input.bookingId);
      if (!record) throw new AppError('not_found', 'There is no such booking.');
      const email = emails.confirmation(record, linksOf(record), record.paidMinor + input.amountMinor);
      const outcome = await repository.recordInstalmentPaid({ ...input, now: now() }, email);
      if (outcome === 'not_found') throw new AppError('not_found', 'There is no such instalment.');
      return { outcome };
    },

    async extendHoldWhileProcessing(organizationId, bookingId) {
      const record = await records.byId(organizationId, bookingId);
      if (!record) return;
      await repository.extendHold(organizationId, bookingId, unpaidCancelDeadline(record.createdAt, config.unpaidCancelHours), now());
    },

    dueInstalments: (at, limit) => repository.dueInstalments(at.toISOString().slice(0, 10), limit),

    async instalmentChargeFailed(input) {
      const record = await records.byId(input.organizationId, input.bookingId);
      const instalment = record?.instalments.find((part) => part.id === input.instalmentId);
      if (!record || !instalment) throw new AppError('not_found', 'There is no such instalment.');
      await repository.markChargeFailed(input.organizationId, input.bookingId, input.instalmentId, emails.paymentLink(record, instalment, linksOf(record)));
    },

    releaseExpiredHolds: (at) => repository.expireLapsedHolds(at),

    async paymentLinkEmail(organizationId, bookingId, instalment, dedupeKey) {
      const record = await records.byId(organizationId, bookingId);
      if (!record) throw new AppError('not_found', 'There is no such booking.');
      return { ...emails.paymentLink(record, instalment, linksOf(record)), dedupeKey, bookingId, kind: 'payment_link' };
    },

    async cancellationEmail(organizationId, bookingId, dedupeKey) {
      const record = await records.byId(organizationId, bookingId);
      if (!record) throw new AppError('not_found', 'There is no such booking.');
      return { ...emails.cancellation(record), dedupeKey, bookingId, kind: 'booking_cancelled' };
    },

    async cancelUnpaidBookings(at) {
      const hours = config.unpaidCancelHours;
      const createdBefore = unpaidCancelDeadline(at, -hours);
      // An instalment failed on its due date is overdue once that day plus the grace has passed.
      const dueBefore = unpaidCancelDeadline(at, -hours).toISOString().slice(0, 10);
      let cancelled = 0;
      for (const candidate of await repository.unpaidCandidates(createdBefore, dueBefore)) {
        const record = await records.byId(candidate.organizationId, candidate.bookingId);
        if (!record || (record.status !== 'pending_payment' && record.status !== 'confirmed')) continue;
        const reason = record.status === 'pending_payment' ? 'unpaid' : 'instalment_unpaid';
        if (await repository.cancel(record.organizationId, record.id, [record.status], reason, emails.cancellation(record), at)) cancelled += 1;
      }
      return cancelled;
    },
  };
}
