import type { BookingActionSummary } from '@direct/contracts';
import { formatMoney } from '@direct/domain';
import { Badge, Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { FormErrorSummary } from '../../../components/form-messages.tsx';

// The head of every booking action page: the way back to the booking, the title, and what the
// host needs to see before touching money (stay, guest, total, paid, refundable).

export function useMoney(currency: string): (amountMinor: number) => string {
  const { lng } = useTranslation();
  return (amountMinor) => formatMoney(amountMinor, currency, lng);
}

export function BookingActionHead({ organizationId, summary, title }: { organizationId: number; summary: BookingActionSummary; title: string }) {
  const { t } = useTranslation();
  const money = useMoney(summary.currency);
  return (
    <>
      <title>{t('console.meta.title', { page: `${title} · ${summary.code}` })}</title>
      <p>
        <Link to={`/o/${organizationId}/bookings/${summary.bookingId}`}>{t('consoleBookingActions.back', { code: summary.code })}</Link>
      </p>
      <h1 tabIndex={-1}>{title}</h1>
      <section className="panel booking-action-summary" aria-label={t('consoleBookingActions.summary.title')}>
        <dl>
          <div>
            <dt>{t('consoleBookingActions.summary.status')}</dt>
            <dd>
              <Badge>{t(`consoleBookingActions.statuses.${summary.status}`)}</Badge>
            </dd>
          </div>
          <div>
            <dt>{t('consoleBookingActions.summary.stay')}</dt>
            <dd>
              {summary.propertyName} · {summary.unitTypeName}
              <br />
              {t('consoleBookingActions.summary.nights', { checkIn: summary.checkIn, checkOut: summary.checkOut })}
            </dd>
          </div>
          <div>
            <dt>{t('consoleBookingActions.summary.guest')}</dt>
            <dd>
              {summary.guestName}
              <br />
              {t('consoleBookingActions.summary.guests', { adults: summary.adults, children: summary.children })}
            </dd>
          </div>
          <div>
            <dt>{t('consoleBookingActions.summary.total')}</dt>
            <dd>{money(summary.totalMinor)}</dd>
          </div>
          <div>
            <dt>{t('consoleBookingActions.summary.paid')}</dt>
            <dd>{money(summary.paidMinor)}</dd>
          </div>
          <div>
            <dt>{t('consoleBookingActions.summary.refundable')}</dt>
            <dd>{money(summary.refundableMinor)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

// A refusal: the form summary, plus the API's reason when it is about the whole action.
export function ActionRefusal({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const detail = isFormFailure(result) ? (result as { detail?: string }).detail : undefined;
  useEffect(() => {
    if (detail) ref.current?.focus();
  }, [detail]);
  if (detail) {
    return (
      <Notice tone="error" boxed focusable ref={ref} className="form-summary">
        {t('consoleBookingActions.refused', { reason: detail })}
      </Notice>
    );
  }
  return <FormErrorSummary result={result} />;
}
