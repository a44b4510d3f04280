import { ButtonLink, Notice, Panel } from '@direct/ui';
import { data, useLocation } from 'react-router';
import { ReviewCard } from './components/review-card.tsx';
import { ReviewForm } from './components/review-form.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formatDate } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { emptyReviewValues, type ReviewFormState } from './review-form.ts';
import { loadReviewPage, saveReview } from './review.server.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import reviewStyles from './review.css?url';
import type { Route } from './+types/review.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: reviewStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('review.title'), { noindex: true });
}

const privateHeaders = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

// The stay's review: the form after check-out, the published review (with "Edit" for its author,
// ?edit=1), or a friendly "not yet". Never cached: the link is personal.
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const page = await loadReviewPage(api, brand, { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  const search = url.searchParams;
  const saved = search.get('saved');
  return data(
    { ...page, editing: search.get('edit') === '1', saved: saved === 'created' || saved === 'updated' ? saved : null },
    { headers: privateHeaders },
  );
}

export async function action({ params, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  const result = await saveReview(api, access, url.pathname, form, request.signal);
  if (result instanceof Response) return result;
  return data<ReviewFormState>(result, { status: result.status === 'invalid' ? 400 : 502, headers: { 'cache-control': 'no-store' } });
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { review: page, propertyPath, editing, saved } = loaderData;
  const { booking, review } = page;
  const date = (iso: string) => formatDate(iso, i18n.language);
  const showForm = page.state === 'open' || (page.state === 'reviewed' && (editing || actionData !== undefined));

  return (
    <div className="container task-page task-page--narrow">
      <header className="task-page__head">
        <h1>{t('review.title')}</h1>
        <p className="task-page__intro">{t('review.intro', { property: booking.propertyName, checkIn: date(booking.checkIn), checkOut: date(booking.checkOut) })}</p>
      </header>

      {page.state === 'before_checkout' && (
        <Panel flat className="review-notice" aria-labelledby="review-wait-title">
          <h2 id="review-wait-title">{t('review.beforeCheckout.heading')}</h2>
          <p>{t('review.beforeCheckout.text', { date: date(booking.checkOut) })}</p>
        </Panel>
      )}
      {page.state === 'not_reviewable' && (
        <Panel flat className="review-notice" aria-labelledby="review-none-title">
          <h2 id="review-none-title">{t('review.notReviewable.heading')}</h2>
          <p>{t('review.notReviewable.text')}</p>
        </Panel>
      )}

      {showForm ? (
        <>
          <p className="review-signed">{t('review.signedAs', { name: booking.authorName })}</p>
          <ReviewForm
            action={pathname}
            initial={review ? { rating: String(review.rating), title: review.title ?? '', text: review.text ?? '' } : emptyReviewValues}
            state={actionData}
            reviewId={review?.id ?? null}
            cancelHref={review ? pathname : null}
          />
        </>
      ) : (
        review && (
          <Panel flat className="review-published" aria-labelledby="review-yours-title">
            {saved && (
              <Notice boxed tone="success">
                <p>{saved === 'created' ? t('review.saved') : t('review.updated')}</p>
              </Notice>
            )}
            <h2 id="review-yours-title">{t('review.yours')}</h2>
            <ReviewCard review={review} formatDate={date} />
            <p className="review-published__actions">
              {review.canEdit && (
                <ButtonLink href={`${pathname}?edit=1`}>{t('review.edit')}</ButtonLink>
              )}
              {propertyPath && <a href={localizedPath(pathname, propertyPath)}>{t('review.seeOnProperty')}</a>}
            </p>
          </Panel>
        )
      )}
    </div>
  );
}
