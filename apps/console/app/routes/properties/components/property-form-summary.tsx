import { Notice } from '@direct/ui';
import { useEffect, useRef } from 'react';
import { FormErrorSummary } from '../../../components/form-messages.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { PropertyFailure } from '../property-errors.ts';
import { refusalText } from '../property-errors.ts';

// A refused property form's summary: the refusals in the host's words (what publishing needs, the
// bookings a change would break, someone else's newer change), else the usual field summary. It
// takes the focus when it appears, like the console's other form summaries.
export function PropertyFormSummary({ failure }: { failure: PropertyFailure | undefined }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const refusals = failure?.refusals ?? [];
  useEffect(() => {
    if (refusals.length > 0) ref.current?.focus();
  }, [failure, refusals.length]);
  if (!failure) return null;
  if (refusals.length === 0) return <FormErrorSummary result={failure} />;
  const publishing = refusals.every((refusal) => refusal.reason === 'no_active_unit' || refusal.reason === 'no_rates');
  return (
    <Notice tone="error" boxed focusable ref={ref} className="form-summary">
      {publishing && <p>{t('consoleProperties.page.publishNeeds')}</p>}
      <ul className="refusal-list">
        {refusals.map((refusal) => (
          <li key={`${refusal.reason}-${refusal.detail}`}>{refusalText(t, refusal)}</li>
        ))}
      </ul>
    </Notice>
  );
}
