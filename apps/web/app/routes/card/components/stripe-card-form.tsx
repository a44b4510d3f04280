import { Button, Field, Notice, panelClassName } from '@direct/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { LockIcon } from '../../../components/payment/lock-icon.tsx';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';
import { useStripeCard } from '../../../components/payment/use-stripe-card.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import type { StripeCardAnswer } from '../form-state.ts';

// Stripe Elements for "Update your card": the card stays in Stripe's frame; its payment method id
// goes to the page's action (new_card, a SetupIntent). When the bank asks for 3-D Secure, Stripe.js
// runs the challenge (handleNextAction) and the action is asked again with the SetupIntent.
// Loaded only when the brand pays through Stripe (React.lazy in the route).
export default function StripeCardForm({ publishableKey }: { publishableKey: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const fetcher = useFetcher<StripeCardAnswer>();
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


  // The action's answer: saved (the page shows the new card), a challenge, or a refusal.
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || !stripe) return;
    if (answer.status === 'saved') {
      void navigate('?updated=1', { replace: true });
      return;
    }
    if (answer.status === 'failed') return fail(answer.reason);
    void stripe.handleNextAction({ clientSecret: answer.clientSecret }).then((result) => {
      if (result.error || !methodRef.current) return fail('authentication_failed');
      void fetcher.submit({ intent: 'stripe-card', paymentMethodId: methodRef.current, setupIntentId: answer.setupIntentId }, { method: 'post', encType: 'application/json' });
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
    void fetcher.submit({ intent: 'stripe-card', paymentMethodId: created.paymentMethod.id }, { method: 'post', encType: 'application/json' });
  };

  if (loadFailed) {
    return (
      <Notice boxed tone="error">
        <p>{t('paymentPage.stripe.loadFailed')}</p>
      </Notice>
    );
  }
  return (
    <form className={panelClassName({}, 'payment-form')} onSubmit={onSubmit} aria-labelledby="card-form-title" noValidate>
      <h2 id="card-form-title">{t('paymentPage.card.formHeading')}</h2>
      {notice && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {!stripe && (
        <p className="payment-note" role="status">
          {t('paymentPage.stripe.loading')}
        </p>
      )}
      <Field id="card-stripe-name" label={t('paymentPage.form.name')}>
        {(control) => <input {...control} autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />}
      </Field>
      <div className="field">
        <span className="field__label" id="card-stripe-label">
          {t('paymentPage.stripe.cardLabel')}
        </span>
        <div ref={cardRef} className="field__control payment-stripe-card" role="group" aria-labelledby="card-stripe-label" />
      </div>
      <div className="form-actions">
        <Button type="submit" block aria-disabled={busy || !stripe || undefined}>
          <LockIcon />
          {busy ? t('paymentPage.card.working') : t('paymentPage.card.submit')}
        </Button>
      </div>
      <p className="payment-note payment-note--secure">{t('paymentPage.form.secureNote')}</p>
    </form>
  );
}
