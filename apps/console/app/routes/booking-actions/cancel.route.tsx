import { endpoints, type CancellationPreview } from '@direct/contracts';
import { roleAllows } from '@direct/domain/host-access';
import { Button, Field, Notice } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { ReasonField, ReviewButton } from './components/action-form-parts.tsx';
import { useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { priceMinorOf } from '../../lib/forms/price-input.ts';
import { keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { useOrganization } from '../../lib/session/organization-data.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import styles from './booking-actions.css?url';
import { actionFailureOf, idsOf, newIdempotencyKey, summaryOf } from './booking-actions.server.ts';
import { ActionRefusal, BookingActionHead, useMoney } from './components/booking-summary.tsx';
import type { Route } from './+types/cancel.route';

// Cancel a booking: the page shows what the cancellation policy refunds today; the host keeps it
// or (with payments:write) types another amount, gives a reason, reviews, then confirms.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const fields = ['refund', 'amount_minor', 'reason', 'idempotency_key'];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  const summary = await summaryOf(params, token, request.signal);
  const cancellable = summary.status === 'pending_payment' || summary.status === 'confirmed';
  const preview = cancellable ? await hostCall(endpoints.hostPreviewCancellation, token, { params: idsOf(params), signal: request.signal }) : null;
  return { summary, preview, idempotencyKey: newIdempotencyKey() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const values: Record<string, string> = { ...keptValues(form, fields), amount: textOf(form, 'amount') };
  const refund = textOf(form, 'refund') === 'custom' ? ('custom' as const) : ('policy' as const);
  const amount = refund === 'custom' ? (priceMinorOf(textOf(form, 'amount')) ?? Number.NaN) : undefined;
  const body = { idempotency_key: textOf(form, 'idempotency_key'), refund, reason: textOf(form, 'reason'), ...(amount !== undefined ? { amount_minor: amount } : {}) };
  if (textOf(form, 'intent') !== 'confirm') {
    // Checked here so the confirmation never shows an amount the API would refuse as malformed.
    if (!body.reason.trim() || (amount !== undefined && !Number.isInteger(amount))) {
      const fieldErrors: Record<string, string> = {};
      if (!body.reason.trim()) fieldErrors['reason'] = 'required';
      if (amount !== undefined && !Number.isInteger(amount)) fieldErrors['amount_minor'] = 'invalid';
      return data({ ok: false as const, fieldErrors, values }, { status: 400 });
    }
    return { ok: 'review' as const, values, refundMinor: amount ?? null };
  }
  try {
    await hostCall(endpoints.hostCancelBooking, token, { params: idsOf(params), body, signal: request.signal });
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(pagePathOf(request), { message: t('consoleBookingActions.cancel.done') }, context);
  } catch (error) {
    const failure = actionFailureOf(error, fields, values);
    return data(failure, { status: failure.detail ? 409 : 400 });
  }
}

export default function CancelBooking() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { summary, preview, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const money = useMoney(summary.currency);
  const review = result && result.ok === 'review' ? result : undefined;
  const kept = (field: string, fallback: string) => review?.values[field] ?? valueOf(result, field, fallback);
  const key = kept('idempotency_key', idempotencyKey);
  const mayRefundFreely = roleAllows(organization.role, 'payments:write');
  const title = t('consoleBookingActions.cancel.title');
  return (
    <>
      <BookingActionHead organizationId={organization.id} summary={summary} title={title} />
      {!preview ? (
        <Notice tone="info">{t('consoleBookingActions.cancel.notCancellable')}</Notice>
      ) : (
        <>
          <ActionRefusal result={result} />
          <p>{t('consoleBookingActions.cancel.policy', { percent: preview.policy.refundPercent, amount: money(preview.policyRefundMinor) })}</p>
          {review && <Confirmation preview={preview} values={review.values} refundMinor={review.refundMinor ?? preview.policyRefundMinor} idempotencyKey={key} />}
          <Form method="post" noValidate className="form-stack booking-action-form" aria-label={title}>
            <CsrfField />
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="idempotency_key" value={key} />
            {mayRefundFreely ? (
              <fieldset className="checkbox-group">
                <legend>{t('consoleBookingActions.cancel.refundKind')}</legend>
                <label>
                  <input type="radio" name="refund" value="policy" defaultChecked={kept('refund', 'policy') === 'policy'} /> {t('consoleBookingActions.cancel.policyRefund', { amount: money(preview.policyRefundMinor) })}
                </label>
                <label>
                  <input type="radio" name="refund" value="custom" defaultChecked={kept('refund', 'policy') === 'custom'} /> {t('consoleBookingActions.cancel.customRefund')}
                </label>
                <Field id="cancel-amount" label={t('consoleBookingActions.common.amount', { currency: summary.currency })} error={errorOf('amount_minor')}>
                  {(control) => <input name="amount" inputMode="decimal" {...control} defaultValue={kept('amount', '')} />}
                </Field>
              </fieldset>
            ) : (
              <input type="hidden" name="refund" value="policy" />
            )}
            <ReasonField id="cancel-reason" error={errorOf('reason')} defaultValue={kept('reason', '')} />
            <ReviewButton reviewing={Boolean(review)} />
          </Form>
        </>
      )}
    </>
  );
}

function Confirmation({ preview, values, refundMinor, idempotencyKey }: { preview: CancellationPreview; values: Record<string, string>; refundMinor: number; idempotencyKey: string }) {
  const { t } = useTranslation();
  const money = useMoney(preview.currency);
  return (
    <section className="panel booking-action-confirm" aria-labelledby="cancel-confirm-title">
      <h2 id="cancel-confirm-title">{t('consoleBookingActions.common.confirm')}</h2>
      <Notice tone="info">{t('consoleBookingActions.cancel.confirmText', { amount: money(refundMinor) })}</Notice>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {['refund', 'amount', 'reason'].map((field) => (
          <input key={field} type="hidden" name={field} value={values[field] ?? ''} />
        ))}
        <Button type="submit">{t('consoleBookingActions.cancel.submit')}</Button>
      </Form>
    </section>
  );
}
