import { roleAllows, type HostPermission, type HostRole } from '@direct/domain/host-access';
import type { TranslationKey } from '@direct/i18n/translator';
import { ButtonLink } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// What can be done to the booking, each on its own page (the agreed addresses of the other
// bookings pages), shown only to roles whose permissions allow it; the API checks again.
const actions: { path: string; label: TranslationKey; permission: HostPermission }[] = [
  { path: 'payment', label: 'consoleBookings.booking.action.payment', permission: 'payments:write' },
  { path: 'refund', label: 'consoleBookings.booking.action.refund', permission: 'payments:write' },
  { path: 'change', label: 'consoleBookings.booking.action.change', permission: 'bookings:write' },
  { path: 'cancel', label: 'consoleBookings.booking.action.cancel', permission: 'bookings:write' },
  { path: 'emails', label: 'consoleBookings.booking.action.emails', permission: 'bookings:write' },
  { path: 'deposit', label: 'consoleBookings.booking.action.deposit', permission: 'payments:write' },
  { path: 'messages', label: 'consoleBookings.booking.action.messages', permission: 'messages:write' },
];

export function BookingActions({ base, role }: { base: string; role: HostRole }) {
  const { t } = useTranslation();
  const allowed = actions.filter((action) => roleAllows(role, action.permission));
  if (allowed.length === 0) return null;
  return (
    <nav className="booking-actions" aria-label={t('consoleBookings.booking.actions')}>
      <ul>
        {allowed.map((action) => (
          <li key={action.path}>
            <ButtonLink variant="secondary" small href={`${base}/${action.path}`}>
              {t(action.label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
