import { Notice } from '@direct/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { TFunction } from '../../lib/i18n/translator.ts';
import { cardFields, checkCard, formatCardNumber, formatExpiry, type CardField, type CardProblem } from '../../lib/payment/card-input.ts';
import { emptyCardValues, type PaymentFormState } from '../../lib/payment/form-state.ts';
import { CardInputField } from './card-field.tsx';
import type { PaymentNotice } from '../../lib/payment/query.ts';
import { PaymentNoticeMessage } from './payment-notice.tsx';

export function cardProblemText(t: TFunction, field: CardField, problem: CardProblem): string {
  switch (field) {
    case 'number':
      return problem === 'required' ? t('paymentPage.form.errors.numberRequired') : t('paymentPage.form.errors.numberInvalid');
    case 'expiry':
      if (problem === 'required') return t('paymentPage.form.errors.expiryRequired');
      return problem === 'past' ? t('paymentPage.form.errors.expiryPast') : t('paymentPage.form.errors.expiryInvalid');
    case 'cvc':
      return problem === 'required' ? t('paymentPage.form.errors.cvcRequired') : t('paymentPage.form.errors.cvcInvalid');
    default:
      return problem === 'required' ? t('paymentPage.form.errors.nameRequired') : t('paymentPage.form.errors.nameInvalid');
  }
}

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
  const [localProblems, setLocalProblems] = useState<Partial<Record<CardField, CardProblem>> | null>(null);
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
      // After React renders the summary.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setLocalProblems(null);
  };

  return (
    <fetcher.Form method="post" action={action} noValidate className="payment-form" onSubmit={onSubmit} aria-labelledby="payment-form-title">
      <input type="hidden" name="intent" value="sandbox-card" />
      <input type="hidden" name="pay_part" value={payPart} />
      <h2 id="payment-form-title">{t('paymentPage.form.heading')}</h2>
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
        <Notice boxed tone="error" ref={summaryRef} focusable aria-labelledby="payment-summary-errors">
          <p id="payment-summary-errors">
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
          const atEnd = input.selectionStart === input.value.length;
          const formatted = formatCardNumber(input.value);
          if (atEnd && formatted !== input.value) input.value = formatted;
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
        <CardInputField
          id="card-cvc"
          name="cvc"
          label={labels.cvc}
          hint={t('paymentPage.form.cvcHint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          error={errorOf('cvc')}
        />
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
      {offerSaveCard && (
        <div className="payment-check">
          <input id="card-save" type="checkbox" name="save_card" defaultChecked={values.saveCard} aria-describedby="card-save-hint" />
          <label htmlFor="card-save">{t('paymentPage.form.saveCard')}</label>
          <p id="card-save-hint" className="field__hint">
            {t('paymentPage.form.saveCardHint')}
          </p>
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="button button--submit payment-submit" aria-disabled={busy || undefined}>
          <LockIcon />
          {busy ? t('paymentPage.form.paying') : t('paymentPage.form.submit', { amount: amountText })}
        </button>
      </div>
      <p className="payment-note payment-note--secure">{t('paymentPage.form.secureNote')}</p>
    </fetcher.Form>
  );
}

export function LockIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="4.5" y="10.5" width="15" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </svg>
  );
}
