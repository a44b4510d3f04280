import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { queuePurchase, takeFunnelEvents } from '../../lib/measurement/funnel-queue.ts';
import { isMeasuredPage, isSuccessPage } from '../../lib/measurement/measured-pages.ts';
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
  const active = consent !== null && choice !== null && consent.data.documentMeasures && measuredPage && (choice.analytics || choice.marketing);
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
    if (!active) return;
    const flush = () => {
      if (!started) return;
      for (const event of takeFunnelEvents(window.sessionStorage, window.localStorage)) sendFunnelEvent(started, event);
    };
    flush();
    window.addEventListener(funnelQueuedEvent, flush);
    return () => window.removeEventListener(funnelQueuedEvent, flush);
  }, [active, consent, choice, pathname, search]);

  return null;
}
