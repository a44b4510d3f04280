import { Button, Panel } from '@direct/ui';
import type { DepositTerminal } from '@direct/contracts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// "Use your card on file" for the deposit: a plain form post to the page's action, so it works
// without JavaScript (send_deposit_form_stripe, or paypal_checkout_card for a PayPal booking).
export function CardOnFileHold({
  action,
  card,
  holdsNow,
  amount,
  provider,
}: {
  action: string;
  card: NonNullable<DepositTerminal['cardOnFile']>;
  holdsNow: boolean;
  amount: string;
  provider: DepositTerminal['provider']['name'];
}) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="deposit-card-on-file">
      <h2 id="deposit-card-on-file">{t('deposit.cardOnFile.heading')}</h2>
      <p>{card.brand === 'paypal' ? t('deposit.cardOnFile.textPaypal') : t('deposit.cardOnFile.text', { brand: (card.brand ?? '').toUpperCase(), last4: card.last4 ?? '' })}</p>
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="card-on-file" />
        <input type="hidden" name="provider" value={provider} />
        <Button type="submit" data-testid="deposit-card-on-file">
          {holdsNow ? t('deposit.cardOnFile.submitNow', { amount }) : t('deposit.cardOnFile.submitLater')}
        </Button>
      </form>
    </Panel>
  );
}
