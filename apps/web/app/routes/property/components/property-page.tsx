import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchLazyTexts } from '../lazy-texts.ts';
import type { PropertyLoaderData } from '../page-data.ts';
import { BookingPanel } from './booking-panel.tsx';
import { Gallery } from './gallery.tsx';
import { useRateChoices } from '../served-choices.ts';
import { PropertyMap } from './property-map.tsx';
import { RatePlans } from './rate-plans.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { StaticHtml } from './static-html.tsx';

// Fetched when Reserve is first pressed, not with the page, with its texts (lazy-texts.ts).
const ReservationDialog = lazy(() =>
  Promise.all([import('./reservation-dialog.tsx'), import('./with-texts.tsx'), fetchLazyTexts('reserve')]).then(([part, { withTexts }, texts]) => ({
    default: withTexts(part.default, texts),
  })),
);

// The property page. Text-only parts arrive as server-rendered HTML (data.html); the components
// here are the ones that act: gallery, booking panel, rate choice, reservation overlay, map and
// "show more reviews".
export function PropertyPage({ data }: { data: PropertyLoaderData }) {
  const { property, rates, html } = data;
  // The spec's selectedRateplanId (-1: none) and selectedUnitType, as one "<unit type>-<plan>" key.
  const [chosen, setChosen] = useState(data.plan);
  const [overlay, setOverlay] = useState(false);
  // New rates (another stay) come with no rate chosen. Adjusted while rendering, not in an effect:
  // an effect would also run at hydration, after RatePlans took a plan the guest checked before it.
  const [shown, setShown] = useState({ rates: html?.rates, plan: data.plan });
  if (shown.rates !== html?.rates || shown.plan !== data.plan) {
    setShown({ rates: html?.rates, plan: data.plan });
    setChosen(data.plan);
  }
  const choices = useRateChoices(rates.choices);
  const choice = chosen ? choices[chosen] : undefined;

  return (
    <div className="container property">
      <Gallery images={property.images} name={property.name} hero={html?.hero} />
      <div className="property__layout">
        <StaticHtml part="head" html={html?.head} className="property__head" />
        <BookingPanel data={data} />
        <div className="property__body">
          <RatePlans data={data} choice={choice} onChoose={setChosen} onReserve={() => setOverlay(true)} />
          <StaticHtml part="details" html={html?.details} />
          <PropertyMap id={property.id} name={property.name} position={property.position} />
          <ReviewsSection propertyId={property.id} reviews={data.reviews} html={html?.reviews} />
        </div>
      </div>
      {data.reserve && <ServerOverlay html={html?.overlay} />}
      {overlay && chosen && choice && (
        <Suspense fallback={null}>
          <ReservationDialog
            name={property.name}
            propertyId={property.id}
            planKey={chosen}
            choice={choice}
            choices={choices}
            rates={rates}
            stayInputs={data.stayInputs}
            onChoose={setChosen}
            onClose={() => setOverlay(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

// The overlay the server rendered open (?reserve=1): once scripts run, it becomes modal. Closing it
// (Escape) goes where its close link goes, the page without reserve=1: the document left the
// details and reviews behind the dialog out, and that navigation brings them.
function ServerOverlay({ html }: { html: string | undefined }) {
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const dialog = box.current?.querySelector('dialog');
    if (!dialog) return;
    if (dialog.open && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    const closed = () => {
      // The close event of the switch to modal above arrives after showModal.
      if (dialog.open) return;
      const href = dialog.querySelector('.reserve-dialog__head a')?.getAttribute('href');
      if (href) void navigate(href, { preventScrollReset: true });
    };
    dialog.addEventListener('close', closed);
    return () => dialog.removeEventListener('close', closed);
  }, [html, navigate]);
  return (
    <div ref={box}>
      <StaticHtml part="overlay" html={html} />
    </div>
  );
}
