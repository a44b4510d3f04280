import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { CardForm } from '../../../components/payment/card-form.tsx';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { emptyCardValues, type PaymentFormState } from '../../../lib/payment/form-state.ts';
import type { PaymentNotice } from '../../../lib/payment/query.ts';

// The sandbox gateway's card form: a plain POST to the terminal's action, which tokenizes the card
// with the sandbox and pays. Without JavaScript the page comes back with the answer; with it a
// fetcher sends it and the page stays (a success or 3-D Secure answer is a redirect either way).
// The card number and CVC are never rendered back into the page (see form-state.ts).
export function SandboxCardForm({
  action,
  amountText,
  payPart,
  offerSaveCard,
  serverState,
  initialNotice,
  onExpired,
}: {
  action: string;
  amountText: string;
  payPart: number;
  offerSaveCard: boolean;
  serverState?: PaymentFormState;
  // The page's notice (?error= or the last attempt), until the form has its own answer.
  initialNotice?: PaymentNotice | null;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PaymentFormState>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const busy = fetcher.state !== 'idle';
  const state = fetcher.data ?? serverState;

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === 'expired') onExpired();
    else if (fetcher.data.status === 'invalid') summaryRef.current?.focus();
    else noticeRef.current?.focus();
  }, [fetcher.data, onExpired]);

  const values = state && state.status !== 'expired' ? state.values : emptyCardValues;
  // Only a full-page answer (no JavaScript) empties the number and CVC fields.
  const askAgain = !fetcher.data && serverState !== undefined && serverState.status !== 'expired';
  const notice =
    state?.status === 'failed'
      ? ({ kind: 'failed', reason: state.reason } as const)
      : state?.status === 'processing'
        ? ({ kind: 'processing' } as const)
        : state
          ? null
          : (initialNotice ?? null);

  return (
    <CardForm
      fetcher={fetcher}
      action={action}
      idPrefix="payment"
      heading={t('paymentPage.form.heading')}
      hiddenFields={
        <>
          <input type="hidden" name="intent" value="sandbox-card" />
          <input type="hidden" name="pay_part" value={payPart} />
        </>
      }
      values={values}
      serverProblems={state?.status === 'invalid' ? state.problems : {}}
      notice={notice}
      timedOut={state?.status === 'timeout'}
      askAgain={askAgain}
      extraFields={
        offerSaveCard && (
          <div className="payment-check">
            <input id="card-save" type="checkbox" name="save_card" defaultChecked={values.saveCard} aria-describedby="card-save-hint" />
            <label htmlFor="card-save">{t('paymentPage.form.saveCard')}</label>
            <p id="card-save-hint" className="field__hint">
              {t('paymentPage.form.saveCardHint')}
            </p>
          </div>
        )
      }
      submitLabel={busy ? t('paymentPage.form.paying') : t('paymentPage.form.submit', { amount: amountText })}
      summaryRef={summaryRef}
      noticeRef={noticeRef}
    />
  );
}
