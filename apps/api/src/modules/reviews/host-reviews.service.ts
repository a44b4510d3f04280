import type { HostReview, HostReviewListQuery, HostReviewPage, HostReviewStats } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import { offsetOf } from '../../http/paging.ts';
import type { Audit, HostReviewRow, HostReviewsRepository } from './host-reviews.repository.ts';
import { plainText } from './plain-text.ts';

export type HostReviewsService = ReturnType<typeof createHostReviewsService>;

function view(row: HostReviewRow): HostReview {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    bookingId: row.bookingId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    authorName: row.authorName,
    stayedOn: row.stayedOn,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    status: row.status,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    reply: row.hostReply !== null && row.hostReplyAt ? { text: row.hostReply, repliedAt: row.hostReplyAt.toISOString() } : null,
  };
}

const notFound = () => new AppError('not_found', 'There is no such review.');

// A host's moderation of its guests' reviews: the reply is public (plain text, like the review),
// the reason for hiding is for the host only.
export function createHostReviewsService(options: { repository: HostReviewsRepository; now: () => Date }) {
  const { repository, now } = options;
  const found = (row: HostReviewRow | null) => {
    if (!row) throw notFound();
    return view(row);
  };

  return {
    async list(organizationId: number, query: HostReviewListQuery): Promise<HostReviewPage> {
      const paging = { page: query.page ?? 1, limit: query.limit };
      const { rows, total } = await repository.list(organizationId, query, paging.limit, offsetOf(paging));
      return { data: rows.map(view), meta: { ...paging, total } };
    },

    async stats(organizationId: number): Promise<HostReviewStats> {
      const rows = await repository.stats(organizationId);
      return {
        data: rows.map((row) => ({
          propertyId: row.property_id,
          propertyName: row.property_name,
          hidden: row.hidden,
          summary: {
            average: row.count === 0 ? null : row.average,
            count: row.count,
            distribution: { '1': row.rated_1, '2': row.rated_2, '3': row.rated_3, '4': row.rated_4, '5': row.rated_5 },
          },
        })),
      };
    },

    async reply(organizationId: number, id: number, text: string, audit: Audit): Promise<HostReview> {
      const clean = plainText(text);
      if (!clean) {
        throw new AppError('validation_failed', 'The reply is empty once markup is removed.', { fields: [{ field: 'text', message: 'The reply is required', reason: 'required' }] });
      }
      return found(await repository.setReply(organizationId, id, clean, now(), audit));
    },

    removeReply: async (organizationId: number, id: number, audit: Audit) => found(await repository.setReply(organizationId, id, null, now(), audit)),

    hide: async (organizationId: number, id: number, reason: string, audit: Audit) => found(await repository.setHidden(organizationId, id, reason, now(), audit)),

    unhide: async (organizationId: number, id: number, audit: Audit) => found(await repository.setHidden(organizationId, id, null, now(), audit)),
  };
}
