import type { Review, ReviewListResponse } from '@direct/contracts';
import type { TFunction } from '@direct/i18n/translator';
import { formatDate, formatRating } from '../../lib/catalog/format.ts';
import { formatMonth } from './dates.ts';

// The reviews section as text in the guest's language: the summary with its bars, and each review
// (also the "more reviews" resource's pages).

export type ReviewView = {
  id: number;
  stars: number;
  rating: string;
  title: string | null;
  text: string | null;
  lang: string;
  meta: string;
  // The host's public answer, under the review.
  reply: { label: string; text: string } | null;
};

export function reviewView(review: Review, t: TFunction, lng: string): ReviewView {
  const meta = [review.authorName, formatDate(review.createdAt, lng)];
  if (review.stayedOn) meta.push(t('property.reviews.stayed', { date: formatMonth(review.stayedOn, lng) }));
  return {
    id: review.id,
    stars: review.rating,
    rating: t('property.reviews.rating', { rating: formatRating(review.rating, lng) }),
    title: review.title,
    text: review.text,
    lang: review.language,
    meta: meta.join(' · '),
    reply: review.hostReply ? { label: t('property.reviews.hostReply'), text: review.hostReply.text } : null,
  };
}

export type ReviewsView = {
  summary: { score: string; label: string; count: string; bars: { stars: number; text: string; count: number; percent: number }[] } | null;
  items: ReviewView[];
  page: number;
  lastPage: number;
  range: string | null;
  // Links that work without JavaScript: the next page, and back to the first.
  moreHref: string;
  newestHref: string;
};

export function reviewsView(
  reviews: ReviewListResponse,
  page: number,
  t: TFunction,
  lng: string,
  hrefFor: (page: number) => string,
): ReviewsView {
  const { summary, meta } = reviews;
  const from = (page - 1) * meta.limit + 1;
  return {
    summary:
      summary.count > 0 && summary.average !== null
        ? {
            score: formatRating(summary.average, lng),
            label: t('property.reviews.summary', { rating: formatRating(summary.average, lng) }),
            count: t('catalog.reviewCount', { count: summary.count }),
            bars: ([5, 4, 3, 2, 1] as const).map((stars) => {
              const count = summary.distribution[stars];
              return {
                stars,
                count,
                percent: Math.round((count / summary.count) * 100),
                text: `${t('property.reviews.stars', { count: stars })}: ${t('catalog.reviewCount', { count })}`,
              };
            }),
          }
        : null,
    items: reviews.data.map((review) => reviewView(review, t, lng)),
    page,
    lastPage: Math.max(1, Math.ceil(meta.total / meta.limit)),
    range: page > 1 ? t('property.reviews.pageOf', { from, to: from + reviews.data.length - 1, total: meta.total }) : null,
    moreHref: hrefFor(page + 1),
    newestHref: hrefFor(1),
  };
}
