import type { MyBooking } from '@direct/contracts';
import { Button, Field, Notice, Panel } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { formatDate, formatMoney } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { DateValues, ManageActionResult } from '../my-booking.server.ts';

type DatesResult = Extract<ManageActionResult, { intent: 'dates' | 'apply' }>;

// New dates: checked first (re-quoted when the host lets guests change dates themselves, else
// said to become a request), then applied or sent with a second press.
export function DatesPanel({ booking, result }: { booking: MyBooking; result: DatesResult | undefined }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const noticeRef = useRef<HTMLDivElement>(null);
  const values: DateValues = result && 'values' in result ? result.values : { checkIn: booking.booking.checkIn, checkOut: booking.booking.checkOut, message: '' };
  const preview = result?.intent === 'dates' && result.ok ? result.preview : null;
  const problem = result && !result.ok ? result.problem : null;
  useEffect(() => {
    if (result) noticeRef.current?.focus();
  }, [result]);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: booking.booking.currency }, lng);
  const errorText = problem ? t(`myBooking.errors.${problem}`) : undefined;

  if (result?.intent === 'apply' && result.ok) {
    return (
      <Panel className="my-booking__section" aria-labelledby="dates-title">
        <h2 id="dates-title">{t('myBooking.changeHeading')}</h2>
        <div ref={noticeRef} tabIndex={-1}>
          <Notice boxed tone="success">
            <p>{result.outcome === 'changed' ? t('myBooking.changed', { checkIn: formatDate(result.checkIn, lng), checkOut: formatDate(result.checkOut, lng) }) : t('myBooking.requested')}</p>
            {result.paymentPath && (
              <p>
                <a href={result.paymentPath}>{t('myBooking.changedPay')}</a>
              </p>
            )}
          </Notice>
        </div>
      </Panel>
    );
  }

  return (
    <Panel className="my-booking__section" aria-labelledby="dates-title">
      <h2 id="dates-title">{t('myBooking.changeHeading')}</h2>
      <p>{booking.actions.datesChangeInstantly ? t('myBooking.changeIntroInstant') : t('myBooking.changeIntroRequest')}</p>
      <Form method="post" className="my-booking__form" noValidate>
        <input type="hidden" name="idempotency_key" value={`dates-${booking.booking.checkIn}-${booking.booking.checkOut}-to-${values.checkIn}-${values.checkOut}`} />
        <div className="my-booking__dates">
          <Field id="new-check-in" label={t('myBooking.checkIn')} error={problem === 'dates' ? errorText : undefined}>
            {(control) => <input {...control} type="date" name="check_in" defaultValue={values.checkIn} required />}
          </Field>
          <Field id="new-check-out" label={t('myBooking.checkOut')}>
            {(control) => <input {...control} type="date" name="check_out" defaultValue={values.checkOut} required />}
          </Field>
        </div>
        <Field id="date-message" label={t('myBooking.message')} optionalText={t('myBooking.optional')}>
          {(control) => <textarea {...control} name="message" rows={3} maxLength={2000} defaultValue={values.message} />}
        </Field>
        {problem && problem !== 'dates' && (
          <div ref={noticeRef} tabIndex={-1}>
            <Notice boxed tone="error">
              <p>{errorText}</p>
            </Notice>
          </div>
        )}
        {preview && (
          <div ref={noticeRef} tabIndex={-1} className="my-booking__quote" data-testid="date-change-quote">
            <p>{t('myBooking.datesValue', { checkIn: formatDate(preview.checkIn, lng), checkOut: formatDate(preview.checkOut, lng) })} ({t('myBooking.nights', { count: preview.nights })})</p>
            {preview.mode === 'instant' && preview.newTotalMinor !== null && preview.differenceMinor !== null && (
              <>
                <p>
                  {t('myBooking.newTotal')}: <strong>{money(preview.newTotalMinor)}</strong>
                </p>
                <p>{preview.differenceMinor > 0 ? t('myBooking.toPay', { amount: money(preview.differenceMinor) }) : preview.differenceMinor < 0 ? t('myBooking.toRefund', { amount: money(-preview.differenceMinor) }) : t('myBooking.noDifference')}</p>
                {preview.settlement && preview.settlement !== 'none' && <p className="muted">{t(`myBooking.settlement.${preview.settlement as 'refund'}`)}</p>}
                <input type="hidden" name="expected_total_minor" value={preview.newTotalMinor} />
              </>
            )}
          </div>
        )}
        <div className="my-booking__buttons">
          <Button type="submit" name="intent" value="dates" variant={preview ? 'secondary' : 'primary'}>
            {t('myBooking.changePreview')}
          </Button>
          {preview && (
            <Button type="submit" name="intent" value="apply">
              {preview.mode === 'instant' ? t('myBooking.changeConfirm') : t('myBooking.requestSend')}
            </Button>
          )}
        </div>
      </Form>
    </Panel>
  );
}
