import type { PaymentTerminal } from '@direct/contracts';
import { formatDate } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The rate's cancellation terms restated beside the pay button, as dates for this stay (the same
// deadlines the rate card showed), so the guest pays knowing what cancelling would refund.
export function CancellationTerms({ cancellation }: { cancellation: PaymentTerminal['cancellation'] }) {
  const { t, i18n } = useTranslation();
  if (!cancellation) return null;
  const lng = i18n.language;
  const steps = [...cancellation.deadlines].sort((a, b) => b.daysBeforeArrival - a.daysBeforeArrival);
  const last = steps.at(-1);
  const lines =
    cancellation.kind === 'non_refundable' || !last
      ? [t('paymentPage.cancellation.nonRefundable')]
      : [
          ...steps.map((step) =>
            step.refundPercent >= 100
              ? t('paymentPage.cancellation.refundFull', { date: formatDate(step.lastDate, lng) })
              : t('paymentPage.cancellation.refundPart', { percent: step.refundPercent, date: formatDate(step.lastDate, lng) }),
          ),
          t('paymentPage.cancellation.refundNone', { date: formatDate(last.lastDate, lng) }),
        ];
  return (
    <section className="payment-cancellation" aria-labelledby="payment-cancellation-title" data-testid="payment-cancellation">
      <h2 id="payment-cancellation-title">{t('paymentPage.cancellation.heading')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
