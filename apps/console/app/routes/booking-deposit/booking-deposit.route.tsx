import { endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { formatMoney } from '@direct/domain/money';
import { data, useActionData, useLoaderData } from 'react-router';
import { FormErrorSummary } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { depositAction } from './booking-deposit.server.ts';
import { CaptureForm } from './components/capture-form.tsx';
import { DamagePhotos } from './components/damage-photos.tsx';
import { DepositActions } from './components/deposit-actions.tsx';
import { DepositSummary } from './components/deposit-summary.tsx';
import { DepositTimeline } from './components/deposit-timeline.tsx';
import depositStyles from './booking-deposit.css?url';
import type { Route } from './+types/booking-deposit.route';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: depositStyles }];

const placeOf = (params: { organizationId: string; bookingId: string }) => ({ organizationId: Number(params.organizationId), bookingId: Number(params.bookingId) || 0 });

// A booking's security deposit: what is held and until when, its timeline, and the host's three
// actions (place now, release, claim part or all with a reason the guest is emailed).
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const deposit = await orNotFound(hostCall(endpoints.hostGetBookingDeposit, token, { params: placeOf(params), signal: request.signal }));
  return { deposit };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await depositAction(await request.formData(), placeOf(params), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  const { deposit } = result;
  const message =
    result.intent === 'photo'
      ? t('consoleToday.deposit.photos.added')
      : result.intent === 'capture'
      ? t('consoleToday.deposit.done.captured', { amount: formatMoney(deposit.captured.amountMinor, deposit.captured.currency, context.get(languageContext)) })
      : result.intent === 'release'
        ? t('consoleToday.deposit.done.released')
        : deposit.status === 'failed'
          ? t('consoleToday.deposit.done.refused')
          : t('consoleToday.deposit.done.placed');
  return redirectWithToast(pagePathOf(request), { message, tone: deposit.status === 'failed' ? 'error' : 'success' }, context);
}

export default function BookingDeposit() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { deposit } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const mayAct = roleAllows(organization.role, 'payments:write');
  const title = t('consoleToday.deposit.title');
  return (
    <div className="deposit-page">
      <title>{t('console.meta.title', { page: `${title} · ${deposit.bookingCode}` })}</title>
      <p>
        <a href={`/o/${organization.id}/bookings/${deposit.bookingId}`}>{t('consoleToday.deposit.back', { code: deposit.bookingCode })}</a>
      </p>
      <h1 tabIndex={-1}>
        {title} · {deposit.guestName}
      </h1>
      {result && (result.intent === 'place' || result.intent === 'release') && <FormErrorSummary result={result} />}
      <div className="deposit-page__grid">
        <DepositSummary deposit={deposit} />
        {mayAct && deposit.required && (
          <div className="deposit-page__actions">
            <DepositActions deposit={deposit} />
            <CaptureForm deposit={deposit} result={result?.intent === 'capture' ? result : undefined} />
          </div>
        )}
      </div>
      {deposit.required && (
        <DamagePhotos
          deposit={deposit}
          photoBase={`/o/${organization.id}/bookings/${deposit.bookingId}/deposit/photos`}
          mayAdd={mayAct && deposit.actions.capture === null}
          result={result?.intent === 'photo' ? result : undefined}
        />
      )}
      <DepositTimeline deposit={deposit} />
    </div>
  );
}
