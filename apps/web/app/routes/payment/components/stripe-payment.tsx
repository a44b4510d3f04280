import { Button, Field, Notice, panelClassName } from '@direct/ui';
import type { PaymentRequest, Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { postPayment, stepFor, stripeLocale, walletCountry, type PaymentAccess, type PaymentStep } from '../flow.ts';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import { LockIcon } from '../../../components/payment/lock-icon.tsx';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';

// Stripe Elements (card) and Google Pay through the Payment Request Button. Loaded only on the
// payment page and only when the brand pays through Stripe (React.lazy in the route); Stripe.js
// itself is fetched from js.stripe.com on mount. Card data stays in Stripe's frames.
export default function StripePayment({
  access,
  publishableKey,
  amount,
  amountText,
  payPart,
  offerSaveCard,
  onExpired,
}: {
  access: PaymentAccess;
  publishableKey: string;
  amount: { amountMinor: number; currency: string };
  amountText: string;
  payPart: number;
  offerSaveCard: boolean;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const cardRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [wallet, setWallet] = useState<PaymentRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [name, setName] = useState('');

  // Follows one answer of /resources/payment to its end (navigation, a notice, or expiry).
  const follow = async (instance: Stripe, step: PaymentStep): Promise<void> => {
    if (step.kind === 'navigate') return navigate(step.to);
    if (step.kind === 'expired') return onExpired();
    if (step.kind === 'notice') {
      setNotice(step.notice);
      requestAnimationFrame(() => noticeRef.current?.focus());
      return;
    }
    if (step.kind === 'next-action') {
      const result = await instance.handleNextAction({ clientSecret: step.clientSecret });
      const intentId = result.paymentIntent?.id ?? step.paymentIntentId;
      if (result.error || !intentId) return follow(instance, { kind: 'notice', notice: { kind: 'failed', reason: 'authentication_failed' } });
      return follow(instance, stepFor(await postPayment(access, { intent: 'finalize', paymentIntentId: intentId })));
    }
  };

  useEffect(() => {
    let cancelled = false;
    let mounted: StripeCardElement | null = null;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const instance = await loadStripe(publishableKey, { locale: stripeLocale(i18n.language) });
      if (cancelled || !instance || !cardRef.current) return;
      const elements = instance.elements();
      mounted = elements.create('card', { hidePostalCode: true });
      mounted.mount(cardRef.current);
      setStripe(instance);
      setCard(mounted);
      // Google Pay (and other wallets) when the browser offers one.
      const request: PaymentRequest = instance.paymentRequest({
        country: walletCountry(amount.currency),
        currency: amount.currency.toLowerCase(),
        total: { label: access.bookingCode, amount: amount.amountMinor },
        requestPayerName: true,
      });
      // Our own button opens the browser's payment sheet (Stripe.js v10 has no Payment Request
      // Button element any more; paymentRequest.show() is the same sheet).
      const available = await request.canMakePayment();
      if (cancelled) return;
      if (!available?.googlePay) {
        void postPayment(access, { intent: 'google_pay_attempt', outcome: 'unavailable' });
        return;
      }
      setWallet(request);
      request.on('cancel', () => void postPayment(access, { intent: 'google_pay_attempt', outcome: 'cancelled' }));
      request.on('paymentmethod', async (event) => {
        const answer = await postPayment(access, { intent: 'google_pay', paymentMethodId: event.paymentMethod.id, payPart });
        const step = stepFor(answer);
        event.complete(step.kind === 'notice' || step.kind === 'expired' ? 'fail' : 'success');
        if (step.kind === 'notice') void postPayment(access, { intent: 'google_pay_attempt', outcome: 'failed' });
        await follow(instance, step);
      });
    })().catch(() => {
      if (!cancelled) setLoadFailed(true);
    });
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
    // Stripe is set up once per page; the booking and amount don't change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !card || busy) return;
    setBusy(true);
    setNotice(null);
    try {
      const created = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: name.trim() || undefined } });
      if (created.error || !created.paymentMethod) {
        await follow(stripe, { kind: 'notice', notice: { kind: 'failed', reason: created.error?.decline_code ?? created.error?.code ?? 'card_decline' } });
        return;
      }
      const answer = await postPayment(access, { intent: 'pay', paymentMethodId: created.paymentMethod.id, payPart, saveCard });
      await follow(stripe, stepFor(answer));
    } finally {
      setBusy(false);
    }
  };

  if (loadFailed) {
    return (
      <Notice boxed tone="error">
        <p>{t('paymentPage.stripe.loadFailed')}</p>
      </Notice>
    );
  }
  return (
    <form className={panelClassName({}, 'payment-form')} onSubmit={onSubmit} aria-labelledby="payment-form-title" noValidate>
      <h2 id="payment-form-title">{t('paymentPage.form.heading')}</h2>
      {notice && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {!stripe && (
        <p className="payment-note" role="status">
          {t('paymentPage.stripe.loading')}
        </p>
      )}
      <Field id="stripe-name" label={t('paymentPage.form.name')}>
        {(control) => <input {...control} autoComplete="cc-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={200} />}
      </Field>
      <div className="field">
        <span className="field__label" id="stripe-card-label">
          {t('paymentPage.stripe.cardLabel')}
        </span>
        <div ref={cardRef} className="field__control payment-stripe-card" role="group" aria-labelledby="stripe-card-label" />
      </div>
      {offerSaveCard && (
        <div className="payment-check">
          <input id="stripe-save" type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
          <label htmlFor="stripe-save">{t('paymentPage.form.saveCard')}</label>
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" block className="payment-submit" aria-disabled={busy || !stripe || undefined}>
          <LockIcon />
          {busy ? t('paymentPage.form.paying') : t('paymentPage.form.submit', { amount: amountText })}
        </Button>
      </div>
      {wallet && (
        <div className="payment-wallet">
          <p className="payment-note">{t('paymentPage.stripe.wallet')}</p>
          <Button
            className="payment-wallet__button"
            onClick={() => {
              void postPayment(access, { intent: 'google_pay_attempt', outcome: 'shown' });
              wallet.show();
            }}
          >
            {t('paymentPage.stripe.googlePay')}
          </Button>
        </div>
      )}
      <p className="payment-note payment-note--secure">{t('paymentPage.form.secureNote')}</p>
    </form>
  );
}
