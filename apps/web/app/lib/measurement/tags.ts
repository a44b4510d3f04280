import { ga4Event, metaEvent, type AnalyticsIds, type ConsentChoice, type FunnelEvent } from '@direct/domain/measurement';

// Loads the brand's tags once the guest consented (decision 0033) and sends funnel events to
// them. Our own code defines dataLayer, gtag and fbq (no inline script: the CSP allows none
// without its nonce); the tags' files come from their hosts, which the page's policy allows.

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: unknown; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export type StartedTags = { google: boolean; gtm: boolean; meta: boolean };

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export function startTags(ids: AnalyticsIds, choice: ConsentChoice): StartedTags {
  const google = choice.analytics && ids.ga4MeasurementId !== null;
  const gtm = choice.analytics && ids.gtmContainerId !== null;
  const meta = choice.marketing && ids.metaPixelId !== null;
  if (google || gtm) {
    const dataLayer = (window.dataLayer ??= []);
    // gtag.js reads each call as an Arguments object, exactly as Google's snippet pushes it.
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself
    window.gtag ??= function gtag() { dataLayer.push(arguments); };
    const granted = (yes: boolean) => (yes ? 'granted' : 'denied');
    // Consent mode: what the guest chose, before any tag reads it.
    window.gtag('consent', 'default', {
      analytics_storage: 'granted',
      ad_storage: granted(choice.marketing),
      ad_user_data: granted(choice.marketing),
      ad_personalization: granted(choice.marketing),
    });
    window.gtag('js', new Date());
    if (google) {
      window.gtag('config', ids.ga4MeasurementId);
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4MeasurementId!)}`);
    }
    if (gtm) {
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmContainerId!)}`);
    }
  }
  if (meta) {
    // Meta's base code: calls wait in the queue until fbevents.js takes them.
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as Fbq;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq ??= fbq;
    window._fbq ??= window.fbq;
    window.fbq('init', ids.metaPixelId);
    window.fbq('track', 'PageView');
    addScript('https://connect.facebook.net/en_US/fbevents.js');
  }
  return { google, gtm, meta };
}

export function sendFunnelEvent(tags: StartedTags, event: FunnelEvent) {
  if (tags.google || tags.gtm) {
    const { name, params } = ga4Event(event);
    if (tags.google) window.gtag?.('event', name, params);
    if (tags.gtm) {
      // Google's advice for Tag Manager: clear the previous e-commerce object first.
      window.dataLayer?.push({ ecommerce: null });
      window.dataLayer?.push({ event: name, ecommerce: params });
    }
  }
  if (tags.meta) {
    const { name, params, eventId } = metaEvent(event);
    if (eventId) window.fbq?.('track', name, params, { eventID: eventId });
    else window.fbq?.('track', name, params);
  }
}

// A client-side navigation is a page view for the pixel (GA4 counts history changes itself).
export function sendPageView(tags: StartedTags) {
  if (tags.meta) window.fbq?.('track', 'PageView');
}
