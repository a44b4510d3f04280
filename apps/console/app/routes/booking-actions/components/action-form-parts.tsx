import { Button, Field } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';

// The parts every money or stay action's first form shares: the reason a host gives, and the
// button that asks for the review step (quieter once the review is showing).

export function ReasonField({ id, error, defaultValue }: { id: string; error: string | undefined; defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('consoleBookingActions.common.reason')} error={error} required requiredText={t('consoleBookingActions.common.required')}>
      {(control) => <textarea name="reason" maxLength={500} rows={3} {...control} defaultValue={defaultValue} />}
    </Field>
  );
}

export function ReviewButton({ reviewing }: { reviewing: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="button-row">
      <Button type="submit" variant={reviewing ? 'secondary' : 'primary'}>
        {t('consoleBookingActions.common.review')}
      </Button>
    </div>
  );
}
