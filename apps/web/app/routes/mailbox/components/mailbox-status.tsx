import type { MailboxStatus as Status } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

export function MailboxStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <span className={`mailbox-status mailbox-status--${status}`}>{t(`mailbox.status.${status}`)}</span>;
}
