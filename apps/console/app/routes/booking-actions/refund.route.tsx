import { endpoints } from '@direct/contracts';
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
import type { Route } from './+types/refund.route';

// Refund part or all of what the guest paid by card, with a reason: review, then confirm.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const fields = ['amount_minor', 'reason', 'idempotency_key'];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { summary: await summaryOf(params, token, request.signal), idempotencyKey: newIdempotencyKey() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const values: Record<string, string> = { ...keptValues(form, fields), amount: textOf(form, 'amount') };
  const amount = priceMinorOf(textOf(form, 'amount'));
  const reason = textOf(form, 'reason');
  if (textOf(form, 'intent') !== 'confirm') {
    const fieldErrors: Record<string, string> = {};
    if (amount === undefined) fieldErrors['amount_minor'] = 'required';
    else if (!Number.isInteger(amount) || amount <= 0) fieldErrors['amount_minor'] = 'invalid';
    if (!reason.trim()) fieldErrors['reason'] = 'required';
    if (Object.keys(fieldErrors).length > 0) return data({ ok: false as const, fieldErrors, values }, { status: 400 });
    return { ok: 'review' as const, values, amountMinor: amount as number };
  }
  try {
    await hostCall(endpoints.hostRefundBooking, token, { params: idsOf(params), body: { idempotency_key: textOf(form, 'idempotency_key'), amount_minor: amount ?? Number.NaN, reason }, signal: request.signal });
    const t = serverTranslator(context.get(languageContext));
    return redirectWithToast(pagePathOf(request), { message: t('consoleBookingActions.refund.done') }, context);
  } catch (error) {
    const failure = actionFailureOf(error, fields, values);
    return data(failure, { status: failure.detail ? 409 : 400 });
  }
}

export default function Refund() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { summary, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const money = useMoney(summary.currency);
  const review = result && result.ok === 'review' ? result : undefined;
  const kept = (field: string, fallback: string) => review?.values[field] ?? valueOf(result, field, fallback);
  const key = kept('idempotency_key', idempotencyKey);
  const title = t('consoleBookingActions.refund.title');
  return (
    <>
      <BookingActionHead organizationId={organization.id} summary={summary} title={title} />
      <p className="muted">{t('consoleBookingActions.refund.intro')}</p>
      {summary.refundableMinor === 0 ? (
        <Notice tone="info">{t('consoleBookingActions.refund.nothing')}</Notice>
      ) : (
        <>
          <ActionRefusal result={result} />
          {review && (
            <section className="panel booking-action-confirm" aria-labelledby="refund-confirm-title">
              <h2 id="refund-confirm-title">{t('consoleBookingActions.common.confirm')}</h2>
              <Notice tone="info">{t('consoleBookingActions.refund.confirmText', { amount: money(review.amountMinor) })}</Notice>
              <Form method="post" noValidate>
                <CsrfField />
                <input type="hidden" name="intent" value="confirm" />
                <input type="hidden" name="idempotency_key" value={key} />
                <input type="hidden" name="amount" value={review.values['amount'] ?? ''} />
                <input type="hidden" name="reason" value={review.values['reason'] ?? ''} />
                <Button type="submit">{t('consoleBookingActions.refund.submit')}</Button>
              </Form>
            </section>
          )}
          <Form method="post" noValidate className="form-stack booking-action-form" aria-label={title}>
            <CsrfField />
            <input type="hidden" name="intent" value="review" />
            <input type="hidden" name="idempotency_key" value={key} />
            <Field id="refund-amount" label={t('consoleBookingActions.common.amount', { currency: summary.currency })} error={errorOf('amount_minor')} required requiredText={t('consoleBookingActions.common.required')}>
              {(control) => <input name="amount" inputMode="decimal" {...control} defaultValue={kept('amount', '')} />}
            </Field>
            <ReasonField id="refund-reason" error={errorOf('reason')} defaultValue={kept('reason', '')} />
            <ReviewButton reviewing={Boolean(review)} />
          </Form>
        </>
      )}
    </>
  );
}
