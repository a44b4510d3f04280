import { buttonClassName, Panel } from '@direct/ui';
import type { DepositTerminal } from '@direct/contracts';
import { data, Link, useLocation } from 'react-router';
import { AmountDue } from '../../components/payment/amount-due.tsx';
import { DepositCardForm } from './components/deposit-card-form.tsx';
import { DepositStatusPanel, DepositTimelineFacts } from './components/deposit-status.tsx';
import { api } from '../../lib/api/api.server.ts';
import { formatDate, formatMoney } from '../../lib/catalog/format.ts';
import { authorizeSandboxCard, loadDeposit } from './deposit.server.ts';
import { checkinHubPath, finishPath, parseDepositQuery, paymentPagePath } from './deposit-query.ts';
import type { DepositFormState } from './form-state.ts';
import { localizedPath } from '../../lib/i18n/language-links.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { PaymentNotice } from '../../lib/payment/query.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import depositStyles from './deposit.css?url';
import type { Route } from './+types/deposit-terminal.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// Check-in step 6, the security deposit: what the hold is, when it is placed and released, and
// the card form (sandbox). Works without JavaScript: the form posts to this page's action.

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

export async function action({ params, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') !== 'deposit-card') throw data(null, { status: 400 });
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  const result = await authorizeSandboxCard(api, access, url.pathname, form, request.signal);
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
  const cardForm = deposit.provider.name !== 'paypal';

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
              {givesCard && cardForm && (
                <DepositCardForm
                  action={pathname}
                  submitLabel={deposit.holdsNow ? t('deposit.form.submitNow', { amount }) : t('deposit.form.submitLater')}
                  serverState={actionData}
                  initialNotice={notice}
                />
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
