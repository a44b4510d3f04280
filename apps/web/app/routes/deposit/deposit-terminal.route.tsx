import { buttonClassName, Panel } from '@direct/ui';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import type { DepositTerminal } from '@direct/contracts';
import { data, Link, useLocation } from 'react-router';
import { AmountDue } from '../../components/payment/amount-due.tsx';
import { CardOnFileHold } from './components/card-on-file-hold.tsx';
import { DepositCardForm } from './components/deposit-card-form.tsx';
import { DepositStatusPanel, DepositTimelineFacts } from './components/deposit-status.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formatDate, formatMoney } from '../../lib/catalog/format.ts';
import { authorizeSandboxCard, holdOnCardOnFile, holdWithStripeMethod, loadDeposit } from './deposit.server.ts';
import { checkinHubPath, finishPath, parseDepositQuery, paymentPagePath } from './deposit-query.ts';
import type { DepositFormState, StripeDepositAnswer } from './form-state.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useHydrated } from '../../lib/react/use-hydrated.ts';
import type { PaymentNotice } from '../../lib/payment/query.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import depositStyles from './deposit.css?url';
import type { Route } from './+types/deposit-terminal.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Check-in step 6, the security deposit: what the hold is, when it is placed and released, and
// the card form (sandbox). Works without JavaScript: the form posts to this page's action.

// Stripe's code is loaded only when the brand takes payments through Stripe.
const StripeDepositForm = lazy(() => import('./components/stripe-deposit-form.tsx'));

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: depositStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('deposit.title'), { noindex: true });
}

type DepositView = { deposit: DepositTerminal; notice: PaymentNotice | null };

// Never cached: personal data that changes with every hold.
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const deposit = await loadDeposit(api, brand, { bookingCode: params.bookingCode, accessToken: params.accessToken }, request.signal);
  const notice = parseDepositQuery(url.searchParams) ?? (deposit.status === 'failed' ? { kind: 'failed' as const, reason: deposit.failureReason ?? 'card_decline' } : null);
  return data<DepositView>({ deposit, notice }, { headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } });
}

const StripeRequest = z.strictObject({ intent: z.literal('stripe-deposit'), paymentMethodId: z.string().min(3).max(255), setupIntentId: z.string().min(3).max(255).optional() });

export async function action({ params, request, url }: Route.ActionArgs) {
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  // Stripe Elements' payment method, from the page's script.
  if (request.headers.get('content-type')?.includes('application/json')) {
    const parsed = StripeRequest.safeParse(await request.json().catch(() => null));
    if (!parsed.success) throw data(null, { status: 400 });
    return data<StripeDepositAnswer>(await holdWithStripeMethod(api, access, parsed.data, request.signal), { headers: { 'cache-control': 'no-store' } });
  }
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== 'deposit-card' && intent !== 'card-on-file') throw data(null, { status: 400 });
  const result =
    intent === 'card-on-file'
      ? await holdOnCardOnFile(api, access, form.get('provider') === 'paypal' ? 'paypal' : 'stripe', url.pathname, request.signal)
      : await authorizeSandboxCard(api, access, url.pathname, form, request.signal);
  if (result instanceof Response) return result;
  return data<DepositFormState>(result, { status: result.status === 'invalid' ? 400 : 200, headers: { 'cache-control': 'no-store' } });
}

export default function DepositTerminalPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { deposit, notice } = loaderData;
  const lng = i18n.language;
  const amount = formatMoney(deposit.amount, lng);
  const { booking } = deposit;
  const path = (to: string) => localizedPath(pathname, to);
  const givesCard = deposit.required && booking.status === 'confirmed' && (deposit.status === null || deposit.status === 'failed');
  const hydrated = useHydrated();
  const stripeKey = deposit.provider.name === 'stripe' ? deposit.provider.stripePublishableKey : null;
  const cardForm = deposit.provider.name !== 'paypal';
  const submitLabel = deposit.holdsNow ? t('deposit.form.submitNow', { amount }) : t('deposit.form.submitLater');

  return (
    <div className="container task-page">
      <header className="task-page__head">
        <h1>{t('deposit.heading')}</h1>
        <p className="task-page__intro">
          {t('deposit.intro', { code: booking.code, property: booking.propertyName, checkIn: formatDate(booking.checkIn, lng), checkOut: formatDate(booking.checkOut, lng) })}
        </p>
      </header>
      <div className="aside-layout">
        <div className="aside-layout__main">
          {!deposit.required ? (
            <Panel aria-labelledby="deposit-none">
              <h2 id="deposit-none">{t('deposit.notRequired.heading')}</h2>
              <p>{t('deposit.notRequired.text')}</p>
            </Panel>
          ) : booking.status === 'pending_payment' ? (
            <Panel aria-labelledby="deposit-pay-first">
              <h2 id="deposit-pay-first">{t('deposit.payFirst.heading')}</h2>
              <p>{t('deposit.payFirst.text')}</p>
              <p>
                <Link to={path(paymentPagePath(params.bookingCode, params.accessToken))}>{t('deposit.payFirst.action')}</Link>
              </p>
            </Panel>
          ) : (
            <>
              <AmountDue label={t('deposit.amountLabel')} amount={amount} amountTestId="deposit-amount">
                <p className="amount-due__note">{t('deposit.holdNotCharge')}</p>
              </AmountDue>
              <DepositStatusPanel deposit={deposit} />
              {booking.status !== 'confirmed' && deposit.status === null && (
                <Panel aria-labelledby="deposit-over">
                  <h2 id="deposit-over">{t('deposit.over.heading')}</h2>
                  <p>{t('deposit.over.text')}</p>
                </Panel>
              )}
              {givesCard && deposit.cardOnFile && (
                <CardOnFileHold action={pathname} card={deposit.cardOnFile} holdsNow={deposit.holdsNow} amount={amount} provider={deposit.provider.name} />
              )}
              {givesCard && cardForm && deposit.cardOnFile && <p>{t('deposit.cardOnFile.or')}</p>}
              {givesCard && stripeKey ? (
                hydrated ? (
                  <Suspense fallback={<p className="payment-note">{t('paymentPage.stripe.loading')}</p>}>
                    <StripeDepositForm publishableKey={stripeKey} submitLabel={submitLabel} />
                  </Suspense>
                ) : (
                  <p className="payment-note">{t('paymentPage.stripe.loading')}</p>
                )
              ) : (
                givesCard && cardForm && <DepositCardForm action={pathname} submitLabel={submitLabel} serverState={actionData && 'values' in actionData ? actionData : undefined} initialNotice={notice} />
              )}
            </>
          )}
          <nav className="deposit-nav" aria-label={t('deposit.title')}>
            <Link to={path(checkinHubPath(params.bookingCode, params.accessToken))}>{t('deposit.back')}</Link>
            <Link className={buttonClassName()} to={path(finishPath(params.bookingCode))}>
              {t('deposit.finish')}
            </Link>
          </nav>
        </div>
        {deposit.required && (
          <aside className="aside-layout__aside" aria-labelledby="deposit-timeline-title">
            <DepositTimelineFacts deposit={deposit} />
          </aside>
        )}
      </div>
    </div>
  );
}
