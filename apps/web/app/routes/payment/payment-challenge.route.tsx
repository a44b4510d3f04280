import { Button, Panel } from '@direct/ui';
import type { PaymentTerminal } from '@direct/contracts';
import { data, redirect, useNavigation } from 'react-router';
import { PageExpired } from './components/page-expired.tsx';
import { api } from '../../lib/api/api.server.ts';
import { ApiError } from '@direct/api-client';
import { formatMoney } from '../../lib/catalog/format.ts';
import { notFound } from '../../lib/catalog/page-errors.server.ts';
import { brandPageMeta } from '../../lib/i18n/page-meta.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { authenticateSandbox, loadTerminal } from '../../lib/payment/payment.server.ts';
import { redirectPath, terminalPath } from '../../lib/payment/paths.ts';
import { brandContext } from '../../lib/request-context.server.ts';
import paymentStyles from './payment.css?url';
import type { Route } from './+types/payment-challenge.route';
import { privatePage } from '../../lib/security/private-page.server.ts';

// The sandbox gateway's 3-D Secure challenge (/payment/authenticate/{code}/{token}?payment_intent=…):
// the stand-in for the bank's page a real card would show. Two buttons, a plain form: works
// without JavaScript.

// Its address holds an access token, or it shows a guest's personal data.
export const middleware: Route.MiddlewareFunction[] = [privatePage];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: paymentStyles },
];

export function meta({ matches }: Route.MetaArgs) {
  return brandPageMeta(matches, (t) => t('paymentPage.challenge.title'), { noindex: true });
}

const intentPattern = /^[\w-]{3,255}$/;

function paymentIntentOf(request: Request): string {
  const id = new URL(request.url).searchParams.get('payment_intent') ?? '';
  if (!intentPattern.test(id)) notFound();
  return id;
}

type ChallengeView = { view: 'expired' } | { view: 'open'; terminal: PaymentTerminal; backPath: string };

export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  paymentIntentOf(request);
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  const answer = await loadTerminal(api, context.get(brandContext), access, request.signal);
  const headers = { 'cache-control': 'private, no-store' };
  if (answer.kind === 'expired' || !answer.terminal) return data<ChallengeView>({ view: 'expired' }, { status: 410, headers });
  const backPath = terminalPath(url.pathname, access.bookingCode, access.accessToken);
  return data<ChallengeView>({ view: 'open', terminal: answer.terminal, backPath }, { headers });
}

// Tells the sandbox how the challenge ended, then sends the guest where every redirect-based
// payment returns (/payment/redirect/…?payment_intent=…, as Stripe's return_url does): that page
// has the API book (or fail) the payment and moves on to the confirmation or the terminal.
export async function action({ params, request, url }: Route.ActionArgs) {
  const paymentIntentId = paymentIntentOf(request);
  const form = await request.formData();
  const outcome = form.get('outcome');
  if (outcome !== 'complete' && outcome !== 'fail') throw data(null, { status: 400 });
  const access = { bookingCode: params.bookingCode, accessToken: params.accessToken };
  const pathname = url.pathname;
  try {
    await authenticateSandbox(api, paymentIntentId, outcome, request.signal).catch((error: unknown) => {
      // Answered before (a second click, a reload): the redirect page tells what happened.
      if (!(error instanceof ApiError) || (error.code !== 'conflict' && error.code !== 'validation_failed')) throw error;
    });
    return redirect(redirectPath(pathname, access.bookingCode, access.accessToken, { payment_intent: paymentIntentId, provider: 'sandbox' }), 303);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    console.error('3-D Secure challenge failed', error);
    return redirect(terminalPath(pathname, access.bookingCode, access.accessToken, { error: 'processing_error' }), 303);
  }
}

export default function PaymentChallenge({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  if (loaderData.view === 'expired') {
    return (
      <div className="container task-page">
        <PageExpired />
      </div>
    );
  }
  const { terminal, backPath } = loaderData;
  const busy = navigation.state === 'submitting';
  return (
    <div className="container task-page">
      <Panel className="payment-challenge__card" aria-labelledby="challenge-title">
        <svg className="payment-challenge__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3 4.5 6v5.5c0 4.4 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5.1 7.5-9.5V6z" />
          <path d="m8.8 12.2 2.2 2.2 4.3-4.6" />
        </svg>
        <h1 id="challenge-title">{t('paymentPage.challenge.heading')}</h1>
        <p>
          {t('paymentPage.challenge.text', {
            amount: formatMoney(terminal.amountDueNow, i18n.language),
            code: terminal.booking.code,
            property: terminal.booking.propertyName,
          })}
        </p>
        <p className="payment-note payment-note--test">{t('paymentPage.challenge.sandboxNote')}</p>
        <form method="post" className="payment-challenge__actions">
          <Button type="submit" name="outcome" value="complete" aria-disabled={busy || undefined}>
            {t('paymentPage.challenge.complete')}
          </Button>
          <Button type="submit" variant="secondary" name="outcome" value="fail" aria-disabled={busy || undefined}>
            {t('paymentPage.challenge.fail')}
          </Button>
        </form>
        {busy && (
          <p role="status" className="payment-note">
            {t('paymentPage.challenge.working')}
          </p>
        )}
        <p>
          <a className="payment-link" href={backPath}>
            {t('paymentPage.challenge.back')}
          </a>
        </p>
      </Panel>
    </div>
  );
}
