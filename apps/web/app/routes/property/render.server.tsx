import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroPicture } from './components/hero-picture.tsx';
import { overlayHrefs, type OverlayProps } from './components/overlay-body.tsx';
import { PropertyDetails, PropertyHead, RateList, ReviewsStatic, StaticOverlay } from './components/static-parts.tsx';
import type { LocaleData } from '../../lib/i18n/locale.ts';
import { TranslationProvider } from '../../lib/i18n/translation-context.tsx';
import type { PropertyView, RatesView } from './page-view.ts';
import type { ReviewsView } from './review-view.ts';

// The property page's text-only parts as HTML, rendered by the loader (see StaticHtml).
export function staticHtml(
  locale: LocaleData,
  parts: {
    property: PropertyView;
    rates: RatesView;
    plan: string | null;
    reviews: ReviewsView | null;
    // False behind the server-rendered overlay (see propertyPageData).
    details: boolean;
    // ?reserve=1 with a bookable plan: the overlay, with the form's last answer after a post.
    overlay: (Omit<OverlayProps, 'name' | 'rates'> & { pathname: string; stayInputs: [string, string][] }) | null;
  },
) {
  const render = (node: ReactNode) => renderToStaticMarkup(<TranslationProvider locale={locale}>{node}</TranslationProvider>);
  const { overlay } = parts;
  const hero = parts.property.images[0];
  return {
    hero: hero ? render(<HeroPicture image={hero} alt={hero.alt || parts.property.name} />) : '',
    head: render(<PropertyHead property={parts.property} />),
    rates: parts.rates.groups.length > 0 ? render(<RateList rates={parts.rates} plan={parts.plan} />) : '',
    details: parts.details ? render(<PropertyDetails property={parts.property} />) : '',
    reviews: parts.reviews ? render(<ReviewsStatic reviews={parts.reviews} />) : '',
    overlay:
      overlay && parts.plan
        ? render(
            <StaticOverlay
              name={parts.property.name}
              rates={parts.rates}
              choice={overlay.choice}
              state={overlay.state}
              others={overlay.others}
              searchHref={overlay.searchHref}
              contactHref={overlay.contactHref}
              {...overlayHrefs(overlay.pathname, overlay.stayInputs, parts.plan)}
            />,
          )
        : '',
  };
}

export type StaticParts = ReturnType<typeof staticHtml>;

