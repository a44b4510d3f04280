import type { HostDeposit } from '@direct/contracts';
import { formatMoney } from '@direct/domain/money';
import { Button, Field } from '@direct/ui';
import { Form } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { FormErrorSummary, useAnswerKey, useFieldError, valueOf } from '../../../components/form-messages.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The host's claim: an amount up to the hold and the reason the guest is emailed.
export function CaptureForm({ deposit, result }: { deposit: HostDeposit; result: unknown }) {
  const { t, lng } = useTranslation();
  const errorOf = useFieldError(result);
  const answerKey = useAnswerKey(result);
  const amountReason = isFormFailure(result) ? result.fieldErrors['amount'] : undefined;
  const amountError = amountReason === 'amount_format' ? t('consoleToday.deposit.amountFormat') : amountReason === 'too_big' ? t('consoleToday.deposit.tooMuch') : errorOf('amount');
  const refusal = deposit.actions.capture;
  return (
    <section className="panel deposit-action" aria-labelledby="deposit-capture">
      <h2 id="deposit-capture">{t('consoleToday.deposit.capture.title')}</h2>
      {refusal ? (
        <p className="muted">{t(`consoleToday.deposit.refusals.${refusal}`)}</p>
      ) : (
        <>
          <FormErrorSummary result={result} />
          <Form method="post" noValidate key={answerKey} className="deposit-capture">
            <CsrfField />
            <input type="hidden" name="intent" value="capture" />
            <TextField
              idPrefix="capture-"
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              label={t('consoleToday.deposit.capture.amount')}
              hint={t('consoleToday.deposit.capture.amountHint', { currency: deposit.amount.currency, max: formatMoney(deposit.amount.amountMinor, deposit.amount.currency, lng) })}
              defaultValue={valueOf(result, 'amount')}
              error={amountError}
            />
            <Field id="capture-reason" label={t('consoleToday.deposit.capture.reason')} hint={t('consoleToday.deposit.capture.reasonHint')} error={errorOf('reason')} required requiredText={t('console.forms.required')}>
              {(control) => <textarea name="reason" rows={3} maxLength={1000} {...control} defaultValue={valueOf(result, 'reason')} />}
            </Field>
            <Button type="submit">{t('consoleToday.deposit.capture.submit')}</Button>
          </Form>
        </>
      )}
    </section>
  );
}
