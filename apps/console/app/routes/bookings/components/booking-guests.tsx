import type { HostBooking, HostBookingGuests } from '@direct/contracts';
import { Button, ButtonLink, Panel } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { formatMoment, formatSize, formatStayDate } from '../booking-format.ts';

const registrationFormats = ['es_ses', 'it_alloggiati', 'pt_siba'] as const;

// The guests and their registration data, their ID documents (each view a fresh 5-minute link,
// audited) and the registration files — only for roles with guests:read (`guests` is null
// otherwise). The signed agreement is for every role that sees the booking.
export function BookingGuests({ booking, guests, base }: { booking: HostBooking; guests: HostBookingGuests | null; base: string }) {
  const { t, lng } = useTranslation();
  const field = (label: string, value: string | null) =>
    value ? (
      <div>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <>
      <Panel className="booking-section" aria-labelledby="booking-agreement">
        <h2 id="booking-agreement">{t('consoleBookings.booking.agreement')}</h2>
        {booking.agreement ? (
          <>
            <p>{t('consoleBookings.booking.agreementSigned', { name: booking.agreement.signerName, time: formatMoment(booking.agreement.signedAt, lng) })}</p>
            {booking.agreement.hasPdf && (
              <ButtonLink variant="secondary" href={`${base}/agreement`} download>
                {t('consoleBookings.booking.downloadAgreement')}
              </ButtonLink>
            )}
          </>
        ) : (
          <p className="muted">{t('consoleBookings.booking.agreementNone')}</p>
        )}
      </Panel>
      <Panel className="booking-section" aria-labelledby="booking-guests">
        <h2 id="booking-guests">{t('consoleBookings.booking.guests')}</h2>
        {!guests ? (
          <p className="muted">{t('consoleBookings.booking.guestsHidden')}</p>
        ) : (
          <>
            {guests.guests.length === 0 ? (
              <p className="muted">{t('consoleBookings.booking.noGuests')}</p>
            ) : (
              <ol className="booking-guests">
                {guests.guests.map((guest, index) => (
                  <li key={guest.id}>
                    <h3>
                      {[guest.firstName, guest.lastName, guest.secondLastName].filter(Boolean).join(' ') || t('consoleBookings.booking.unnamedGuest', { number: index + 1 })}
                      {guest.isBooker && <span className="muted"> · {t('consoleBookings.booking.bookerTag')}</span>}
                      {!guest.isAdult && <span className="muted"> · {t('consoleBookings.booking.child')}</span>}
                    </h3>
                    <dl className="booking-facts">
                      {field(t('consoleBookings.booking.guestFields.email'), guest.email)}
                      {field(t('consoleBookings.booking.guestFields.mobile'), guest.mobile)}
                      {field(t('consoleBookings.booking.guestFields.dateOfBirth'), guest.dateOfBirth && formatStayDate(guest.dateOfBirth, lng))}
                      {field(t('consoleBookings.booking.guestFields.nationality'), guest.nationality)}
                      {field(t('consoleBookings.booking.guestFields.document'), [guest.documentType, guest.documentNumber, guest.documentIssuingCountry].filter(Boolean).join(' · ') || null)}
                      {field(t('consoleBookings.booking.guestFields.documentExpiry'), guest.documentExpiry && formatStayDate(guest.documentExpiry, lng))}
                      {field(t('consoleBookings.booking.guestFields.birthPlace'), guest.birthPlace)}
                      {field(t('consoleBookings.booking.guestFields.address'), [guest.address, guest.postalCode, guest.city, guest.country].filter(Boolean).join(', ') || null)}
                    </dl>
                  </li>
                ))}
              </ol>
            )}
            <h3>{t('consoleBookings.booking.documents')}</h3>
            {guests.documents.length === 0 ? (
              <p className="muted">{t('consoleBookings.booking.noDocuments')}</p>
            ) : (
              <>
                <p className="muted">{t('consoleBookings.booking.documentsIntro')}</p>
                <ul className="booking-documents">
                  {guests.documents.map((document) => (
                    <li key={document.id}>
                      <Form method="post" noValidate>
                        <CsrfField />
                        <input type="hidden" name="intent" value="view-document" />
                        <input type="hidden" name="documentId" value={document.id} />
                        <Button type="submit" variant="secondary" small>
                          {t('consoleBookings.booking.viewDocument', { kind: t(`consoleBookings.booking.documentKinds.${document.kind}`), size: formatSize(document.sizeBytes, lng) })}
                        </Button>
                      </Form>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h3>{t('consoleBookings.booking.registration')}</h3>
            <p className="muted">{t('consoleBookings.booking.registrationIntro')}</p>
            <ul className="booking-registration">
              {registrationFormats.map((format) => (
                <li key={format}>
                  <ButtonLink variant="secondary" small href={`${base}/registration/${format}`} download>
                    {t(`consoleBookings.booking.registrationFormats.${format}`)}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </>
        )}
      </Panel>
    </>
  );
}
