import { Panel } from '@direct/ui';
import type { DepositTerminal } from '@direct/contracts';
import { formatDate, formatMoney } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The deposit's state after a card was given, and the timeline the guest is told about.

function useCardText(deposit: DepositTerminal): string {
  const { t } = useTranslation();
  const card = deposit.card;
  if (!card?.last4) return t('deposit.cardUnknown');
  const brand = card.brand && card.brand !== 'unknown' ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : '';
  return t('deposit.card', { brand, last4: card.last4 }).trim();
}

export function DepositStatusPanel({ deposit }: { deposit: DepositTerminal }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const card = useCardText(deposit);
  const amount = formatMoney(deposit.amount, lng);
  const panel = (heading: string, text: string, tone: 'ok' | 'info') => (
    <Panel className={`deposit-status deposit-status--${tone}`} aria-labelledby="deposit-status-title" role="status" data-testid="deposit-status">
      <h2 id="deposit-status-title">{heading}</h2>
      <p>{text}</p>
    </Panel>
  );
  switch (deposit.status) {
    case 'scheduled':
      return panel(t('deposit.status.scheduledHeading'), t('deposit.status.scheduled', { amount, date: formatDate(deposit.timeline.holdOn, lng), card }), 'ok');
    case 'authorized':
      return panel(t('deposit.status.authorizedHeading'), t('deposit.status.authorized', { amount, card, date: formatDate(deposit.timeline.releaseOn, lng) }), 'ok');
    case 'released':
      return panel(t('deposit.status.releasedHeading'), `${t('deposit.status.released')} ${t('deposit.timeline.bankDelay')}`, 'info');
    case 'captured':
    case 'partially_captured':
      return deposit.captureReason
        ? panel(t('deposit.status.capturedHeading'), t('deposit.status.captured', { amount: formatMoney(deposit.capturedAmount, lng), reason: deposit.captureReason }), 'info')
        : panel(t('deposit.status.authorizedHeading'), t('deposit.timeline.charge', { date: formatDate(deposit.timeline.chargeOn ?? deposit.timeline.holdOn, lng) }), 'info');
    case 'expired':
    case 'cancelled':
      return panel(t('deposit.status.closedHeading'), t('deposit.status.closed'), 'info');
    default:
      return null;
  }
}

export function DepositTimelineFacts({ deposit }: { deposit: DepositTerminal }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const { timeline } = deposit;
  const plan =
    timeline.plan === 'reauthorize'
      ? t('deposit.timeline.renew')
      : timeline.plan === 'charge_and_refund'
        ? t('deposit.timeline.charge', { date: formatDate(timeline.chargeOn ?? timeline.holdOn, lng) })
        : timeline.plan === 'hold_may_lapse'
          ? t('deposit.timeline.lapse')
          : null;
  return (
    <Panel className="deposit-timeline">
      <h2 id="deposit-timeline-title">{t('deposit.timeline.heading')}</h2>
      <ul className="deposit-timeline__list">
        <li>{deposit.holdsNow && deposit.status === null ? t('deposit.timeline.holdNow') : t('deposit.timeline.holdLater', { date: formatDate(timeline.holdOn, lng) })}</li>
        <li>{t('deposit.timeline.validUntil', { date: formatDate(timeline.validUntil, lng) })}</li>
        {plan && <li>{plan}</li>}
        <li>{t('deposit.timeline.releaseOn', { date: formatDate(timeline.releaseOn, lng) })}</li>
        <li>{t('deposit.timeline.bankDelay')}</li>
      </ul>
    </Panel>
  );
}
