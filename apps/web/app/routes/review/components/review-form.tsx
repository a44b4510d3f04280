import { Button, Field, Notice, panelClassName } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';
import { reviewLimits, type ReviewField, type ReviewFormState, type ReviewProblem, type ReviewValues } from '../review-form.ts';
import { StarRating } from './star-rating.tsx';

export function reviewProblemText(t: TFunction, field: ReviewField, problem: ReviewProblem): string {
  // A rating can only be missing (or not 1–5, which the form can't send); title and text only too long.
  if (field === 'rating' || problem === 'required') return t('review.rating.required');
  return field === 'title' ? t('review.fields.titleTooLong', { max: reviewLimits.title }) : t('review.fields.textTooLong', { max: reviewLimits.text });
}

// The review form: a plain POST to the page's action (works without JavaScript). A refused post
// comes back with what was entered and a summary linking to each problem.
export function ReviewForm({
  action,
  initial,
  state,
  reviewId,
  cancelHref,
}: {
  action: string;
  initial: ReviewValues;
  state: ReviewFormState | undefined;
  // Set when editing the guest's own review.
  reviewId: number | null;
  cancelHref: string | null;
}) {
  const { t } = useTranslation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const values = state?.values ?? initial;
  const problems = state?.problems ?? {};
  const fields = (['rating', 'title', 'text'] as const).filter((field) => problems[field]);
  const errorOf = (field: ReviewField) => {
    const problem = problems[field];
    return problem ? reviewProblemText(t, field, problem) : undefined;
  };
  useEffect(() => {
    if (state) summaryRef.current?.focus();
  }, [state]);

  return (
    <Form method="post" action={action} noValidate className={panelClassName({ flat: true }, 'review-form')} aria-labelledby="review-form-title">
      <input type="hidden" name="intent" value={reviewId ? 'update' : 'create'} />
      {reviewId && <input type="hidden" name="review_id" value={reviewId} />}
      <h2 id="review-form-title">{reviewId ? t('review.edit') : t('review.heading')}</h2>
      {state?.status === 'failed' && (
        <Notice boxed tone="error" ref={summaryRef} focusable>
          <p>{t('review.failed')}</p>
        </Notice>
      )}
      {fields.length > 0 && (
        <Notice boxed tone="error" ref={summaryRef} focusable>
          <p>
            <strong>{t('review.errorSummary')}</strong>
          </p>
          <ul>
            {fields.map((field) => (
              <li key={field}>
                <a href={field === 'rating' ? '#review-rating' : `#review-${field}`}>{errorOf(field)}</a>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      <StarRating value={values.rating} error={errorOf('rating')} />
      <Field id="review-title" label={t('review.fields.title')} optionalText={t('review.fields.optional')} error={errorOf('title')}>
        {(control) => <input {...control} name="title" type="text" maxLength={reviewLimits.title} defaultValue={values.title} />}
      </Field>
      <Field id="review-text" label={t('review.fields.text')} optionalText={t('review.fields.optional')} error={errorOf('text')}>
        {(control) => <textarea {...control} name="text" rows={6} maxLength={reviewLimits.text} defaultValue={values.text} />}
      </Field>
      <div className="review-form__actions">
        <Button type="submit">{reviewId ? t('review.save') : t('review.submit')}</Button>
        {cancelHref && (
          <a href={cancelHref} className="review-form__cancel">
            {t('review.cancelEdit')}
          </a>
        )}
      </div>
    </Form>
  );
}
