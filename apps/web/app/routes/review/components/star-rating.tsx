import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

const stars = [1, 2, 3, 4, 5] as const;

function Star() {
  return (
    <svg className="star-rating__star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

// The rating as native radio buttons in a fieldset: the browser gives the arrow keys, the group's
// name ("Your rating") and each option's ("1 star" … "5 stars"); it works without JavaScript.
// The stars up to the chosen one are filled by CSS alone (review.css).
export function StarRating({ value, error }: { value: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <fieldset className={`star-rating${error ? ' star-rating--invalid' : ''}`} aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="field__label">{t('review.rating.legend')}</legend>
      <div className="star-rating__options">
        {stars.map((count) => (
          <label key={count} className="star-rating__option">
            <input
              type="radio"
              name="rating"
              value={count}
              defaultChecked={value === String(count)}
              className="star-rating__input"
              required
              aria-invalid={error ? true : undefined}
              id={count === 1 ? 'review-rating' : undefined}
            />
            <Star />
            <span className="visually-hidden">{t('review.rating.star', { count })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="rating-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

// A review's rating for reading: the stars and, for screen readers, "4 out of 5 stars".
export function StarsShown({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="stars-shown">
      <span aria-hidden="true">
        {stars.map((count) => (
          <span key={count} className={count <= rating ? 'stars-shown__on' : 'stars-shown__off'}>
            ★
          </span>
        ))}
      </span>
      <span className="visually-hidden">{t('review.rating.outOf', { rating })}</span>
    </p>
  );
}
