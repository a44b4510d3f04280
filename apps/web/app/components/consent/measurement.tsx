import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queueFunnelEvent, queuePurchase, takeFunnelEvents } from '../../lib/measurement/funnel-queue.ts';
import { isMeasuredPage, isPropertyPage, isSuccessPage } from '../../lib/measurement/measured-pages.ts';
import { sendFunnelEvent, sendPageView, startTags, type StartedTags } from '../../lib/measurement/tags.ts';
import { funnelQueuedEvent } from '../../lib/measurement/track.ts';
import { useConsent } from './consent-context.tsx';

// Tags are page-wide and can't be unloaded: once started they stay for the document's life.
let started: StartedTags | null = null;

// Runs the brand's tags (decision 0033): started only after consent, only on a page that may
// measure and whose document's policy allows them; sends the queued funnel events there.
export function Measurement() {
  const consent = useConsent();
  const { pathname, search } = useLocation();
  const measuredPage = isMeasuredPage(pathname);
  const choice = consent?.choice ?? null;
  const documentMeasures = consent !== null && documentAllowsTags(consent.data.documentMeasures);
  const active = consent !== null && choice !== null && documentMeasures && measuredPage && (choice.analytics || choice.marketing);
  const lastPath = useRef(pathname);

  // A page that may carry no third-party script (payment, deposit, check-in…) reached by a
  // client-side navigation from a page whose tags run: loaded again as its own document, which
  // has none. Links into those pages are document loads already; this is the backstop.
  useLayoutEffect(() => {
    if (started && !measuredPage) window.location.reload();
  }, [measuredPage]);

  useEffect(() => {
    if (!active || !consent || !choice) return;
    if (!started) started = startTags(consent.data.ids, choice);
    else if (lastPath.current !== pathname) sendPageView(started);
    lastPath.current = pathname;
  }, [active, consent, choice, pathname]);

  useEffect(() => {
    if (!consent || !choice) return;
    const code = new URLSearchParams(search).get('booking');
    if (isSuccessPage(pathname) && code) queuePurchase(window.sessionStorage, window.localStorage, choice, code);
    if (active && isPropertyPage(pathname)) {
      const item = propertyOnPage();
      if (item) queueFunnelEvent(window.sessionStorage, choice, { name: 'view_item', item, price: null });
    }
    if (!active) return;
    const flush = () => {
      if (!started) return;
      for (const event of takeFunnelEvents(window.sessionStorage, window.localStorage)) sendFunnelEvent(started, event);
    };
    flush();
    window.addEventListener(funnelQueuedEvent, flush);
    return () => window.removeEventListener(funnelQueuedEvent, flush);
  }, [active, consent, choice, pathname, search]);

  // The success page reached from the payment page by a client-side navigation keeps the payment
  // page's document, which may load no tags: it is loaded as its own document once, so the
  // purchase queued above is reported on it.
  const consentedNow = choice !== null && (choice.analytics || choice.marketing);
  useEffect(() => {
    if (consent && !documentMeasures && consentedNow && isSuccessPage(pathname)) window.location.replace(window.location.href);
  }, [consent, documentMeasures, consentedNow, pathname]);

  return null;
}

// The property page names its property in its structured data (json-ld.ts): id and name.
function propertyOnPage(): { id: string; name: string } | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as { '@type'?: string; identifier?: unknown; name?: unknown };
      if (data['@type'] === 'VacationRental' && typeof data.identifier === 'string' && typeof data.name === 'string') return { id: data.identifier, name: data.name };
    } catch {
      // Not ours to read.
    }
  }
  return null;
}

// Whether this document's Content-Security-Policy lets the tags load: the server widened it only
// for a page that may measure, and the document keeps the policy of the address it was loaded
// from, whatever client-side navigations came after (the root's data may have been reloaded by
// a form's post since, so the navigation entry is the witness).
function documentAllowsTags(fallback: boolean): boolean {
  if (typeof performance === 'undefined') return fallback;
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? isMeasuredPage(new URL(entry.name).pathname) : fallback;
}
