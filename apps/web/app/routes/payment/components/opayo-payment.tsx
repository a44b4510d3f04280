import { Button, Field, Notice, panelClassName } from '@direct/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { postPayment, stepFor, type PaymentAccess } from '../flow.ts';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import { LockIcon } from '../../../components/payment/lock-icon.tsx';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';
import type { PaymentResourceAnswer } from '../resource-answer.ts';

// The slice of Opayo's drop-in (sagepay.js) this page uses: it draws the card fields in Opayo's
// own frame and turns them into a card identifier under our merchant session key.
type TokeniseResult = { success: boolean; cardIdentifier?: string; error?: { errorMessage?: string } };
type DropIn = { form: () => void; tokenise: () => void; destroy?: () => void };
type SagepayCheckout = (options: { merchantSessionKey: string; containerSelector: string; onTokenise: (result: TokeniseResult) => void }) => DropIn;

function loadDropIn(src: string): Promise<SagepayCheckout> {
  const existing = (window as unknown as { sagepayCheckout?: SagepayCheckout }).sagepayCheckout;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const checkout = (window as unknown as { sagepayCheckout?: SagepayCheckout }).sagepayCheckout;
      if (checkout) resolve(checkout);
      else reject(new Error('Opayo drop-in missing'));
    };
    script.onerror = () => reject(new Error('Opayo drop-in failed to load'));
    document.head.append(script);
  });
}

// The 3-D Secure challenge: the browser itself posts the cReq to the issuer's page (ACS), which
// posts its answer to our notification URL once the guest has authenticated.
function openChallenge(acsUrl: string, creq: string, transactionId: string) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = acsUrl;
  for (const [name, value] of [
    ['creq', creq],
    ['threeDSSessionData', transactionId],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

const browserDetails = () => ({
  language: navigator.language.slice(0, 8),
  colorDepth: window.screen.colorDepth,
  screenHeight: window.screen.height,
  screenWidth: window.screen.width,
  timeZoneOffset: new Date().getTimezoneOffset(),
});

export default function OpayoPayment({
  access,
  amountText,
  payPart,
  offerSaveCard,
  onExpired,
}: {
  access: PaymentAccess;
  amountText: string;
  payPart: number;
  offerSaveCard: boolean;
  onExpired: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const noticeRef = useRef<HTMLDivElement>(null);
  const dropIn = useRef<{ checkout: DropIn; sessionKey: string } | null>(null);
  const pending = useRef<((result: TokeniseResult) => void) | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [address, setAddress] = useState({ address1: '', city: '', postalCode: '', country: '' });

  const show = (next: PaymentNotice) => {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  // A merchant session key lives 400 seconds and allows three card attempts: each form gets a
  // fresh one (on load and after every attempt).
  async function mountForm(): Promise<void> {
    const answer = await postPayment(access, { intent: 'opayo_session' });
    if (answer.outcome === 'expired') return onExpired();
    if (answer.outcome !== 'opayo_session') throw new Error('no session key');
    const checkout = await loadDropIn(answer.dropInScriptUrl);
    dropIn.current?.checkout.destroy?.();
    const instance = checkout({
      merchantSessionKey: answer.merchantSessionKey,
      containerSelector: '#opayo-card',
      onTokenise: (result) => pending.current?.(result),
    });
    instance.form();
    dropIn.current = { checkout: instance, sessionKey: answer.merchantSessionKey };
  }

  useEffect(() => {
    let cancelled = false;
    mountForm().then(
      () => !cancelled && setState('ready'),
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
      dropIn.current?.checkout.destroy?.();
    };
    // The drop-in is set up once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const follow = async (answer: PaymentResourceAnswer) => {
    if (answer.outcome === 'opayo_challenge') return openChallenge(answer.acsUrl, answer.creq, answer.transactionId);
    const step = stepFor(answer);
    if (step.kind === 'navigate') return navigate(step.to);
    if (step.kind === 'expired') return onExpired();
    if (step.kind === 'notice') show(step.notice);
    // The key was spent on this attempt: the next card needs a new form.
    await mountForm().catch(() => setState('failed'));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = dropIn.current;
    if (busy || !current) return;
    setBusy(true);
    try {
      const result = await new Promise<TokeniseResult>((resolve) => {
        pending.current = resolve;
        current.checkout.tokenise();
      });
      // The drop-in shows the card fields' own errors in its frame.
      if (!result.success || !result.cardIdentifier) return;
      const answer = await postPayment(access, {
        intent: 'opayo_pay',
        merchantSessionKey: current.sessionKey,
        cardIdentifier: result.cardIdentifier,
        payPart,
        saveCard,
        billingAddress: { ...address, country: address.country.trim().toUpperCase() },
        browser: browserDetails(),
      });
      await follow(answer);
    } finally {
      pending.current = null;
      setBusy(false);
    }
  };

  if (state === 'failed') {
    return (
      <Notice boxed tone="error">
        <p>{t('paymentPage.opayo.loadFailed')}</p>
      </Notice>
    );
  }
  const field = (key: keyof typeof address, autoComplete: string, maxLength: number) => (control: Record<string, unknown>) => (
    <input {...control} autoComplete={autoComplete} required={key !== 'postalCode'} maxLength={maxLength} value={address[key]} onChange={(event) => setAddress({ ...address, [key]: event.target.value })} />
  );
  return (
    <form className={panelClassName({}, 'payment-form')} onSubmit={onSubmit} aria-labelledby="opayo-form-title" noValidate>
      <h2 id="opayo-form-title">{t('paymentPage.form.heading')}</h2>
      {notice && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {state === 'loading' && (
        <p className="payment-note" role="status">
          {t('paymentPage.opayo.loading')}
        </p>
      )}
      <div className="field">
        <span className="field__label" id="opayo-card-label">
          {t('paymentPage.opayo.cardLabel')}
        </span>
        <div id="opayo-card" className="field__control" role="group" aria-labelledby="opayo-card-label" />
      </div>
      <fieldset className="payment-fieldset">
        <legend>{t('paymentPage.opayo.billingHeading')}</legend>
        <Field id="opayo-address1" label={t('paymentPage.opayo.address1')}>
          {field('address1', 'address-line1', 100)}
        </Field>
        <Field id="opayo-city" label={t('paymentPage.opayo.city')}>
          {field('city', 'address-level2', 40)}
        </Field>
        <Field id="opayo-postal-code" label={t('paymentPage.opayo.postalCode')}>
          {field('postalCode', 'postal-code', 10)}
        </Field>
        <Field id="opayo-country" label={t('paymentPage.opayo.country')} hint={t('paymentPage.opayo.countryHint')}>
          {field('country', 'country', 2)}
        </Field>
      </fieldset>
      {offerSaveCard && (
        <div className="payment-check">
          <input id="opayo-save" type="checkbox" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
          <label htmlFor="opayo-save">{t('paymentPage.form.saveCard')}</label>
        </div>
      )}
      <div className="form-actions">
        <Button type="submit" block className="payment-submit" aria-disabled={busy || state !== 'ready' || undefined}>
          <LockIcon />
          {busy ? t('paymentPage.form.paying') : t('paymentPage.form.submit', { amount: amountText })}
        </Button>
      </div>
      <p className="payment-note payment-note--secure">{t('paymentPage.opayo.secureNote')}</p>
    </form>
  );
}
