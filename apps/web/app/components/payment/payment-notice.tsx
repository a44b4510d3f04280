import { forwardRef } from 'react';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { noticeMessageKey, type PaymentNotice } from '../../lib/payment/query.ts';

// The spec's payment messages: processing (information) or a failure (alert).
export const PaymentNoticeMessage = forwardRef<HTMLDivElement, { notice: PaymentNotice; extra?: string }>(function PaymentNoticeMessage(
  { notice, extra },
  ref,
) {
  const { t } = useTranslation();
  const failed = notice.kind === 'failed';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`form-message ${failed ? 'form-message--error' : 'form-message--info'} payment-notice`}
      role={failed ? 'alert' : 'status'}
      data-testid="payment-notice"
    >
      <p>
        <strong>{t(noticeMessageKey(notice))}</strong>
      </p>
      {extra && <p>{extra}</p>}
    </div>
  );
});
