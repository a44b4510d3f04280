import { Button, Field, Notice, panelClassName } from '@direct/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { LockIcon } from '../../../components/payment/lock-icon.tsx';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';
import { useStripeCard } from '../../../components/payment/use-stripe-card.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import type { StripeDepositAnswer } from '../form-state.ts';

// The deposit with Stripe Elements: the card stays in Stripe's frame; its payment method id goes
// to the page's action, which saves it as the card on file (3-D Secure runs here, in the browser,
// when the bank asks) and then holds or schedules the deposit on it (send_deposit_form_stripe). Loaded only when the brand takes payments through Stripe (React.lazy in the route).
export default function StripeDepositForm({ publishableKey, submitLabel }: { publishableKey: string; submitLabel: string }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<StripeDepositAnswer>();
  const revalidator = useRevalidator();
  const { cardRef, stripe, card, loadFailed } = useStripeCard(publishableKey, i18n.language);
  const noticeRef = useRef<HTMLDivElement>(null);
  const methodRef = useRef<string | null>(null);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [name, setName] = useState('');
  const busy = fetcher.state !== 'idle';

  const fail = (reason: string) => {
    setNotice({ kind: 'failed', reason });
    requestAnimationFrame(() => noticeRef.current?.focus());
  };


  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.status === 'failed') return fail(answer.reason);
    // Held or scheduled: the page shows the deposit's new status.
    if (answer.status === 'done') {
      void revalidator.revalidate();
      return;
    }
    // The bank's 3-D Secure challenge for the card, then the same request with the SetupIntent.
    if (!stripe) return;
    void stripe.handleNextAction({ clientSecret: answer.clientSecret }).then((result) => {
      if (result.error || !methodRef.current) return fail('authentication_failed');
      void fetcher.submit({ intent: 'stripe-deposit', paymentMethodId: methodRef.current, setupIntentId: answer.setupIntentId }, { method: 'post', encType: 'application/json' });
    });
    // Each answer is followed once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !card || busy) return;
    setNotice(null);
    const created = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim() || undefined } });
    if (created.error || !created.paymentMethod) return fail(created.error?.decline_code ?? created.error?.code ?? 'card_decline');
    methodRef.current = created.paymentMethod.id;
    void fetcher.submit({ intent: 'stripe-deposit', paymentMethodId: created.paymentMethod.id }, { method: 'post', encType: 'application/json' });
  };

  if (loadFailed) {
    return (
      <Notice boxed tone="error">
        <p>{t('paymentPage.stripe.loadFailed')}</p>
      </Notice>
    );
  }
  return (
    <form className={panelClassName({}, 'payment-form')} onSubmit={onSubmit} aria-labelledby="deposit-stripe-title" noValidate>
      <h2 id="deposit-stripe-title">{t('deposit.form.heading')}</h2>
      {notice && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {!stripe && (
        <p className="payment-note" role="status">
          {t('paymentPage.stripe.loading')}
        </p>
      )}
      <Field id="deposit-stripe-name" label={t('paymentPage.form.name')}>
        {(control) => <input {...control} autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />}
      </Field>
      <div className="field">
        <span className="field__label" id="deposit-stripe-label">
          {t('paymentPage.stripe.cardLabel')}
        </span>
        <div ref={cardRef} className="field__control payment-stripe-card" role="group" aria-labelledby="deposit-stripe-label" />
      </div>
      <div className="form-actions">
        <Button type="submit" block aria-disabled={busy || !stripe || undefined}>
          <LockIcon />
          {busy ? t('deposit.form.working') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
