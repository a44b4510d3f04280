import type { Money } from '@direct/contracts';
import { Card } from '@direct/ui';
import { Link } from 'react-router';
import { CatalogImage } from '../../../components/catalog/catalog-image.tsx';
import { formatMoney, formatRating } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { ResultItem } from '../results.ts';

// One found stay: image, name (the link to its page, with the stay chosen), place, rating, and
// the price for the dates (the all-in total first, then per night, and the promotion in it) or,
// without dates, the average nightly rate, said to be one (decision 0030).
export function SearchResultCard({
  item,
  href,
  nights,
  eager = false,
}: {
  item: ResultItem;
  href: string | null;
  nights: number | null;
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const place = item.area && item.city ? `${item.area}, ${item.city}` : item.city;
  const perNight = item.stayTotal && nights ? nightlyAverage(item.stayTotal, nights) : null;
  // The title is the router's <Link> (a client-side navigation), which Card takes as its title.
  return (
    <Card
      className="property-card result-card"
      image={<CatalogImage image={item.image} alt={item.image?.alt || item.name} eager={eager} />}
      title={
        href ? (
          <Link to={href} className="card__link">
            {item.name}
          </Link>
        ) : (
          item.name
        )
      }
    >
        {place && <p className="card__meta">{place}</p>}
        <p className="property-card__rating">
          {item.reviewAverage != null && item.reviewCount > 0 ? (
            <>
              <span aria-hidden="true" className="property-card__star">
                ★
              </span>{' '}
              <span className="visually-hidden">{t('catalog.ratingLabel', { rating: formatRating(item.reviewAverage, lng) })}</span>
              <span aria-hidden="true">{formatRating(item.reviewAverage, lng)}</span>{' '}
              <span className="card__meta">{`(${t('catalog.reviewCount', { count: item.reviewCount })})`}</span>
            </>
          ) : (
            <span className="card__meta">{t('catalog.noReviews')}</span>
          )}
        </p>
        {item.stayTotal && nights ? (
          <div className="result-card__price">
            <p className="result-card__total">
              {t('search.results.stayTotal', { price: formatMoney(item.stayTotal, lng), count: nights })}
            </p>
            <p className="card__meta">{t('search.results.allIn')}</p>
            {perNight && <p className="card__meta">{t('search.results.perNight', { price: formatMoney(perNight, lng) })}</p>}
            {item.stayPromotion && (
              <p className="result-card__promotion">{t('search.results.promotion', { name: item.stayPromotion.name, amount: formatMoney(item.stayPromotion.amount, lng) })}</p>
            )}
          </div>
        ) : (
          item.averageNightlyPrice && (
            <p className="property-card__price">{t('catalog.fromPrice', { price: formatMoney(item.averageNightlyPrice, lng) })}</p>
          )
        )}
    </Card>
  );
}

// The stay's all-in price a night, rounded as the API's perNightMinor (halves up; amounts are positive).
function nightlyAverage(total: Money, nights: number): Money {
  return { amountMinor: Math.round(total.amountMinor / Math.max(1, nights)), currency: total.currency };
}
