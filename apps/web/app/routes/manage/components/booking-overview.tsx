import type { MyBooking } from '@direct/contracts';
import { ButtonLink, Panel } from '@direct/ui';
import { formatDate, formatMoney } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The booking as it stands: the stay, the instalments (due/paid) and the documents to download.
export function BookingOverview({ booking, fileHref }: { booking: MyBooking; fileHref: (fileId: string) => string }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { booking: stay } = booking;
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: stay.currency }, lng);
  const sequenceOf = (instalmentId: number | null) => booking.instalments.find((part) => part.id === instalmentId)?.sequence ?? 1;
  const fileLabel = (file: MyBooking['files'][number]) =>
    file.kind === 'agreement' ? t('myBooking.agreementFile') : file.kind === 'invoice' ? t('myBooking.invoiceFile') : t('myBooking.receiptFile', { sequence: sequenceOf(file.instalmentId) });

  return (
    <>
      <Panel className="my-booking__section" aria-labelledby="stay-title">
        <h2 id="stay-title">{t('myBooking.stayHeading')}</h2>
        <dl className="my-booking__facts">
          <div>
            <dt>{t('myBooking.home')}</dt>
            <dd>
              {stay.propertyName} · {stay.unitTypeName}
            </dd>
          </div>
          <div>
            <dt>{t('myBooking.dates')}</dt>
            <dd>
              {t('myBooking.datesValue', { checkIn: formatDate(stay.checkIn, lng), checkOut: formatDate(stay.checkOut, lng) })} ({t('myBooking.nights', { count: stay.nights })})
            </dd>
          </div>
          <div>
            <dt>{t('myBooking.guests')}</dt>
            <dd>{t('myBooking.guestsValue', { adults: stay.adults, children: stay.children })}</dd>
          </div>
          <div>
            <dt>{t('myBooking.statusLabel')}</dt>
            <dd data-testid="my-booking-status">{t(`myBooking.status.${stay.status}`)}</dd>
          </div>
        </dl>
      </Panel>
      <Panel className="my-booking__section" aria-labelledby="payments-title">
        <h2 id="payments-title">{t('myBooking.paymentsHeading')}</h2>
        <p>
          {t('myBooking.total')}: <strong>{money(stay.totalMinor)}</strong> · {t('myBooking.paid')}: <strong>{money(stay.paidMinor)}</strong>
        </p>
        {booking.instalments.length > 0 && (
          <table className="my-booking__table">
            <thead>
              <tr>
                <th scope="col">{t('myBooking.instalmentColumn')}</th>
                <th scope="col">{t('myBooking.amount')}</th>
                <th scope="col">{t('myBooking.due')}</th>
                <th scope="col">{t('myBooking.state')}</th>
              </tr>
            </thead>
            <tbody>
              {booking.instalments.map((part) => (
                <tr key={part.id}>
                  <th scope="row">{t('myBooking.instalment', { sequence: part.sequence })}</th>
                  <td>{money(part.amountMinor)}</td>
                  <td>{formatDate(part.dueDate, lng)}</td>
                  <td>{part.status === 'paid' && part.paidAt ? t('myBooking.instalmentStatus.paid', { date: formatDate(part.paidAt, lng) }) : t(`myBooking.instalmentStatus.${part.status as 'due'}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      <Panel className="my-booking__section" aria-labelledby="documents-title">
        <h2 id="documents-title">{t('myBooking.documentsHeading')}</h2>
        {booking.files.length === 0 ? (
          <p className="muted">{t('myBooking.noDocuments')}</p>
        ) : (
          <ul className="my-booking__files">
            {booking.files.map((file) => (
              <li key={file.id}>
                <ButtonLink variant="secondary" href={fileHref(file.id)} download>
                  {fileLabel(file)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
