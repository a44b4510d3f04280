import { Panel, PriceLines } from '@direct/ui';
import type { Money, PaymentTerminal } from '@direct/contracts';
import { formatDate, formatMoney } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { TranslationKey } from '@direct/i18n/translator';

// The booking, its itemised price and the payment schedule, as the payment terminal shows them.

export function BookingSummary({ terminal }: { terminal: PaymentTerminal }) {
  const { t, i18n } = useTranslation();
  const { booking } = terminal;
  const lng = i18n.language;
  const guests = [
    t('paymentPage.summary.adults', { count: booking.adults }),
    ...(booking.children > 0 ? [t('paymentPage.summary.children', { count: booking.children })] : []),
  ].join(', ');
  return (
    <Panel aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{t('paymentPage.summary.heading')}</h2>
      <dl className="payment-facts">
        <div>
          <dt>{t('paymentPage.summary.property')}</dt>
          <dd>{booking.propertyName}</dd>
        </div>
        <div>
          <dt>{t('paymentPage.summary.accommodation')}</dt>
          <dd>
            {booking.unitTypeName}
            <span className="payment-facts__sub">
              {t('paymentPage.summary.rate')}: {booking.ratePlanName}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('paymentPage.summary.dates')}</dt>
          <dd>{t('paymentPage.summary.datesValue', { checkIn: formatDate(booking.checkIn, lng), checkOut: formatDate(booking.checkOut, lng) })}</dd>
        </div>
        <div>
          <dt>{t('paymentPage.summary.guests')}</dt>
          <dd>{guests}</dd>
        </div>
        <div>
          <dt>{t('paymentPage.summary.guestName')}</dt>
          <dd>{booking.guestName}</dd>
        </div>
        <div>
          <dt>{t('paymentPage.summary.code')}</dt>
          <dd className="payment-code">{booking.code}</dd>
        </div>
      </dl>
    </Panel>
  );
}

export function PriceDetails({ terminal }: { terminal: PaymentTerminal }) {
  const { t, i18n } = useTranslation();
  const money = (value: Money) => formatMoney(value, i18n.language);
  const { quote } = terminal;
  return (
    <Panel aria-labelledby="payment-prices-title">
      <h2 id="payment-prices-title">{t('paymentPage.prices.heading')}</h2>
      <PriceLines
        spacious
        lines={[
          ...quote.lines.map((line, index) => ({
            key: `${line.kind}-${index}`,
            // The nights in the page's language; the host's own names for the rest.
            label: line.kind === 'accommodation' ? t('paymentPage.prices.accommodation', { count: quote.nights.length }) : line.label,
            amount: money(line.amount),
            kind: line.amount.amountMinor < 0 ? ('discount' as const) : undefined,
          })),
          // A voucher is already one of the lines (its discount), named by its code.
          { key: 'total', label: t('paymentPage.prices.total'), amount: money(terminal.total), kind: 'total' },
          { key: 'paid', label: t('paymentPage.prices.paid'), amount: money(terminal.paid) },
          { key: 'balance', label: t('paymentPage.prices.balance'), amount: money(terminal.balance) },
          { key: 'due', label: t('paymentPage.prices.dueNow'), amount: <span data-testid="amount-due-now">{money(terminal.amountDueNow)}</span>, kind: 'due' },
        ]}
      />
      <p className="payment-note">{t('paymentPage.prices.perNight', { price: money(quote.perNight) })}</p>
    </Panel>
  );
}

export function PaymentSchedule({ terminal }: { terminal: PaymentTerminal }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  if (terminal.instalments.length === 0) return null;
  const hasLater = terminal.instalments.some((part) => !part.dueNow && part.status !== 'paid' && part.status !== 'cancelled');
  return (
    <Panel aria-labelledby="payment-schedule-title">
      <h2 id="payment-schedule-title">{t('paymentPage.schedule.heading')}</h2>
      <div className="payment-table-wrap">
        <table className="payment-table">
          <thead>
            <tr>
              <th scope="col">{t('paymentPage.schedule.part')}</th>
              <th scope="col">{t('paymentPage.schedule.dueDate')}</th>
              <th scope="col" className="payment-table__amount">
                {t('paymentPage.schedule.amount')}
              </th>
              <th scope="col">{t('paymentPage.schedule.status')}</th>
              <th scope="col">{t('paymentPage.schedule.paidOn')}</th>
            </tr>
          </thead>
          <tbody>
            {terminal.instalments.map((part, index) => (
              <tr key={part.sequence}>
                <th scope="row">{t('paymentPage.schedule.partNumber', { number: index + 1 })}</th>
                <td className="payment-table__due" data-label={t('paymentPage.schedule.dueDate')}>
                  {part.dueNow ? t('paymentPage.schedule.atBooking') : formatDate(part.dueDate, lng)}
                </td>
                <td className="payment-table__amount">{formatMoney(part.amount, lng)}</td>
                <td className="payment-table__status">
                  <span className={`payment-status payment-status--${part.status}`}>
                    {t(`paymentPage.schedule.statuses.${part.status}` as TranslationKey)}
                  </span>
                </td>
                <td className="payment-table__paid" data-label={t('paymentPage.schedule.paidOn')}>
                  {part.paidAt ? formatDate(part.paidAt, lng) : t('paymentPage.schedule.notPaid')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasLater && <p className="payment-note">{t('paymentPage.schedule.laterNote')}</p>}
    </Panel>
  );
}
