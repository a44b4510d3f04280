import type { Review, ReviewListQuery, ReviewListResponse } from '@direct/contracts';
import { shortAuthorName } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { offsetOf } from '../../http/paging.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export type ReviewsService = ReturnType<typeof createReviewsService>;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    authorName: shortAuthorName(row.author_name),
    stayedOn: row.stayed_on,
    createdAt: new Date(row.created_at).toISOString(),
    language: row.language,
    hostReply: row.host_reply !== null && row.host_reply_at !== null ? { text: row.host_reply, repliedAt: new Date(row.host_reply_at).toISOString() } : null,
  };
}

export function createReviewsService(options: {
  repository: ReviewsRepository;
  brandScope: BrandScopeService;
}) {
  const { repository, brandScope } = options;
  return {
    async list(query: ReviewListQuery): Promise<ReviewListResponse> {
      const context = await brandScope.context(query.brand_id);
      // A property outside the brand's scope has no reviews page here, not an empty one.
      const inScope = context && (await brandScope.propertyInScope({ filter: context.filter }, query.property));
      if (!context || !inScope) throw new AppError('not_found', 'There is no such property here.');
      const paging = { page: query.page ?? 1, limit: query.limit };
      const [rows, summary] = await Promise.all([
        repository.page(context.filter, query.property, paging.limit, offsetOf(paging)),
        repository.summary(context.filter, query.property),
      ]);
      return {
        data: rows.map(toReview),
        meta: { total: summary.count, ...paging },
        summary: {
          average: summary.count === 0 ? null : summary.average,
          count: summary.count,
          distribution: { '1': summary.rated_1, '2': summary.rated_2, '3': summary.rated_3, '4': summary.rated_4, '5': summary.rated_5 },
        },
      };
    },
  };
}
