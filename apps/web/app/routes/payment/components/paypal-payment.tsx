import { Notice, panelClassName } from '@direct/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import { paypalSdkUrl, postPayment, stepFor, type PaymentAccess } from '../flow.ts';
import type { PaymentNotice } from '../../../lib/payment/query.ts';
import { PaymentNoticeMessage } from '../../../components/payment/payment-notice.tsx';

// The slice of the PayPal JS SDK this page uses.
type PaypalButtons = { render: (container: HTMLElement) => Promise<void>; close?: () => Promise<void> };
type PaypalSdk = {
  Buttons: (options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
  }) => PaypalButtons;
};

function loadPaypal(src: string): Promise<PaypalSdk> {
  const existing = (window as unknown as { paypal?: PaypalSdk }).paypal;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const sdk = (window as unknown as { paypal?: PaypalSdk }).paypal;
      if (sdk) resolve(sdk);
      else reject(new Error('PayPal SDK missing'));
    };
    script.onerror = () => reject(new Error('PayPal SDK failed to load'));
    document.head.append(script);
  });
}

// PayPal's buttons (Orders v2): the order is created and captured by the API through
// /resources/payment; PayPal's own window takes the guest's login or card.
export default function PaypalPayment({
  access,
  clientId,
  currency,
  payPart,
  onExpired,
}: {
  access: PaymentAccess;
  clientId: string;
  currency: string;
  payPart: number;
  onExpired: () => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [notice, setNotice] = useState<PaymentNotice | null>(null);

  useEffect(() => {
    let cancelled = false;
    let buttons: PaypalButtons | null = null;
    const show = (next: PaymentNotice) => {
      setNotice(next);
      requestAnimationFrame(() => noticeRef.current?.focus());
    };
    loadPaypal(paypalSdkUrl(clientId, currency, i18n.language))
      .then(async (paypal) => {
        if (cancelled || !containerRef.current) return;
        buttons = paypal.Buttons({
          createOrder: async () => {
            const answer = await postPayment(access, { intent: 'paypal_create', payPart });
            if (answer.outcome === 'order') return answer.orderId;
            if (answer.outcome === 'expired') onExpired();
            throw new Error('order not created');
          },
          onApprove: async ({ orderID }) => {
            const step = stepFor(await postPayment(access, { intent: 'paypal_capture', orderId: orderID }));
            if (step.kind === 'navigate') navigate(step.to);
            else if (step.kind === 'expired') onExpired();
            else if (step.kind === 'notice') show(step.notice);
          },
          onError: () => show({ kind: 'failed', reason: 'generic' }),
        });
        await buttons.render(containerRef.current);
        if (!cancelled) setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      void buttons?.close?.();
    };
    // PayPal is set up once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId]);

  return (
    <section className={panelClassName({}, 'payment-form')} aria-labelledby="paypal-title">
      <h2 id="paypal-title">{t('paymentPage.paypal.heading')}</h2>
      {notice && <PaymentNoticeMessage ref={noticeRef} notice={notice} />}
      {state === 'loading' && (
        <p className="payment-note" role="status">
          {t('paymentPage.paypal.loading')}
        </p>
      )}
      {state === 'failed' && (
        <Notice boxed tone="error">
          <p>{t('paymentPage.paypal.loadFailed')}</p>
        </Notice>
      )}
      <div ref={containerRef} />
    </section>
  );
}
