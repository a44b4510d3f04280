import type { ReviewDetail } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { StarsShown } from './star-rating.tsx';

// The guest's review as everyone sees it on the property page.
export function ReviewCard({ review, formatDate }: { review: ReviewDetail; formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <article className="review-card" aria-labelledby="review-card-title" data-testid="own-review">
      <StarsShown rating={review.rating} />
      <h3 id="review-card-title" className="review-card__title">
        {review.title ?? t('review.rating.outOf', { rating: review.rating })}
      </h3>
      {review.text && <p className="review-card__text">{review.text}</p>}
      <p className="review-card__meta">
        {t('review.by', { name: review.authorName })}
        {review.stayedOn && ` · ${t('review.stayed', { date: formatDate(review.stayedOn) })}`}
      </p>
    </article>
  );
}
