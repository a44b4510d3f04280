import { buttonClassName, Panel } from '@direct/ui';
import { useEffect, useState } from 'react';
import { data, redirect, useRevalidator } from 'react-router';
import { api } from '../../lib/api/api.server.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { loadTerminal } from '../../lib/payment/payment.server.ts';
import { successPath, terminalPath } from '../../lib/payment/paths.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import { privatePage } from '../../lib/security/private-page.server.ts';
import { checkOutcome } from './payment-redirect.server.ts';
import { parseReturnQuery, redirectPollMs, redirectStep, redirectWaitMs } from './redirect-outcome.ts';
import paymentStyles from './payment.css?url';
import type { Route } from './+types/payment-redirect.route';

// The spec's "payment redirect helper, 5 seconds" (§9): /payment/redirect/{code}/{token}, where
// redirect-based payments come back (Stripe's return_url, PayPal's approval, the sandbox's and
// Opayo's 3-D Secure). The loader asks the API how the payment ended and moves on at once when it
// knows (a redirect: no JavaScript needed). While the gateway is still working the page asks
// again each second; after 5 seconds it stops and says so (the spec's processing message) with
// what to do. The status is in a polite live region; no meta refresh.

export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: paymentStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('paymentPage.redirect.title'), { noindex: true });
}

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  // Proof of access and the brand's own booking (else 404); an expired hold is still asked about:
  // the gateway may have taken the money just before it lapsed.
  await loadTerminal(api, context.get(brandContext), access, request.signal);
  const query = parseReturnQuery(url.searchParams);
  const outcome = await checkOutcome(api, access, query, request.signal);
  const paths = {
    success: successPath(url.pathname, access.bookingCode),
    terminal: (terminalQuery: Record<string, string> = {}) => terminalPath(url.pathname, access.bookingCode, access.accessToken, terminalQuery),
  };
  const step = redirectStep(outcome, { elapsedMs: 0, provider: query.provider, paths });
  if (step.kind === 'go') throw redirect(step.to, 303);
  return data({ checkAgainPath: `${url.pathname}${url.search}`, terminalPath: paths.terminal({ status: 'processing' }) });
}

export default function PaymentRedirect({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [phase, setPhase] = useState<'checking' | 'processing'>('checking');
  const { revalidate } = revalidator;

  useEffect(() => {
    // Each answer of the loader either redirects (the page is left) or says "still pending".
    let stopped = false;
    const started = Date.now();
    const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));
    void (async () => {
      while (!stopped && Date.now() - started + redirectPollMs < redirectWaitMs) {
        await wait(redirectPollMs);
        if (stopped) return;
        await revalidate().catch(() => undefined);
      }
      await wait(Math.max(0, redirectWaitMs - (Date.now() - started)));
      if (!stopped) setPhase('processing');
    })();
    return () => {
      stopped = true;
    };
  }, [revalidate]);

  return (
    <div className="container task-page">
      <Panel className="payment-redirect__card" aria-labelledby="redirect-title">
        <h1 id="redirect-title">{t('paymentPage.redirect.heading')}</h1>
        <div role="status" className="payment-redirect__status" data-testid="redirect-status">
          {phase === 'checking' ? <p>{t('paymentPage.redirect.checking')}</p> : <p><strong>{t('payment.processing')}</strong></p>}
        </div>
        {phase === 'processing' && <p>{t('paymentPage.redirect.whatToDo')}</p>}
        <noscript>
          <p>
            <strong>{t('payment.processing')}</strong>
          </p>
          <p>{t('paymentPage.redirect.whatToDo')}</p>
        </noscript>
        <ul className="payment-redirect__links">
          <li>
            <a className={buttonClassName({ variant: phase === 'processing' ? 'primary' : 'secondary' })} href={loaderData.checkAgainPath}>
              {t('paymentPage.redirect.checkAgain')}
            </a>
          </li>
          <li>
            <a className="payment-link" href={loaderData.terminalPath}>
              {t('paymentPage.redirect.backToTerminal')}
            </a>
          </li>
        </ul>
      </Panel>
    </div>
  );
}
