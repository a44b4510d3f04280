import type { GuestCancellationPreview } from '@direct/contracts';
import { Button, Notice, Panel } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { formatMoney } from '../../../lib/catalog/format.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { ManageActionResult } from '../my-booking.server.ts';

type CancelResult = Extract<ManageActionResult, { intent: 'cancel' }>;

// Cancel: the policy's refund is said before the guest confirms; the refund shown travels with
// the form, so a refund that changed meanwhile (midnight in the property's time zone) is shown
// again instead of applied.
export function CancelPanel({ preview, result }: { preview: GuestCancellationPreview; result: CancelResult | undefined }) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().formData?.get('intent') === 'cancel';
  const problemRef = useRef<HTMLDivElement>(null);
  const problem = result && !result.ok ? result.problem : null;
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const amount = formatMoney({ amountMinor: preview.refundMinor, currency: preview.currency }, i18n.language);
  return (
    <Panel className="my-booking__section" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t('myBooking.cancelHeading')}</h2>
      <p>
        <strong>{t(`myBooking.cancelPolicy.${preview.policy.kind}`)}</strong>
      </p>
      <p data-testid="cancel-refund">{preview.refundMinor > 0 ? t('myBooking.cancelRefund', { amount, percent: preview.policy.refundPercent }) : t('myBooking.cancelNoRefund')}</p>
      {preview.refundMinor > 0 && <p className="muted">{t('myBooking.cancelRefundTime')}</p>}
      {problem && (
        <div ref={problemRef} tabIndex={-1}>
          <Notice boxed tone="error">
            <p>{t(problem === 'cancelCheck' ? 'myBooking.errors.cancelCheck' : problem === 'generic' ? 'myBooking.errors.generic' : `myBooking.${problem}`)}</p>
          </Notice>
        </div>
      )}
      <Form method="post" className="my-booking__form">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="expected_refund_minor" value={preview.refundMinor} />
        <label className="my-booking__check">
          <input type="checkbox" name="confirm" required aria-invalid={problem === 'cancelCheck' ? true : undefined} /> {t('myBooking.cancelCheck')}
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('myBooking.cancelConfirm')}
        </Button>
      </Form>
    </Panel>
  );
}
