import { Notice } from '@direct/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { cardFields, checkCard, formatCardNumber, formatExpiry, type CardField, type CardProblem } from '../../../lib/payment/card-input.ts';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import { emptyDepositValues, type DepositFormState } from '../form-state.ts';
import { CardInputField } from '../../../components/payment/card-field.tsx';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';
import { cardProblemText, LockIcon } from '../../../components/payment/sandbox-card-form.tsx';

// The sandbox card form of the deposit page, built from the payment terminal's pieces: a plain POST
// to the page's action (a fetcher when JavaScript runs). A hold or a scheduled hold answers a
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
  const [localProblems, setLocalProblems] = useState<Partial<Record<CardField, CardProblem>> | null>(null);
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

  const values = state ? state.values : emptyDepositValues;
  const problems = localProblems ?? (state?.status === 'invalid' ? state.problems : {});
  const invalid = cardFields.filter((field) => problems[field]);
  const errorOf = (field: CardField) => {
    const problem = problems[field];
    return problem ? cardProblemText(t, field, problem) : undefined;
  };
  const labels: Record<CardField, string> = {
    number: t('paymentPage.form.cardNumber'),
    expiry: t('paymentPage.form.expiry'),
    cvc: t('paymentPage.form.cvc'),
    name: t('paymentPage.form.name'),
  };
  const askAgain = !fetcher.data && serverState !== undefined;
  const notice: PaymentNotice | null = state?.status === 'failed' ? { kind: 'failed', reason: state.reason } : state ? null : (initialNotice ?? null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const found = checkCard({ number: text('number'), expiry: text('expiry'), cvc: text('cvc'), name: text('name') }, new Date());
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setLocalProblems(found);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setLocalProblems(null);
  };

  return (
    <fetcher.Form method="post" action={action} noValidate className="payment-form" onSubmit={onSubmit} aria-labelledby="deposit-form-title">
      <input type="hidden" name="intent" value="deposit-card" />
      <h2 id="deposit-form-title">{t('deposit.form.heading')}</h2>
      <p className="payment-note payment-note--test">{t('paymentPage.form.sandboxNote')}</p>
      {notice && !localProblems && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {state?.status === 'timeout' && !localProblems && (
        <Notice boxed tone="error" ref={noticeRef} focusable>
          <p>
            <strong>{t('errors.timeout')}</strong>
          </p>
          <p>{t('payment.failed')}</p>
        </Notice>
      )}
      {invalid.length > 0 && (
        <Notice boxed tone="error" ref={summaryRef} focusable aria-labelledby="deposit-summary-errors">
          <p id="deposit-summary-errors">
            <strong>{t('paymentPage.form.errorSummary', { count: invalid.length })}</strong>
          </p>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#card-${field}`}>
                  {labels[field]}: {errorOf(field)}
                </a>
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {askAgain && <p className="payment-note">{t('paymentPage.form.enterAgain')}</p>}
      <CardInputField
        id="card-number"
        name="number"
        label={labels.number}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        spellCheck={false}
        error={errorOf('number')}
        onInput={(event) => {
          const input = event.currentTarget;
          const formatted = formatCardNumber(input.value);
          if (input.selectionStart === input.value.length && formatted !== input.value) input.value = formatted;
        }}
      />
      <div className="payment-form__row">
        <CardInputField
          id="card-expiry"
          name="expiry"
          label={labels.expiry}
          hint={t('paymentPage.form.expiryHint')}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={7}
          defaultValue={values.expiry}
          error={errorOf('expiry')}
          onInput={(event) => {
            const input = event.currentTarget;
            const native = event.nativeEvent as InputEvent;
            const deleting = typeof native.inputType === 'string' && native.inputType.startsWith('delete');
            if (input.selectionStart === input.value.length) input.value = formatExpiry(input.value, deleting);
          }}
        />
        <CardInputField id="card-cvc" name="cvc" label={labels.cvc} hint={t('paymentPage.form.cvcHint')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} error={errorOf('cvc')} />
      </div>
      <CardInputField
        id="card-name"
        name="name"
        label={labels.name}
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={200}
        defaultValue={values.name}
        error={errorOf('name')}
      />
      <div className="form-actions">
        <button type="submit" className="button button--submit payment-submit" aria-disabled={busy || undefined}>
          <LockIcon />
          {busy ? t('deposit.form.working') : submitLabel}
        </button>
      </div>
      <p className="payment-note payment-note--secure">{t('paymentPage.form.secureNote')}</p>
    </fetcher.Form>
  );
}
