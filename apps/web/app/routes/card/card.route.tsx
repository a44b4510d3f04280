import { Button, Notice, Panel } from '@direct/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { data, Link, redirect, useFetcher, useLocation } from 'react-router';
import { z } from 'zod';
import { CardForm } from '../../components/payment/card-form.tsx';
import { PaymentNoticeMessage } from '../../components/payment/payment-notice.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formatMoney } from '../../lib/catalog/format.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { loadTerminal } from '../../lib/payment/payment.server.ts';
import { parseTerminalQuery } from '../../lib/payment/query.ts';
import { useHydrated } from '../../lib/react/use-hydrated.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import { privatePage } from '../../lib/security/private-page.server.ts';
import { finishPaypalVault, saveSandboxCard, saveStripeCard, startPaypalVault } from './card.server.ts';
import { checkinPath, emptyCardValues, type CardFormState, type StripeCardAnswer } from './form-state.ts';
import cardStyles from './card.css?url';
import type { Route } from './+types/card.route';

// "Update your card" (booking/card/{code}/{token}): the guest replaces the card on file that pays
// the later instalments and holds the deposit (new_card). The sandbox's card form works without
// JavaScript; Stripe Elements when the brand pays through Stripe; PayPal guests save their PayPal
// account with their next payment (paypal_save_checkout_card).

const StripeCardForm = lazy(() => import('./components/stripe-card-form.tsx'));

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cardStyles }];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('paymentPage.card.title'), { noindex: true });
}

const headers = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const brand = context.get(brandContext);
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  const answer = await loadTerminal(api, brand, access, request.signal);
  const terminal = answer.terminal;
  // Back from PayPal's approval page: capture the order and keep the vaulted account.
  const order = url.searchParams.get('token');
  if (order && terminal?.provider.name === 'paypal') {
    const outcome = await finishPaypalVault(api, access, order, request.signal);
    throw redirect(`${url.pathname}?${new URLSearchParams(outcome === 'saved' ? { updated: '1' } : { error: 'generic' })}`, 303);
  }
  const query = parseTerminalQuery(url.searchParams);
  return data({ terminal, over: answer.kind === 'expired', updated: url.searchParams.get('updated') === '1', notice: query.notice }, { headers });
}

const StripeRequest = z.strictObject({ intent: z.literal('stripe-card'), paymentMethodId: z.string().min(3).max(255), setupIntentId: z.string().min(3).max(255).optional() });

export async function action({ params, request, url }: Route.ActionArgs) {
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  if (request.headers.get('content-type')?.includes('application/json')) {
    const parsed = StripeRequest.safeParse(await request.json().catch(() => null));
    if (!parsed.success) throw data(null, { status: 400 });
    return data<StripeCardAnswer>(await saveStripeCard(api, access, parsed.data, request.signal), { headers: { 'cache-control': 'no-store' } });
  }
  const form = await request.formData();
  const intent = form.get('intent');
  const result =
    intent === 'card' ? await saveSandboxCard(api, access, url.pathname, form, request.signal) : intent === 'paypal' ? await startPaypalVault(api, access, url.pathname, request.signal) : null;
  if (result === null) throw data(null, { status: 400 });
  if (result instanceof Response) return result;
  return data<CardFormState>(result, { status: result.status === 'invalid' ? 400 : 200, headers: { 'cache-control': 'no-store' } });
}

export default function CardPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { terminal, over, updated, notice } = loaderData;
  const formState = actionData && 'values' in actionData ? actionData : undefined;
  const path = (to: string) => localizedPath(pathname, to);
  const back = <Link to={path(checkinPath(params.bookingCode, params.accessToken))}>{t('paymentPage.card.back')}</Link>;
  if (!terminal || over) {
    return (
      <div className="container task-page">
        <h1>{t('paymentPage.card.heading')}</h1>
        <p>{t('paymentPage.card.over')}</p>
        <p>{back}</p>
      </div>
    );
  }
  const provider = terminal.provider;
  const onFile = terminal.cardOnFile;
  const due = terminal.amountDueNow;

  return (
    <div className="container task-page">
      <header className="task-page__head">
        <h1>{t('paymentPage.card.heading')}</h1>
        <p className="task-page__intro">{t('paymentPage.card.intro', { code: terminal.booking.code, property: terminal.booking.propertyName })}</p>
      </header>
      <div className="card-page">
        {updated && (
          <Notice boxed tone="success">
            <p role="status">{provider.name === 'paypal' ? t('paymentPage.card.paypalSaved') : t('paymentPage.card.saved')}</p>
          </Notice>
        )}
        {!updated && notice?.kind === 'failed' && !formState && <PaymentNoticeMessage notice={notice} />}
        <p data-testid="card-on-file">
          {onFile
            ? onFile.brand === 'paypal'
              ? t('paymentPage.card.currentPaypal')
              : t('paymentPage.card.current', { brand: (onFile.brand ?? '').toUpperCase(), last4: onFile.last4 ?? '' })
            : t('paymentPage.card.none')}
        </p>
        {provider.name === 'paypal' ? (
          <PaypalVaultPanel amount={due.amountMinor > 0 ? formatMoney(due, i18n.language) : null} failed={formState?.status === 'failed'} />
        ) : provider.name === 'stripe' && provider.stripePublishableKey ? (
          hydrated ? (
            <Suspense fallback={<p className="payment-note">{t('paymentPage.stripe.loading')}</p>}>
              <StripeCardForm publishableKey={provider.stripePublishableKey} />
            </Suspense>
          ) : (
            <p className="payment-note">{t('paymentPage.stripe.loading')}</p>
          )
        ) : (
          <SandboxCardUpdate action={pathname} serverState={formState} />
        )}
        <p>{back}</p>
      </div>
    </div>
  );
}

function SandboxCardUpdate({ action, serverState }: { action: string; serverState: CardFormState | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<CardFormState>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const state = fetcher.data ?? serverState;
  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === 'invalid') summaryRef.current?.focus();
    else noticeRef.current?.focus();
  }, [fetcher.data]);
  return (
    <CardForm
      fetcher={fetcher}
      action={action}
      idPrefix="card"
      heading={t('paymentPage.card.formHeading')}
      hiddenFields={<input type="hidden" name="intent" value="card" />}
      values={state ? state.values : emptyCardValues}
      serverProblems={state?.status === 'invalid' ? state.problems : {}}
      notice={state?.status === 'failed' ? { kind: 'failed', reason: state.reason } : null}
      timedOut={state?.status === 'timeout'}
      askAgain={!fetcher.data && serverState !== undefined}
      submitLabel={fetcher.state !== 'idle' ? t('paymentPage.card.working') : t('paymentPage.card.submit')}
      summaryRef={summaryRef}
      noticeRef={noticeRef}
    />
  );
}

function PaypalVaultPanel({ amount, failed }: { amount: string | null; failed: boolean }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="card-paypal-title">
      <h2 id="card-paypal-title">{t('paymentPage.card.paypalHeading')}</h2>
      {failed && <PaymentNoticeMessage notice={{ kind: 'failed', reason: 'generic' }} />}
      {amount ? (
        <form method="post">
          <p>{t('paymentPage.card.paypalText', { amount })}</p>
          <input type="hidden" name="intent" value="paypal" />
          <Button type="submit">{t('paymentPage.card.paypalConnect')}</Button>
        </form>
      ) : (
        <p>{t('paymentPage.card.paypalNothingDue')}</p>
      )}
    </Panel>
  );
}
