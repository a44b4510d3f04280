import type { HostDeposit } from '@direct/contracts';
import { formatMoney } from '@direct/domain/money';
import { Badge, Notice } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// What is held, on which card, and the dates that matter (the card hold lapses on its own).
export function DepositSummary({ deposit }: { deposit: HostDeposit }) {
  const { t, lng } = useTranslation();
  const money = (value: { amountMinor: number; currency: string }) => formatMoney(value.amountMinor, value.currency, lng);
  const day = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
  const moment = (iso: string) => new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  if (!deposit.required) return <Notice tone="info">{t('consoleToday.deposit.notRequired')}</Notice>;
  const held = deposit.status === 'authorized';
  return (
    <section className="panel deposit-summary" aria-labelledby="deposit-summary-title">
      <h2 id="deposit-summary-title" className="visually-hidden">
        {t('consoleToday.deposit.statusLabel')}
      </h2>
      <dl>
        <dt>{t('consoleToday.deposit.statusLabel')}</dt>
        <dd>
          <Badge tone={held ? 'success' : deposit.status === 'failed' ? 'warning' : 'neutral'}>{t(`consoleToday.deposit.statuses.${deposit.status ?? 'none'}`)}</Badge>
        </dd>
        <dt>{t('consoleToday.deposit.amount')}</dt>
        <dd>{money(deposit.amount)}</dd>
        {deposit.captured.amountMinor > 0 && (
          <>
            <dt>{t('consoleToday.deposit.captured')}</dt>
            <dd>{money(deposit.captured)}</dd>
            <dt>{t('consoleToday.deposit.reason')}</dt>
            <dd>{deposit.captureReason}</dd>
          </>
        )}
        <dt>{t('consoleToday.deposit.card')}</dt>
        <dd>{deposit.card ? `${deposit.card.brand ?? ''} •••• ${deposit.card.last4 ?? ''}`.trim() : t('consoleToday.deposit.noCard')}</dd>
        {deposit.holdOn && (
          <>
            <dt>{t('consoleToday.deposit.holdOn')}</dt>
            <dd>{day(deposit.holdOn)}</dd>
          </>
        )}
        {deposit.releaseOn && (
          <>
            <dt>{t('consoleToday.deposit.releaseOn')}</dt>
            <dd>{day(deposit.releaseOn)}</dd>
          </>
        )}
        {deposit.holdExpiresAt && (
          <>
            <dt>{t('consoleToday.deposit.expires')}</dt>
            <dd>{moment(deposit.holdExpiresAt)}</dd>
          </>
        )}
        {deposit.required && (
          <>
            <dt>{t('consoleToday.deposit.fallback')}</dt>
            <dd>{t(`consoleToday.deposit.fallbacks.${deposit.fallback}`)}</dd>
          </>
        )}
      </dl>
      {deposit.failureReason && <Notice tone="error">{t('consoleToday.deposit.failed', { reason: deposit.failureReason })}</Notice>}
    </section>
  );
}
