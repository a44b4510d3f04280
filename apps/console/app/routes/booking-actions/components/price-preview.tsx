import type { HostBookingQuote } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useMoney } from './booking-summary.tsx';

// What a booking taken by phone or email will cost, as the API quotes it (the same quote the
// booking is then made with): each night, fees, taxes and discounts, the total, what is due now,
// and the cancellation policy's deadlines for this arrival.

export function PricePreview({ preview }: { preview: HostBookingQuote }) {
  const { t, lng } = useTranslation();
  const { quote, cancellation } = preview;
  const money = useMoney(quote.currency);
  const day = (date: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
  return (
    <section className="panel booking-action-confirm" aria-labelledby="new-booking-price">
      <h2 id="new-booking-price">{t('consoleBookingActions.create.priceTitle')}</h2>
      <table className="booking-price-table">
        <caption className="visually-hidden">{t('consoleBookingActions.create.priceTitle')}</caption>
        <tbody>
          {quote.nights.map((night) => (
            <tr key={night.date}>
              <th scope="row">{t('consoleBookingActions.create.night', { date: day(night.date) })}</th>
              <td>{money(night.price.amountMinor)}</td>
            </tr>
          ))}
          {quote.lines
            .filter((line) => line.kind !== 'accommodation')
            .map((line, index) => (
              <tr key={`${line.kind}-${index}`}>
                <th scope="row">{line.label}</th>
                <td>{money(line.amount.amountMinor)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('consoleBookingActions.create.total')}</th>
            <td>
              <strong>{money(quote.total.amountMinor)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('consoleBookingActions.create.dueNow')}</th>
            <td>{money(quote.dueNow.amountMinor)}</td>
          </tr>
        </tfoot>
      </table>
      <h3>{t('consoleBookingActions.create.cancellation')}</h3>
      {cancellation.deadlines.length === 0 ? (
        <p>{t('consoleBookingActions.create.nonRefundable')}</p>
      ) : (
        <ul>
          {cancellation.deadlines.map((deadline) => (
            <li key={deadline.lastDate}>{t('consoleBookingActions.create.deadline', { date: day(deadline.lastDate), percent: deadline.refundPercent })}</li>
          ))}
          <li>{t('consoleBookingActions.create.noRefundAfter')}</li>
        </ul>
      )}
    </section>
  );
}
