import type { HostBooking } from '@direct/contracts';
import { Panel } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { formatMoment, formatMoney, formatStayDate } from '../booking-format.ts';

// The money: the quote's lines and total, paid and to pay, the schedule, payments and refunds,
// and the security deposit.
export function BookingMoney({ booking }: { booking: HostBooking }) {
  const { t, lng } = useTranslation();
  const { money } = booking;
  const amount = (minor: number) => formatMoney(minor, money.currency, lng);
  return (
    <Panel className="booking-section" aria-labelledby="booking-money">
      <h2 id="booking-money">{t('consoleBookings.booking.money')}</h2>
      <table className="booking-lines">
        <caption className="visually-hidden">{t('consoleBookings.booking.lines')}</caption>
        <tbody>
          {money.lines.map((line, index) => (
            <tr key={`${line.kind}-${index}`}>
              <th scope="row">{line.label}</th>
              <td className="numeric">{amount(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('consoleBookings.booking.total')}</th>
            <td className="numeric">{amount(money.totalMinor)}</td>
          </tr>
          <tr>
            <th scope="row">{t('consoleBookings.booking.paid')}</th>
            <td className="numeric">{amount(money.paidMinor)}</td>
          </tr>
          <tr className="booking-lines__balance">
            <th scope="row">{t('consoleBookings.booking.balance')}</th>
            <td className="numeric">{amount(money.balanceMinor)}</td>
          </tr>
        </tfoot>
      </table>
      {booking.instalments.length > 0 && (
        <>
          <h3>{t('consoleBookings.booking.instalments')}</h3>
          <ul className="booking-list">
            {booking.instalments.map((instalment) => (
              <li key={instalment.sequence}>
                <span>
                  {t('consoleBookings.booking.instalment', { sequence: instalment.sequence })}: {amount(instalment.amountMinor)}{' '}
                  <span className="muted">{t('consoleBookings.booking.due', { date: formatStayDate(instalment.dueDate, lng) })}</span>
                </span>
                <span>{t(`consoleBookings.booking.instalmentStatus.${instalment.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('consoleBookings.booking.payments')}</h3>
      {booking.payments.length === 0 ? (
        <p className="muted">{t('consoleBookings.booking.noPayments')}</p>
      ) : (
        <ul className="booking-list">
          {booking.payments.map((payment) => (
            <li key={payment.id}>
              <span>
                {t(`consoleBookings.booking.${payment.kind}`)}: {amount(payment.amountMinor)} <span className="muted">({t(`consoleBookings.booking.paymentStatus.${payment.status}` as 'consoleBookings.booking.paymentStatus.succeeded')})</span>
              </span>
              <span className="muted">{formatMoment(payment.at, lng)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('consoleBookings.booking.deposit')}</h3>
      {booking.deposit ? (
        <p>
          {t('consoleBookings.booking.depositLine', {
            amount: amount(booking.deposit.amountMinor),
            status: t(`consoleBookings.booking.depositStatus.${booking.deposit.status}` as 'consoleBookings.booking.depositStatus.scheduled'),
          })}
          {booking.deposit.capturedMinor > 0 && ` · ${t('consoleBookings.booking.depositCaptured', { amount: amount(booking.deposit.capturedMinor) })}`}
        </p>
      ) : (
        <p className="muted">{t('consoleBookings.booking.noDeposit')}</p>
      )}
    </Panel>
  );
}
