import { Button, Notice, panelClassName } from '@direct/ui';
import { useEffect, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import type { TFunction } from '@direct/i18n/translator';
import { cardFields, checkCard, formatCardNumber, formatExpiry, type CardField, type CardProblem } from '../../lib/payment/card-input.ts';
import type { PaymentNotice } from '../../lib/payment/query.ts';
import { CardInputField } from './card-field.tsx';
import { LockIcon } from './lock-icon.tsx';
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

// The sandbox card form the payment and deposit terminals share: a plain POST to the page's
// action (the page's fetcher when JavaScript runs), checked in the browser first, with an error
// summary that links to each field. The number and CVC are never rendered back into the page;
// each page decides what its answer does (the owner's effect focuses summaryRef or noticeRef).
export function CardForm({
  fetcher,
  action,
  idPrefix,
  heading,
  hiddenFields,
  values,
  serverProblems,
  notice,
  timedOut,
  askAgain,
  extraFields,
  submitLabel,
  summaryRef,
  noticeRef,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  action: string;
  // Names the form's heading and error summary ids (`${idPrefix}-form-title`).
  idPrefix: string;
  heading: string;
  hiddenFields: ReactNode;
  values: { expiry: string; name: string };
  serverProblems: Partial<Record<CardField, CardProblem>>;
  notice: PaymentNotice | null;
  timedOut: boolean;
  askAgain: boolean;
  // Shown after the card fields (the payment terminal's "save card").
  extraFields?: ReactNode;
  submitLabel: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  noticeRef: RefObject<HTMLDivElement | null>;
  // Placed first in the form (a stylesheet link).
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [localProblems, setLocalProblems] = useState<Partial<Record<CardField, CardProblem>> | null>(null);
  const busy = fetcher.state !== 'idle';
  const problems = localProblems ?? serverProblems;
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

  // The page is the server's answer to the form sent without JavaScript (or before the page had
  // it): its error summary, or else its notice, takes focus once, as a fetcher's answer does.
  useEffect(() => {
    if (askAgain) (invalid.length > 0 ? summaryRef : noticeRef).current?.focus();
    // Once, with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
    <fetcher.Form method="post" action={action} noValidate className={panelClassName({}, 'payment-form')} onSubmit={onSubmit} aria-labelledby={`${idPrefix}-form-title`}>
      {children}
      {hiddenFields}
      <h2 id={`${idPrefix}-form-title`}>{heading}</h2>
      <p className="payment-note payment-note--test">{t('paymentPage.form.sandboxNote')}</p>
      {notice && !localProblems && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {timedOut && !localProblems && (
        <Notice boxed tone="error" ref={noticeRef} focusable>
          <p>
            <strong>{t('errors.timeout')}</strong>
          </p>
          <p>{t('payment.failed')}</p>
        </Notice>
      )}
      {invalid.length > 0 && (
        <Notice boxed tone="error" ref={summaryRef} focusable aria-labelledby={`${idPrefix}-summary-errors`}>
          <p id={`${idPrefix}-summary-errors`}>
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
      {extraFields}
      <div className="form-actions">
        <Button type="submit" block className="payment-submit" aria-disabled={busy || undefined}>
          <LockIcon />
          {submitLabel}
        </Button>
      </div>
      <p className="payment-note payment-note--secure">{t('paymentPage.form.secureNote')}</p>
    </fetcher.Form>
  );
}
