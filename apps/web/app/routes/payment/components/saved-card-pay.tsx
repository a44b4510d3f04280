import { Button, Panel } from '@direct/ui';
import { LockIcon } from '../../../components/payment/lock-icon.tsx';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { PaymentFormState } from '../../../lib/payment/form-state.ts';

// "Pay with your saved card •••• 4242": the part due on the card on file (checkout_card), or on
// the saved PayPal account. A plain form post to the terminal's action, so it works without
// JavaScript; a refusal comes back as the page's action data.
export function SavedCardPay({
  action,
  card,
  amountText,
  payPart,
  serverState,
}: {
  action: string;
  card: { brand: string | null; last4: string | null };
  amountText: string;
  payPart: number;
  serverState: PaymentFormState | undefined;
}) {
  const { t } = useTranslation();
  const label = card.brand === 'paypal' ? t('paymentPage.savedCard.payPaypal', { amount: amountText }) : t('paymentPage.savedCard.pay', { amount: amountText, last4: card.last4 ?? '' });
  return (
    <Panel aria-labelledby="saved-card-title">
      <h2 id="saved-card-title">{t('paymentPage.savedCard.heading')}</h2>
      {serverState?.status === 'failed' && <PaymentNoticeMessage notice={{ kind: 'failed', reason: serverState.reason }} />}
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="saved-card" />
        <input type="hidden" name="pay_part" value={payPart} />
        {card.brand === 'paypal' && <input type="hidden" name="provider" value="paypal" />}
        <Button type="submit" block data-testid="saved-card-pay">
          <LockIcon />
          {label}
        </Button>
      </form>
    </Panel>
  );
}
