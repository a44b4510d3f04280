import { Fragment } from 'react';
import { Button, PriceLines } from '@direct/ui';
import { updateIntent } from '../booking/reserve.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { PropertyView, RatesView } from '../page-view.ts';
import type { ReviewsView } from '../review-view.ts';
import { OverlayBody, type OverlayProps } from './overlay-body.tsx';
import { ratePlanIds } from '../rate-plan-ids.ts';
import { ReviewItem } from './review-item.tsx';
import { Section } from './section.tsx';

// The parts of the property page that are text only (no state, no handlers). The loader renders
// them to HTML (lib/property/render.server.tsx) and the page places that HTML (StaticHtml), so
// none of this code is part of the page's JavaScript (docs/product.md: 120 KB for the property page).
// The browser adds behaviour around them: choosing a rate (a change event on the rates form),
// appending reviews.

// Name, place, rating, host and summary.
export function PropertyHead({ property }: { property: PropertyView }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 lang={property.lang.name}>{property.name}</h1>
      <p className="property__place">
        {property.placeType && `${property.placeType} · `}
        {property.place.map((part, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            <span lang={part.lang}>{part.text}</span>
          </Fragment>
        ))}
      </p>
      <p className="property__meta">
        {property.rating ? (
          <a href="#reviews" className="property__rating">
            <span aria-hidden="true">★ {property.rating.score}</span>
            <span className="visually-hidden">{property.rating.label}</span> ({property.rating.count})
          </a>
        ) : (
          <span>{t('catalog.noReviews')}</span>
        )}
        <span>
          {t('property.head.hostedBy')} {property.host.href ? <a href={property.host.href}>{property.host.name}</a> : property.host.name}
        </span>
      </p>
      {property.summary && (
        <p className="property__summary" lang={property.lang.summary}>
          {property.summary}
        </p>
      )}
    </>
  );
}

function UnitFacts({ facts, guests }: { facts: string; guests: string }) {
  return (
    <p className="unit__facts">
      {facts}
      <br />
      <span className="unit__guests">{guests}</span>
    </p>
  );
}

// Every unit type's rate plans: name, meal plan and cancellation terms, and with a stay the
// itemised price or why it can't be booked, with a radio button to choose it (name "plan").
// The markup is repeated for every unit type × rate plan, so its parts are styled by their place in
// `.rate` (rates.css) rather than by a class each, and the ids are short (ratePlanIds).
export function RateList({ rates, plan }: { rates: RatesView; plan: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {rates.groups.map((group) => (
        <fieldset key={group.id} className="unit-rates">
          <legend>{group.name}</legend>
          <UnitFacts facts={group.facts} guests={group.guests} />
          <ul className="unit-rates__list" role="list">
            {group.options.map((option) => {
              const ids = ratePlanIds(option.key);
              const off = rates.priced && !option.bookable;
              return (
                <li key={option.key} className={`rate${off ? ' rate--off' : ''}`}>
                  <div>
                    {rates.priced && (
                      <input
                        type="radio"
                        id={ids.input}
                        name="plan"
                        value={option.key}
                        disabled={!option.bookable}
                        defaultChecked={option.bookable && option.key === plan}
                        aria-describedby={ids.info}
                      />
                    )}
                    <label htmlFor={rates.priced ? ids.input : undefined} lang={option.nameLang}>
                      {option.name}
                    </label>
                    {option.total && <span>{option.total}</span>}
                    {option.perNight && <small>{option.perNight}</small>}
                  </div>
                  <div id={ids.info}>
                    <p>
                      {option.meal} · <span>{option.cancellation}</span>
                    </p>
                    {option.policy.length > 0 && (
                      <ul>
                        {option.policy.map((term) => (
                          <li key={term}>{term}</li>
                        ))}
                      </ul>
                    )}
                    {option.promotion && <p className="rate__promotion">{option.promotion}</p>}
                    {/* What the total above is made of; the total itself is not repeated (every
                        option's lines would add ~100 bytes a rate to a page held to 40 KB,
                        decision 0052). The reservation form and the terminal show it as a total. */}
                    {option.total && <PriceLines lines={option.lines.map(([label, amount], index) => ({ key: String(index), label, amount }))} />}
                    {off && (
                      <>
                        <p className="rate__unavailable">{t('property.rates.unavailable')}</p>
                        <ul className="rate__reasons">
                          {option.reasons.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                      </>
                    )}
                    {option.left && <p className="rate__left">{option.left}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
          {group.unlisted > 0 && rates.allHref && (
            <p className="unit-rates__more">
              <a href={rates.allHref}>{t('property.rates.showAll', { count: group.options.length + group.unlisted, unit: group.name })}</a>
            </p>
          )}
        </fieldset>
      ))}
    </>
  );
}

// Description, amenities by category, units, house rules and the address.
export function PropertyDetails({ property }: { property: PropertyView }) {
  const { t } = useTranslation();
  return (
    <>
      {property.paragraphs.length > 0 && (
        <Section id="about" title={t('property.section.about')}>
          {property.lang.description ? (
            // Not translated yet: the English text, marked once for all its paragraphs.
            <div lang={property.lang.description}>
              {property.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : (
            property.paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
          )}
        </Section>
      )}
      {property.amenityGroups.length > 0 && (
        <Section id="amenities" title={t('property.section.amenities')}>
          <div className="amenities">
            {property.amenityGroups.map((group) => (
              <div key={group.title}>
                <h3>{group.title}</h3>
                <ul>
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </Section>
      )}
      {property.units.length > 0 && (
        <Section id="units" title={t('property.section.units')}>
          <ul className="units" role="list">
            {property.units.map((unit) => (
              <li key={unit.id} className="unit">
                <h3>{unit.name}</h3>
                <UnitFacts facts={unit.facts} guests={unit.guests} />
                {unit.description && <p>{unit.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section id="rules" title={t('property.section.rules')}>
        <dl className="rules">
          {property.facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {property.rules.length > 0 && (
          <ul className="rules__list" lang={property.lang.rules}>
            {property.rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="location" title={t('property.section.location')}>
        <h3 className="property-section__sub">{t('property.location.address')}</h3>
        <address className="property__address">
          {property.address.map((line, index) => (
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </Section>
    </>
  );
}

// The rating summary with its distribution (bars with their numbers as text), and the reviews of
// the page the server shows.
export function ReviewsStatic({ reviews }: { reviews: ReviewsView }) {
  const { t } = useTranslation();
  const { summary } = reviews;
  return (
    <>
      {summary ? (
        <div className="reviews__summary">
          <p className="reviews__average">
            <span className="reviews__score" aria-hidden="true">
              {summary.score}
            </span>
            <span>
              {summary.label}
              <br />
              {summary.count}
            </span>
          </p>
          <ul className="reviews__bars" aria-label={t('property.reviews.distribution')}>
            {summary.bars.map((bar) => (
              <li key={bar.stars}>
                <span className="visually-hidden">{bar.text}</span>
                <span aria-hidden="true">{bar.stars} ★</span>
                <span className="reviews__bar" aria-hidden="true">
                  <span style={{ width: `${bar.percent}%` }} />
                </span>
                <span aria-hidden="true">{bar.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('catalog.noReviews')}</p>
      )}
      {reviews.range && (
        <p>
          {reviews.range} · <a href={reviews.newestHref}>{t('property.reviews.newest')}</a>
        </p>
      )}
      {reviews.items.length > 0 && (
        <ol className="reviews__list" role="list">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

// The reservation overlay of ?reserve=1 (Reserve pressed without JavaScript), open in the page:
// a plain form posting to the page's action (Reserve, Apply, Remove, Update total), the add-ons
// inline instead of in a popup, and a link that closes it.
export function StaticOverlay({ close, action, ...overlay }: OverlayProps & { close: string; action: string }) {
  const { t } = useTranslation();
  const hasAddOns = (overlay.state.addOns?.length ?? 0) > 0;
  return (
    <dialog className="dialog reserve-dialog" aria-labelledby="reserve-title" open>
      <OverlayBody
        {...overlay}
        autoFocusAnswer
        close={
          <a href={close} className="icon-button">
            <span aria-hidden="true">✕</span>
            <span className="visually-hidden">{t('property.reserve.close')}</span>
          </a>
        }
        form={(fields) => (
          <form method="post" action={action} noValidate className="reserve-form">
            {fields}
          </form>
        )}
        upsell={(content) =>
          hasAddOns && (
            <section className="add-ons" aria-labelledby="add-ons-title">
              <h3 id="add-ons-title">{t('booking.addOns.heading')}</h3>
              {content}
              <Button type="submit" name="intent" value={updateIntent} variant="quiet" small autoFocus={overlay.state.answered === 'addOns'}>
                {t('booking.addOns.update')}
              </Button>
            </section>
          )
        }
      />
    </dialog>
  );
}
