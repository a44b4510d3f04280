import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { overlayHrefs } from '../../components/property/overlay-body.tsx';
import { PropertyDetails, PropertyHead, RateList, ReviewsStatic, StaticOverlay } from '../../components/property/static-parts.tsx';
import type { LocaleData } from '../i18n/locale.ts';
import { TranslationProvider } from '../i18n/translation-context.tsx';
import type { EnquiryResult } from './enquiry.ts';
import type { PropertyView, RateChoice, RatesView, ReviewsView } from './page-view.ts';

// The property page's text-only parts as HTML, rendered by the loader (see StaticHtml).
export function staticHtml(
  locale: LocaleData,
  parts: {
    property: PropertyView;
    rates: RatesView;
    plan: string | null;
    reviews: ReviewsView | null;
    // ?reserve=1 with a bookable plan: the overlay, with the enquiry's answer after a post.
    overlay: { choice: RateChoice; pathname: string; stayInputs: [string, string][]; result: EnquiryResult | undefined } | null;
  },
) {
  const render = (node: ReactNode) => renderToStaticMarkup(<TranslationProvider locale={locale}>{node}</TranslationProvider>);
  const { overlay } = parts;
  return {
    head: render(<PropertyHead property={parts.property} />),
    rates: parts.rates.groups.length > 0 ? render(<RateList rates={parts.rates} plan={parts.plan} />) : '',
    details: render(<PropertyDetails property={parts.property} />),
    reviews: parts.reviews ? render(<ReviewsStatic reviews={parts.reviews} />) : '',
    overlay:
      overlay && parts.plan
        ? render(
            <StaticOverlay
              name={parts.property.name}
              choice={overlay.choice}
              rates={parts.rates}
              result={overlay.result}
              {...overlayHrefs(overlay.pathname, overlay.stayInputs, parts.plan)}
            />,
          )
        : '',
  };
}
