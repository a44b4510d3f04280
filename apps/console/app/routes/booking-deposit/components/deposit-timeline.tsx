import type { HostDeposit } from '@direct/contracts';
import { formatMoney } from '@direct/domain/money';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The deposit's story, oldest first: who did what, when, for how much and why.
export function DepositTimeline({ deposit }: { deposit: HostDeposit }) {
  const { t, lng } = useTranslation();
  if (deposit.timeline.length === 0) return null;
  const moment = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section className="deposit-timeline" aria-labelledby="deposit-timeline-title">
      <h2 id="deposit-timeline-title">{t('consoleToday.deposit.timeline.title')}</h2>
      <ol>
        {deposit.timeline.map((entry, index) => (
          <li key={`${entry.kind}-${index}`}>
            <strong>{t(`consoleToday.deposit.timeline.kinds.${entry.kind}`)}</strong>
            {entry.amount && <> · {formatMoney(entry.amount.amountMinor, entry.amount.currency, lng)}</>} ·{' '}
            {entry.actor === 'guest'
              ? t('consoleToday.deposit.timeline.byGuest')
              : entry.actor === 'host'
                ? t('consoleToday.deposit.timeline.byHost', { name: entry.actorName ?? '' })
                : t('consoleToday.deposit.timeline.bySystem')}{' '}
            · <time dateTime={entry.at}>{moment(entry.at)}</time>
            {entry.reason && <p className="deposit-timeline__reason">{entry.reason}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
