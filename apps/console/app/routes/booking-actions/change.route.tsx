import { endpoints, type StayChangePreview } from '@direct/contracts';
import { formatMoney } from '@direct/domain/money';
import { Button, Field, Notice } from '@direct/ui';
import { data, Form, useActionData, useLoaderData } from 'react-router';
import { CsrfField } from '../../components/csrf-field.tsx';
import { ReviewButton } from './components/action-form-parts.tsx';
import { useFieldError, valueOf } from '../../components/form-messages.tsx';
import { hostCall } from '../../lib/api/host-call.server.ts';
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
import type { Route } from './+types/change.route';

// Change the stay's dates or guests: review (re-quoted with the same rate plan: the new total, the
// difference and how it is settled), then confirm (the allocation moves atomically; the
// difference is charged or refunded). The idempotency key is made with the page.

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: styles }];

const fields = ['check_in', 'check_out', 'adults', 'children', 'idempotency_key'];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { token } = signedInHost(context);
  return { summary: await summaryOf(params, token, request.signal), idempotencyKey: newIdempotencyKey() };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { token } = signedInHost(context);
  const form = await request.formData();
  const values = keptValues(form, fields);
  const stay = { check_in: textOf(form, 'check_in'), check_out: textOf(form, 'check_out'), adults: Number(textOf(form, 'adults') || Number.NaN), children: Number(textOf(form, 'children') || 0) };
  try {
    if (textOf(form, 'intent') === 'confirm') {
      const changed = await hostCall(endpoints.hostChangeStay, token, { params: idsOf(params), body: { ...stay, idempotency_key: textOf(form, 'idempotency_key') }, signal: request.signal });
      const t = serverTranslator(context.get(languageContext));
      // The stay moved but the gateway refused the refund: the refund page, where it can be retried.
      if (changed.outcome === 'stay_changed:refund_failed') {
        const amount = formatMoney(changed.amountMinor, changed.currency, context.get(languageContext));
        return redirectWithToast(`/o/${params.organizationId}/bookings/${params.bookingId}/refund`, { tone: 'error', message: t('consoleBookingActions.change.refundFailed', { amount }) }, context);
      }
      return redirectWithToast(pagePathOf(request), { message: t('consoleBookingActions.change.done') }, context);
    }
    const preview = await hostCall(endpoints.hostPreviewStayChange, token, { params: idsOf(params), body: stay, signal: request.signal });
    return { ok: 'review' as const, preview, values };
  } catch (error) {
    const failure = actionFailureOf(error, fields, values);
    return data(failure, { status: failure.detail ? 409 : 400 });
  }
}

export default function ChangeStay() {
  const { t } = useTranslation();
  const organization = useOrganization();
  const { summary, idempotencyKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const errorOf = useFieldError(result);
  const review = result && 'preview' in result ? result : undefined;
  const kept = (field: string, fallback: string) => review?.values[field] ?? valueOf(result, field, fallback);
  const key = kept('idempotency_key', idempotencyKey);
  const title = t('consoleBookingActions.change.title');
  return (
    <>
      <BookingActionHead organizationId={organization.id} summary={summary} title={title} />
      <ActionRefusal result={result} />
      {review && <Confirmation preview={review.preview} values={review.values} idempotencyKey={key} />}
      <Form method="post" noValidate className="form-stack booking-action-form" aria-label={title}>
        <CsrfField />
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="idempotency_key" value={key} />
        <div className="form-row">
          <Field id="change-check-in" label={t('consoleBookingActions.change.checkIn')} error={errorOf('check_in')} required requiredText={t('consoleBookingActions.common.required')}>
            {(control) => <input type="date" name="check_in" {...control} defaultValue={kept('check_in', summary.checkIn)} />}
          </Field>
          <Field id="change-check-out" label={t('consoleBookingActions.change.checkOut')} error={errorOf('check_out')} required requiredText={t('consoleBookingActions.common.required')}>
            {(control) => <input type="date" name="check_out" {...control} defaultValue={kept('check_out', summary.checkOut)} />}
          </Field>
        </div>
        <div className="form-row">
          <Field id="change-adults" label={t('consoleBookingActions.change.adults')} error={errorOf('adults')} required requiredText={t('consoleBookingActions.common.required')}>
            {(control) => <input type="number" name="adults" min={1} max={50} {...control} defaultValue={kept('adults', String(summary.adults))} />}
          </Field>
          <Field id="change-children" label={t('consoleBookingActions.change.children')} error={errorOf('children')}>
            {(control) => <input type="number" name="children" min={0} max={50} {...control} defaultValue={kept('children', String(summary.children))} />}
          </Field>
        </div>
        <ReviewButton reviewing={Boolean(review)} />
      </Form>
    </>
  );
}

function Confirmation({ preview, values, idempotencyKey }: { preview: StayChangePreview; values: Record<string, string>; idempotencyKey: string }) {
  const { t } = useTranslation();
  const money = useMoney(preview.currency);
  const difference = preview.differenceMinor;
  return (
    <section className="panel booking-action-confirm" aria-labelledby="change-confirm-title">
      <h2 id="change-confirm-title">{t('consoleBookingActions.common.confirm')}</h2>
      <Notice tone="info">
        <p>{t('consoleBookingActions.change.preview', { total: money(preview.newTotalMinor), current: money(preview.currentTotalMinor), nights: preview.nights })}</p>
        <p>
          <strong>
            {difference > 0
              ? t('consoleBookingActions.change.more', { amount: money(difference) })
              : difference < 0
                ? t('consoleBookingActions.change.less', { amount: money(-difference) })
                : t('consoleBookingActions.change.same')}
          </strong>
        </p>
        <p>{t(`consoleBookingActions.change.settlements.${preview.settlement}`)}</p>
      </Notice>
      <Form method="post" noValidate>
        <CsrfField />
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="idempotency_key" value={idempotencyKey} />
        {['check_in', 'check_out', 'adults', 'children'].map((field) => (
          <input key={field} type="hidden" name={field} value={values[field] ?? ''} />
        ))}
        <Button type="submit">{t('consoleBookingActions.change.submit')}</Button>
      </Form>
    </section>
  );
}
