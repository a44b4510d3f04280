import { Panel } from '@direct/ui';
import type { PaymentTerminal } from '@direct/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { data, useLocation, useParams } from 'react-router';
import { PageExpired } from './components/page-expired.tsx';
import { AmountDue } from '../../components/payment/amount-due.tsx';
import { PaymentNoticeMessage } from '../../components/payment/payment-notice.tsx';
import { BookingSummary, PaymentSchedule, PriceDetails } from './components/payment-summary.tsx';
import { CancellationTerms } from './components/cancellation-terms.tsx';
import { HoldCountdown } from './components/hold-countdown.tsx';
import { SandboxCardForm } from './components/sandbox-card-form.tsx';
import { SavedCardPay } from './components/saved-card-pay.tsx';
import { payWithSavedCard } from './saved-card.server.ts';
import { api } from '../../lib/api/api.server.ts';
import { formatMoney } from '../../lib/catalog/format.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { secondsUntil } from './countdown.ts';
import type { PaymentFormState } from '../../lib/payment/form-state.ts';
import { loadTerminal, partDueNow, paySandboxCard } from '../../lib/payment/payment.server.ts';
import { parseTerminalQuery, priceToMinor, type PaymentNotice } from '../../lib/payment/query.ts';
import { useHydrated } from '../../lib/react/use-hydrated.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import paymentStyles from './payment.css?url';
import type { Route } from './+types/payment-terminal.route';
import { privatePage } from '../../lib/security/private-page.server.ts';
import { usePaymentFunnel } from './use-payment-funnel.ts';

// Real providers' code is loaded only when the brand pays through them.
const StripePayment = lazy(() => import('./components/stripe-payment.tsx'));
const PaypalPayment = lazy(() => import('./components/paypal-payment.tsx'));
const OpayoPayment = lazy(() => import('./components/opayo-payment.tsx'));

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: paymentStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('paymentPage.title'), {
    noindex: true,
  });
}

type TerminalView =
  | { view: 'expired' }
  | {
      view: 'open';
      terminal: PaymentTerminal;
      // Seconds left on the hold when the page was made; null when nothing is held (a later part).
      secondsLeft: number | null;
      notice: PaymentNotice | null;
      price: number | null;
      payPart: number;
      offerSaveCard: boolean;
    };

// The booking's payment state from the API with the spec's query (status, error, price). Never
// cached: it holds personal data and changes with every payment.
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const access = {
    bookingCode: params.bookingCode,
    accessToken: params.accessToken,
  };
  const answer = await loadTerminal(api, brand, access, request.signal);
  const headers = {
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
  };
  if (answer.kind === 'expired') return data<TerminalView>({ view: 'expired' }, { status: 410, headers });
  const { terminal } = answer;
  const secondsLeft = terminal.holdExpiresAt && terminal.booking.status === 'pending_payment' ? secondsUntil(terminal.holdExpiresAt, Date.now()) : null;
  if (secondsLeft === 0) return data<TerminalView>({ view: 'expired' }, { status: 410, headers });
  const query = parseTerminalQuery(url.searchParams);
  const last = terminal.lastAttempt;
  const notice: PaymentNotice | null =
    query.notice ??
    (last?.status === 'failed' ? { kind: 'failed', reason: last.failureReason ?? 'generic' } : last?.status === 'processing' ? { kind: 'processing' } : null);
  const payPart = partDueNow(terminal);
  const offerSaveCard = terminal.instalments.some((part) => part.sequence !== payPart && (part.status === 'scheduled' || part.status === 'due'));
  return data<TerminalView>(
    {
      view: 'open',
      terminal,
      secondsLeft,
      notice,
      price: query.price,
      payPart,
      offerSaveCard,
    },
    { headers },
  );
}

// The sandbox card form (a plain POST; a fetcher when JavaScript runs). Success and 3-D Secure
// are 303 redirects; a decline, an invalid field or "processing" come back as the form's state.
export async function action({ params, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== 'sandbox-card' && intent !== 'saved-card') throw data(null, { status: 400 });
  const access = {
    bookingCode: params.bookingCode,
    accessToken: params.accessToken,
  };
  const result =
    intent === 'saved-card'
      ? await payWithSavedCard(api, access, url.pathname, form, form.get('provider') === 'paypal', request.signal)
      : await paySandboxCard(api, access, url.pathname, form, request.signal);
  if (result instanceof Response) return result;
  const status = result.status === 'invalid' ? 400 : result.status === 'expired' ? 410 : 200;
  return data<PaymentFormState>(result, {
    status,
    headers: { 'cache-control': 'no-store' },
  });
}

export default function PaymentTerminalPage({ loaderData, actionData }: Route.ComponentProps) {
  const [expiredNow, setExpiredNow] = useState(false);
  const onExpired = useCallback(() => setExpiredNow(true), []);
  if (loaderData.view === 'expired' || expiredNow || actionData?.status === 'expired') {
    return (
      <div className="container task-page">
        <PageExpired focusOnMount={expiredNow} />
      </div>
    );
  }
  return <OpenTerminal view={loaderData} serverState={actionData} onExpired={onExpired} />;
}

function OpenTerminal({
  view,
  serverState,
  onExpired,
}: {
  view: Extract<TerminalView, { view: 'open' }>;
  serverState: PaymentFormState | undefined;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { terminal } = view;
  const lng = i18n.language;
  const due = terminal.amountDueNow;
  const dueText = formatMoney(due, lng);
  const nothingDue = due.amountMinor <= 0;
  const params = useParams();
  const access = {
    bookingCode: params.bookingCode ?? terminal.booking.code,
    accessToken: params.accessToken ?? '',
    pagePath: pathname,
  };
  const provider = terminal.provider;
  const cardSubmitted = usePaymentFunnel(terminal);

  return (
    <div className="container task-page">
      <header className="task-page__head">
        <h1>{t('paymentPage.heading')}</h1>
        <p className="task-page__intro">{t('paymentPage.intro', { code: terminal.booking.code })}</p>
        {view.secondsLeft !== null && <HoldCountdown initialSeconds={view.secondsLeft} onExpired={onExpired} />}
      </header>
      <div className="aside-layout">
        <div className="aside-layout__main" onSubmitCapture={cardSubmitted}>
          {!nothingDue && (
            <AmountDue label={t('paymentPage.prices.dueNow')} amount={dueText}>
              {view.price !== null && (
                <p className="amount-due__note" data-testid="paying-price">
                  {t('paymentPage.payingPrice', {
                    amount: formatMoney(
                      {
                        amountMinor: priceToMinor(view.price),
                        currency: due.currency,
                      },
                      lng,
                    ),
                  })}
                </p>
              )}
            </AmountDue>
          )}
          {view.notice?.kind === 'processing' && !serverState && <PaymentNoticeMessage notice={view.notice} />}
          {!nothingDue && terminal.cardOnFile && (
            <SavedCardPay action={pathname} card={terminal.cardOnFile} amountText={dueText} payPart={view.payPart} serverState={provider.name === 'sandbox' ? undefined : serverState} />
          )}
          {nothingDue ? (
            <Panel aria-labelledby="payment-nothing-title">
              <h2 id="payment-nothing-title">{t('paymentPage.paidInFull.heading')}</h2>
              <p>{t('paymentPage.paidInFull.text')}</p>
            </Panel>
          ) : provider.name === 'stripe' && provider.stripePublishableKey ? (
            <>
              {view.notice && view.notice.kind === 'failed' && <PaymentNoticeMessage notice={view.notice} />}
              {hydrated ? (
                <Suspense fallback={<p className="payment-note">{t('paymentPage.stripe.loading')}</p>}>
                  <StripePayment
                    access={access}
                    publishableKey={provider.stripePublishableKey}
                    amount={due}
                    amountText={dueText}
                    payPart={view.payPart}
                    offerSaveCard={view.offerSaveCard}
                    onExpired={onExpired}
                  />
                </Suspense>
              ) : (
                <p className="payment-note">{t('paymentPage.stripe.loading')}</p>
              )}
            </>
          ) : provider.name === 'paypal' && provider.paypalClientId ? (
            <>
              {view.notice && view.notice.kind === 'failed' && <PaymentNoticeMessage notice={view.notice} />}
              {hydrated ? (
                <Suspense fallback={<p className="payment-note">{t('paymentPage.paypal.loading')}</p>}>
                  <PaypalPayment access={access} clientId={provider.paypalClientId} currency={due.currency} payPart={view.payPart} onExpired={onExpired} />
                </Suspense>
              ) : (
                <p className="payment-note">{t('paymentPage.paypal.loading')}</p>
              )}
            </>
          ) : provider.name === 'opayo' ? (
            <>
              {view.notice && view.notice.kind === 'failed' && <PaymentNoticeMessage notice={view.notice} />}
              {hydrated ? (
                <Suspense fallback={<p className="payment-note">{t('paymentPage.opayo.loading')}</p>}>
                  <OpayoPayment access={access} amountText={dueText} payPart={view.payPart} offerSaveCard={view.offerSaveCard} onExpired={onExpired} />
                </Suspense>
              ) : (
                <p className="payment-note">{t('paymentPage.opayo.loading')}</p>
              )}
            </>
          ) : (
            <SandboxCardForm
              action={pathname}
              amountText={dueText}
              payPart={view.payPart}
              offerSaveCard={view.offerSaveCard}
              serverState={serverState}
              initialNotice={view.notice?.kind === 'failed' ? view.notice : null}
              onExpired={onExpired}
            />
          )}
          {!nothingDue && <CancellationTerms cancellation={terminal.cancellation} />}
        </div>
        <aside className="aside-layout__aside" aria-label={t('paymentPage.summary.heading')}>
          <BookingSummary terminal={terminal} />
          <PriceDetails terminal={terminal} />
          <PaymentSchedule terminal={terminal} />
        </aside>
      </div>
    </div>
  );
}
