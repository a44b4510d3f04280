import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { CardForm } from '../../../components/payment/card-form.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import { emptyDepositValues, type DepositFormState } from '../form-state.ts';

// The sandbox card form of the deposit page (the payment terminal's card form): a plain POST to
// the page's action (a fetcher when JavaScript runs). A hold or a scheduled hold answers a
// redirect back to the page; a decline comes back as the form's state, name and expiry kept, and
// the address shows the spec's ?error=card_decline.
export function DepositCardForm({
  action,
  submitLabel,
  serverState,
  initialNotice,
}: {
  action: string;
  submitLabel: string;
  serverState?: DepositFormState | undefined;
  initialNotice?: PaymentNotice | null;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DepositFormState>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== 'idle';
  const state = fetcher.data ?? serverState;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === 'invalid') summaryRef.current?.focus();
    else noticeRef.current?.focus();
    if (fetcher.data.status === 'failed') {
      const url = new URL(window.location.href);
      url.searchParams.set('error', fetcher.data.reason);
      window.history.replaceState(window.history.state, '', url);
    }
  }, [fetcher.data]);

  const notice: PaymentNotice | null = state?.status === 'failed' ? { kind: 'failed', reason: state.reason } : state ? null : (initialNotice ?? null);

  return (
    <CardForm
      fetcher={fetcher}
      action={action}
      idPrefix="deposit"
      heading={t('deposit.form.heading')}
      hiddenFields={<input type="hidden" name="intent" value="deposit-card" />}
      values={state ? state.values : emptyDepositValues}
      serverProblems={state?.status === 'invalid' ? state.problems : {}}
      notice={notice}
      timedOut={state?.status === 'timeout'}
      askAgain={!fetcher.data && serverState !== undefined}
      submitLabel={busy ? t('deposit.form.working') : submitLabel}
      summaryRef={summaryRef}
      noticeRef={noticeRef}
    />
  );
}
