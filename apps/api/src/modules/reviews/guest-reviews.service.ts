import type { BookingReview, ReviewCreateBody, ReviewDetail, ReviewDetailQuery, ReviewUpdateBody } from '@direct/contracts';
import { shortAuthorName } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BookingLifecycleService } from '../bookings/booking-lifecycle.service.ts';
import type { Booking } from '../bookings/booking-ports.ts';
import type { GuestReviewRow, GuestReviewsRepository, ReviewChanges } from './guest-reviews.repository.ts';
import { plainText } from './plain-text.ts';

// The guest's review of their own stay: written once after check-out, edited only by its author
// (whoever holds the access token of the review's booking), read by anyone.
//
// Access decisions, consistently: a wrong or expired code/token is 404 (as for every booking
// link); a valid proof of ANOTHER booking on an existing review is 403, because the review itself
// is public and its existence no secret.

type Bookings = Pick<BookingLifecycleService, 'findByAccess'>;

const reviewableStatuses = new Set<Booking['status']>(['confirmed', 'completed']);

function toDetail(row: GuestReviewRow, canEdit: boolean): ReviewDetail {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    authorName: shortAuthorName(row.authorName),
    stayedOn: row.stayedOn,
    createdAt: new Date(row.createdAt).toISOString(),
    language: row.language,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    hostReply: row.hostReply !== null && row.hostReplyAt ? { text: row.hostReply, repliedAt: new Date(row.hostReplyAt).toISOString() } : null,
    canEdit,
  };
}

const bookerName = (record: Booking) => `${record.guest.firstName} ${record.guest.lastName}`.trim() || 'Guest';

export type GuestReviewsService = ReturnType<typeof createGuestReviewsService>;

export function createGuestReviewsService(options: { repository: GuestReviewsRepository; bookings: Bookings; now: () => Date }) {
  const { repository, bookings, now } = options;
  const today = () => now().toISOString().slice(0, 10);

  async function bookingOf(code: string, token: string): Promise<Booking> {
    const record = await bookings.findByAccess(code, token);
    if (!record) throw new AppError('not_found', 'There is no such booking, or the link has expired.');
    return record;
  }

  // A stay still to come (paid or not yet) is "after your stay"; a cancelled one never.
  const stateOf = (record: Booking) =>
    record.status === 'cancelled' || record.status === 'expired'
      ? 'not_reviewable'
      : today() < record.checkOut
        ? 'before_checkout'
        : reviewableStatuses.has(record.status)
          ? 'open'
          : 'not_reviewable';

  // The review a proof may change: 404 for a wrong proof or an unknown review, 403 for someone else's.
  async function ownReview(id: number, code: string, token: string): Promise<GuestReviewRow> {
    const record = await bookingOf(code, token);
    const row = await repository.byId(id);
    if (!row || (row.status !== 'published' && row.bookingId !== record.id)) throw new AppError('not_found', 'There is no such review.');
    if (row.bookingId !== record.id || row.organizationId !== record.organizationId) {
      throw new AppError('forbidden', 'Only the guest who wrote this review can change it.');
    }
    return row;
  }

  return {
    async forBooking(code: string, token: string): Promise<BookingReview> {
      const record = await bookingOf(code, token);
      const row = await repository.byBooking(record.organizationId, record.id);
      return {
        state: row ? 'reviewed' : stateOf(record),
        booking: {
          code: record.code,
          brandId: record.brandId,
          propertyId: record.propertyId,
          propertyName: record.propertyName,
          checkIn: record.checkIn,
          checkOut: record.checkOut,
          authorName: shortAuthorName(bookerName(record)),
          language: record.language,
        },
        review: row ? toDetail(row, true) : null,
      };
    },

    async create(body: ReviewCreateBody): Promise<ReviewDetail> {
      const record = await bookingOf(body.booking_code, body.access_token);
      const state = stateOf(record);
      if (state === 'not_reviewable') throw new AppError('conflict', 'Only a confirmed stay can be reviewed.');
      if (state === 'before_checkout') {
        throw new AppError('conflict', `You can review your stay from the check-out day (${record.checkOut}).`, {
          fields: [{ field: 'booking_code', message: 'The stay has not ended yet.', reason: 'before_checkout' }],
        });
      }
      const duplicate = () =>
        new AppError('conflict', 'This stay already has a review; edit it with PATCH /apis/reviews/{id}.', {
          fields: [{ field: 'booking_code', message: 'This stay already has a review.', reason: 'already_reviewed' }],
        });
      if (await repository.byBooking(record.organizationId, record.id)) throw duplicate();
      const id = await repository.create(record.organizationId, {
        bookingId: record.id,
        propertyId: record.propertyId,
        // Stored in full as imported reviews are; only "Maria S." is ever published.
        authorName: bookerName(record),
        rating: body.rating as number,
        title: plainText(body.title),
        text: plainText(body.text),
        language: record.language,
        stayedOn: record.checkIn,
      });
      if (id === 'duplicate') throw duplicate();
      const row = await repository.byId(id);
      if (!row) throw new AppError('not_found', 'There is no such review.');
      return toDetail(row, true);
    },

    async get(id: number, query: ReviewDetailQuery): Promise<ReviewDetail> {
      const row = await repository.byId(id);
      // A proof that doesn't open a booking simply isn't the author's: the public view.
      const record = query.booking_code && query.access_token ? await bookings.findByAccess(query.booking_code, query.access_token) : null;
      const isAuthor = !!record && row?.bookingId === record.id && row.organizationId === record.organizationId;
      if (!row || (row.status !== 'published' && !isAuthor)) throw new AppError('not_found', 'There is no such review.');
      return toDetail(row, isAuthor);
    },

    async update(id: number, body: ReviewUpdateBody): Promise<ReviewDetail> {
      const row = await ownReview(id, body.booking_code, body.access_token);
      const changes: ReviewChanges = {};
      if (body.rating !== undefined) changes.rating = body.rating;
      if (body.title !== undefined) changes.title = plainText(body.title);
      if (body.text !== undefined) changes.text = plainText(body.text);
      await repository.update(row.organizationId, row.id, changes);
      const updated = await repository.byId(row.id);
      if (!updated) throw new AppError('not_found', 'There is no such review.');
      return toDetail(updated, true);
    },
  };
}
