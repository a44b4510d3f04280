import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { ReviewView } from '../review-view.ts';
import type { PropertyLoaderData } from '../page-data.ts';
import { ReviewItem } from './review-item.tsx';
import { Section } from './section.tsx';
import { StaticHtml } from './static-html.tsx';

// The rating summary and the newest reviews (server-rendered, see ReviewsStatic). "Show more
// reviews" appends the next page from /resources/reviews and moves focus to its first review;
// without JavaScript it is a link to ?reviews=<page>, which the server renders.
export function ReviewsSection({ propertyId, reviews, html }: { propertyId: number; reviews: PropertyLoaderData['reviews']; html: string | undefined }) {
  const { t, i18n } = useTranslation();
  const page = reviews?.page ?? 1;
  const [more, setMore] = useState({ items: [] as ReviewView[], page, start: -1 });
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const firstNew = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (more.start >= 0) firstNew.current?.focus();
  }, [more.start]);
  // Another property or another server-rendered page starts over.
  useEffect(() => setMore({ items: [], page, start: -1 }), [propertyId, page]);
  if (!reviews) return null;

  const loadMore = async (event: MouseEvent) => {
    event.preventDefault();
    if (state === 'loading') return;
    setState('loading');
    try {
      const response = await fetch(`/resources/reviews?property=${propertyId}&page=${more.page + 1}&lng=${i18n.language}`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const next = (await response.json()) as { items: ReviewView[]; page: number };
      setMore((current) => ({ items: [...current.items, ...next.items], page: next.page, start: current.items.length }));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Section id="reviews" title={t('property.section.reviews')}>
      <StaticHtml part="reviews" html={html} />
      {more.items.length > 0 && (
        <ol className="reviews__list reviews__list--more" role="list">
          {more.items.map((review, index) => (
            <li key={review.id} ref={index === more.start ? firstNew : undefined} tabIndex={index === more.start ? -1 : undefined}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
      {more.page < reviews.lastPage && (
        <p className="reviews__more">
          <a href={reviews.moreHref} onClick={loadMore} className="button button--quiet">
            {t('property.reviews.showMore')}
          </a>
        </p>
      )}
      <p role="status" className="reviews__status">
        {state === 'loading' ? t('property.reviews.loading') : state === 'failed' ? t('property.reviews.loadFailed') : ''}
      </p>
    </Section>
  );
}
