import { checkinStepNames, depositFallbackChoices, endpoints } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button } from '@direct/ui';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { FormErrorSummary, useFieldError, valueOf } from '../../components/form-messages.tsx';
import { TextField } from '../../components/text-field.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { isFormFailure } from '../../lib/forms/form-failure.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import type { Route } from './+types/property-checkin.route';
import { saveCheckinSettings } from './property-checkin.server.ts';
import styles from './property-checkin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const idsOf = (params: { organizationId: string; propertyId: string }) => ({ organizationId: Number(params.organizationId), propertyId: Number(params.propertyId) });
const slotLengths = ['15', '30', '60', '120'] as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { settings: await hostCall(endpoints.hostGetCheckinSettings, token, { params: idsOf(params), signal: request.signal }) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const result = await saveCheckinSettings(await request.formData(), idsOf(params), token, request.signal);
  if (!result.ok) return data(result, { status: 400 });
  const t = serverTranslator(context.get(languageContext));
  return redirectWithToast(pagePathOf(request), { message: t('consoleSettings.checkin.saved') }, context);
}

// The property's online check-in: which steps a guest must complete, the deposit and its
// fallback, the arrival window and ID retention. After a refused save the form shows what the
// user ticked and typed, never the saved state.
export default function PropertyCheckin() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const canWrite = roleAllows(organization.role, 'checkin:write');
  const amountError = errorOf('depositAmountMinor') ?? errorOf('depositAmount');
  const failed = isFormFailure(result) ? result : null;
  const ticked = failed?.values['requiredSteps'] !== undefined ? failed.values['requiredSteps'].split(',') : settings.requiredSteps;
  const fallback = valueOf(result, 'depositFallback', settings.depositFallback);
  const window = settings.arrivalWindow;
  const useWindow = failed ? failed.values['useArrivalWindow'] === 'on' : window !== null;
  const windowValue = (name: 'earliestArrival' | 'latestArrival' | 'departureBy', fallbackValue: string) => valueOf(result, name, window?.[name] ?? fallbackValue);
  return (
    <section aria-labelledby="checkin-title">
      <title>{t('console.meta.title', { page: t('consoleSettings.checkin.title') })}</title>
      <h2 id="checkin-title">{t('consoleSettings.checkin.title')}</h2>
      <p className="muted">{t('consoleSettings.checkin.intro')}</p>
      <p>
        <Link to="agreement">{t('consoleSettings.checkin.agreementLink')}</Link>
      </p>
      <FormErrorSummary result={result} />
      {/* Remounted after each answer so the defaults below (the user's input after a refusal) apply. */}
      <Form method="post" noValidate className="form-stack" key={`${JSON.stringify(settings)}:${JSON.stringify(failed?.values ?? null)}`}>
        <CsrfField />
        <fieldset className="checkin-steps" disabled={!canWrite}>
          <legend>{t('consoleSettings.checkin.steps')}</legend>
          {checkinStepNames.map((step) => (
            <label key={step} className="checkin-steps__step">
              <input type="checkbox" name="requiredSteps" value={step} defaultChecked={ticked.includes(step)} /> {t(`consoleSettings.checkin.step.${step}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="checkin-numbers" disabled={!canWrite}>
          <legend>{t('consoleSettings.checkin.deposit')}</legend>
          <TextField name="depositAmount" inputMode="decimal" label={t('consoleSettings.checkin.depositAmount')} hint={t('consoleSettings.checkin.depositAmountHint')} defaultValue={valueOf(result, 'depositAmount', (settings.depositAmountMinor / 100).toFixed(2))} error={amountError} />
          <TextField name="depositHoursBeforeArrival" inputMode="numeric" label={t('consoleSettings.checkin.hoursBefore')} hint={t('consoleSettings.checkin.hoursBeforeHint')} defaultValue={valueOf(result, 'depositHoursBeforeArrival', String(settings.depositHoursBeforeArrival))} error={errorOf('depositHoursBeforeArrival')} />
          <TextField name="depositReleaseDaysAfterCheckout" inputMode="numeric" label={t('consoleSettings.checkin.releaseDays')} defaultValue={valueOf(result, 'depositReleaseDaysAfterCheckout', String(settings.depositReleaseDaysAfterCheckout))} error={errorOf('depositReleaseDaysAfterCheckout')} />
          <fieldset className="checkin-steps" aria-describedby="deposit-fallback-hint">
            <legend>{t('consoleSettings.checkin.fallback')}</legend>
            <p id="deposit-fallback-hint" className="muted">
              {t('consoleSettings.checkin.fallbackHint')}
            </p>
            {depositFallbackChoices.map((choice) => (
              <label key={choice} className="checkin-steps__step">
                <input type="radio" name="depositFallback" value={choice} defaultChecked={fallback === choice} /> {t(`consoleSettings.checkin.fallbackChoice.${choice}`)}
              </label>
            ))}
          </fieldset>
        </fieldset>
        <fieldset className="checkin-numbers" disabled={!canWrite}>
          <legend>{t('consoleSettings.checkin.window')}</legend>
          <label className="checkin-steps__step">
            <input type="checkbox" name="useArrivalWindow" defaultChecked={useWindow} /> {t('consoleSettings.checkin.useWindow')}
          </label>
          <TextField name="earliestArrival" type="time" required={false} label={t('consoleSettings.checkin.earliestArrival')} defaultValue={windowValue('earliestArrival', '15:00')} error={errorOf('arrivalWindow.earliestArrival')} />
          <TextField name="latestArrival" type="time" required={false} label={t('consoleSettings.checkin.latestArrival')} defaultValue={windowValue('latestArrival', '22:00')} error={errorOf('arrivalWindow.latestArrival')} />
          <label className="checkin-steps__step">
            {t('consoleSettings.checkin.slotMinutes')}{' '}
            <select name="slotMinutes" defaultValue={valueOf(result, 'slotMinutes', String(window?.slotMinutes ?? 60))} aria-invalid={errorOf('arrivalWindow.slotMinutes') ? true : undefined}>
              {slotLengths.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('consoleSettings.checkin.minutes', { count: Number(minutes) })}
                </option>
              ))}
            </select>
          </label>
          <TextField name="departureBy" type="time" required={false} label={t('consoleSettings.checkin.departureBy')} defaultValue={windowValue('departureBy', '11:00')} error={errorOf('arrivalWindow.departureBy')} />
        </fieldset>
        <fieldset className="checkin-numbers" disabled={!canWrite}>
          <legend>{t('consoleSettings.checkin.guestChanges')}</legend>
          <label className="checkin-steps__step">
            <input type="checkbox" name="guestDateChanges" defaultChecked={failed ? failed.values['guestDateChanges'] === 'on' : settings.guestDateChanges} aria-describedby="guest-date-changes-hint" />{' '}
            {t('consoleSettings.checkin.guestDateChanges')}
          </label>
          <p id="guest-date-changes-hint" className="muted">
            {t('consoleSettings.checkin.guestDateChangesHint')}
          </p>
        </fieldset>
        <TextField name="identityRetentionDays" inputMode="numeric" label={t('consoleSettings.checkin.retention')} hint={t('consoleSettings.checkin.retentionHint')} defaultValue={valueOf(result, 'identityRetentionDays', String(settings.identityRetentionDays))} error={errorOf('identityRetentionDays')} disabled={!canWrite} />
        {canWrite && <Button type="submit">{t('consoleSettings.checkin.save')}</Button>}
      </Form>
    </section>
  );
}
