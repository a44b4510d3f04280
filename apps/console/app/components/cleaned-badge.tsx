import { Badge } from '@direct/ui';
import { useTranslation } from '../lib/i18n/translation.tsx';

// "Cleaned by Hana at 11:40" once a unit was marked cleaned after its departure (housekeeping
// board and Today). Times in UTC, like every other time the console shows.
export function CleanedBadge({ cleaned }: { cleaned: { cleanedAt: string; cleanedBy: string } | null }) {
  const { t, lng } = useTranslation();
  if (!cleaned) return <span className="muted">{t('consoleToday.housekeeping.notCleaned')}</span>;
  const time = new Intl.DateTimeFormat(lng, { timeStyle: 'short', timeZone: 'UTC' }).format(new Date(cleaned.cleanedAt));
  return <Badge tone="success">{t('consoleToday.housekeeping.cleaned', { name: cleaned.cleanedBy, time })}</Badge>;
}
