import type { HostBooking } from '@direct/contracts';
import { Badge, type BadgeTone } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

const tones: Record<HostBooking['status'], BadgeTone> = { pending_payment: 'warning', confirmed: 'success', cancelled: 'neutral', expired: 'neutral', completed: 'brand' };

export function StatusBadge({ status }: { status: HostBooking['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`consoleBookings.status.${status}`)}</Badge>;
}
