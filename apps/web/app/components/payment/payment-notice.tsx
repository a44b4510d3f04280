import { Notice } from '@direct/ui';
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
    <Notice ref={ref} boxed focusable tone={failed ? 'error' : 'info'} className="payment-notice" data-testid="payment-notice">
      <p>
        <strong>{t(noticeMessageKey(notice))}</strong>
      </p>
      {extra && <p>{extra}</p>}
    </Notice>
  );
});
