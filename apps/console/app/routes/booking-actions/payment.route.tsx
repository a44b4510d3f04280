import { endpoints, outsidePaymentMethods } from '@direct/contracts';
import { Button, Field, Notice } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { ReviewButton } from './components/action-form-parts.tsx';
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
import type { Route } from './+types/payment.route';

// Money the guest pays: record a payment taken outside the gateway (cash, bank transfer; review,
// then confirm), or email the guest the link to the booking's payment page.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const fields = ['method', 'amount_minor', 'received_on', 'reference', 'idempotency_key'];
type Method = (typeof outsidePaymentMethods)[number];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { summary: await summaryOf(params, token, request.signal), idempotencyKey: newIdempotencyKey(), linkKey: newIdempotencyKey(), today: new Date().toISOString().slice(0, 10) };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const values: Record<string, string> = { ...keptValues(form, fields), amount: textOf(form, 'amount') };
  const t = serverTranslator(context.get(languageContext));
  try {
    if (intent === 'send-link') {
      await hostCall(endpoints.hostSendPaymentLink, token, { params: idsOf(params), body: { idempotency_key: textOf(form, 'idempotency_key') }, signal: request.signal });
      return redirectWithToast(pagePathOf(request), { message: t('consoleBookingActions.payment.linkSent') }, context);
    }
    const method = textOf(form, 'method');
    const amount = priceMinorOf(textOf(form, 'amount'));
    const reference = textOf(form, 'reference').trim();
    const body = {
      idempotency_key: textOf(form, 'idempotency_key'),
      method: ((outsidePaymentMethods as readonly string[]).includes(method) ? method : 'other') as Method,
      amount_minor: amount ?? Number.NaN,
      received_on: textOf(form, 'received_on'),
      ...(reference ? { reference } : {}),
    };
    if (intent !== 'confirm') {
      if (amount === undefined || !Number.isInteger(amount) || amount <= 0) {
        return data({ ok: false as const, fieldErrors: { amount_minor: amount === undefined ? 'required' : 'invalid' }, values }, { status: 400 });
      }
      return { ok: 'review' as const, values, amountMinor: amount, method: body.method };
    }
    await hostCall(endpoints.hostRecordOutsidePayment, token, { params: idsOf(params), body, signal: request.signal });
    return redirectWithToast(pagePathOf(request), { message: t('consoleBookingActions.payment.recorded') }, context);
  } catch (error) {
    const failure = actionFailureOf(error, fields, values);
    return data(failure, { status: failure.detail ? 409 : 400 });
  }
}

export default function Payment() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { summary, idempotencyKey, linkKey, today } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const money = useMoney(summary.currency);
  const review = result && result.ok === 'review' ? result : undefined;
  const kept = (field: string, fallback: string) => review?.values[field] ?? valueOf(result, field, fallback);
  const key = kept('idempotency_key', idempotencyKey);
  return (
    <>
      <BookingActionHead organizationId={organization.id} summary={summary} title={t('consoleBookingActions.payment.title')} />
      <ActionRefusal result={result} />
      <section className="booking-action-form" aria-labelledby="record-title">
        <h2 id="record-title">{t('consoleBookingActions.payment.recordTitle')}</h2>
        {review && (
          <div className="panel booking-action-confirm">
            <Notice tone="info">{t('consoleBookingActions.payment.confirmRecord', { amount: money(review.amountMinor), method: t(`consoleBookingActions.payment.methods.${review.method}`) })}</Notice>
            <Form method="post" noValidate>
              <CsrfField />
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="idempotency_key" value={key} />
              {['method', 'amount', 'received_on', 'reference'].map((field) => (
                <input key={field} type="hidden" name={field} value={review.values[field] ?? ''} />
              ))}
              <Button type="submit">{t('consoleBookingActions.payment.record')}</Button>
            </Form>
          </div>
        )}
        <Form method="post" noValidate className="form-stack">
          <CsrfField />
          <input type="hidden" name="intent" value="review" />
          <input type="hidden" name="idempotency_key" value={key} />
          <div className="form-row">
            <Field id="payment-method" label={t('consoleBookingActions.payment.method')} error={errorOf('method')}>
              {(control) => (
                <select name="method" {...control} defaultValue={kept('method', 'cash')}>
                  {outsidePaymentMethods.map((method) => (
                    <option key={method} value={method}>
                      {t(`consoleBookingActions.payment.methods.${method}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="payment-amount" label={t('consoleBookingActions.common.amount', { currency: summary.currency })} error={errorOf('amount_minor')} required requiredText={t('consoleBookingActions.common.required')}>
              {(control) => <input name="amount" inputMode="decimal" {...control} defaultValue={kept('amount', '')} />}
            </Field>
            <Field id="payment-received" label={t('consoleBookingActions.payment.receivedOn')} error={errorOf('received_on')} required requiredText={t('consoleBookingActions.common.required')}>
              {(control) => <input type="date" name="received_on" {...control} defaultValue={kept('received_on', today)} />}
            </Field>
          </div>
          <Field id="payment-reference" label={t('consoleBookingActions.payment.reference')} error={errorOf('reference')}>
            {(control) => <input name="reference" maxLength={200} {...control} defaultValue={kept('reference', '')} />}
          </Field>
          <ReviewButton reviewing={Boolean(review)} />
        </Form>
      </section>
      <section className="panel booking-action-form" aria-labelledby="link-title">
        <h2 id="link-title">{t('consoleBookingActions.payment.linkTitle')}</h2>
        <p>{t('consoleBookingActions.payment.linkIntro')}</p>
        <Form method="post" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="send-link" />
          <input type="hidden" name="idempotency_key" value={linkKey} />
          <Button type="submit" variant="secondary">
            {t('consoleBookingActions.payment.sendLink')}
          </Button>
        </Form>
      </section>
    </>
  );
}
