import { hostReviewReplyMaxLength, type HostReview } from '@direct/contracts';
import { Badge, Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// One review as the host sees it: the full author name, its status (and why it is hidden), the
// public reply, and the forms to reply, remove the reply, hide or publish again.
export function ReviewCard({ review, canWrite, result }: { review: HostReview; canWrite: boolean; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = useFieldError(result);
  const date = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const headingId = `review-${review.id}`;
  const hidden = (intent: string) => (
    <>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={review.id} />
    </>
  );
  return (
    <article className="panel review-card" aria-labelledby={headingId} data-testid="host-review">
      <header className="review-card__head">
        <h2 id={headingId} className="review-card__title">
          <span aria-hidden="true">{'★'.repeat(review.rating)}</span>
          <span className="visually-hidden">{t('consoleReviews.rating', { rating: review.rating })}</span> {review.title}
        </h2>
        <Badge tone={review.status === 'published' ? 'success' : 'neutral'}>{t(`consoleReviews.status.${review.status}`)}</Badge>
      </header>
      <p className="muted">
        {t('consoleReviews.byline', { author: review.authorName, property: review.propertyName })} · {date.format(new Date(review.createdAt))}
        {review.stayedOn && ` · ${t('consoleReviews.stayed', { date: review.stayedOn })}`}
      </p>
      {review.text && (
        <p className="review-card__text" lang={review.language}>
          {review.text}
        </p>
      )}
      {review.status === 'hidden' && review.hiddenReason && <p className="review-card__reason">{t('consoleReviews.hiddenBecause', { reason: review.hiddenReason })}</p>}
      {review.reply && !canWrite && (
        <div className="review-card__reply">
          <h3>{t('consoleReviews.reply.heading')}</h3>
          <p>{review.reply.text}</p>
        </div>
      )}
      {canWrite && (
        <div className="review-card__actions">
          <Form method="post" noValidate className="review-card__reply-form">
            {hidden('reply')}
            <Field id={`reply-${review.id}`} label={t('consoleReviews.reply.heading')} hint={t('consoleReviews.reply.hint')} error={errorOf('text')}>
              {(control) => <textarea name="text" rows={3} maxLength={hostReviewReplyMaxLength} defaultValue={valueOf(result, 'text', review.reply?.text ?? '')} {...control} />}
            </Field>
            <div className="form-row">
              <Button type="submit" small>
                {review.reply ? t('consoleReviews.reply.update') : t('consoleReviews.reply.save')}
              </Button>
            </div>
          </Form>
          {review.reply && (
            <Form method="post">
              {hidden('remove-reply')}
              <Button type="submit" small variant="quiet">
                {t('consoleReviews.reply.remove')}
              </Button>
            </Form>
          )}
          {review.status === 'published' ? (
            // Folded away: hiding is the rare action, replying the usual one.
            <details className="review-card__hide" open={Boolean(errorOf('reason'))}>
              <summary>{t('consoleReviews.hide.open')}</summary>
              <Form method="post" noValidate className="form-row review-card__hide-form">
                {hidden('hide')}
                <Field id={`reason-${review.id}`} label={t('consoleReviews.hide.label')} hint={t('consoleReviews.hide.hint')} error={errorOf('reason')}>
                  {(control) => <input type="text" name="reason" maxLength={500} defaultValue={valueOf(result, 'reason')} {...control} />}
                </Field>
                <Button type="submit" small variant="secondary">
                  {t('consoleReviews.hide.submit')}
                </Button>
              </Form>
            </details>
          ) : (
            <Form method="post">
              {hidden('unhide')}
              <Button type="submit" small variant="secondary">
                {t('consoleReviews.hide.unhide')}
              </Button>
            </Form>
          )}
        </div>
      )}
    </article>
  );
}
