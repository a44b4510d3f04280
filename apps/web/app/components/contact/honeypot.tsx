import { honeypotFieldName } from '../../lib/contact/form-state.ts';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

// A field people never see or reach (off screen, out of the tab order, hidden from assistive
// technology) but form-filling bots do: a message with it filled in is dropped.
export function Honeypot({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('contact.honeypot')}</label>
      <input id={id} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
