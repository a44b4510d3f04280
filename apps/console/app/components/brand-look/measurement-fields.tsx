import type { HostBrandSettings } from '@direct/contracts';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { TextField } from '../text-field.tsx';
import { measurementFieldNames } from './brand-look-form.ts';

// The brand's measurement tags (decision 0033): the site loads them only after a guest accepts
// cookies, and never on its payment pages. An empty field removes a tag.
export function MeasurementFields({
  brand,
  value,
  errorOf,
}: {
  brand: HostBrandSettings;
  value: (name: string, fallback: string) => string;
  errorOf: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('consoleBrand.measurement.legend')}</legend>
      <p className="muted">{t('consoleBrand.measurement.hint')}</p>
      {measurementFieldNames.map((name) => (
        <TextField
          key={name}
          name={name}
          label={t(`consoleBrand.measurement.${name}`)}
          hint={t(`consoleBrand.measurement.${name}Hint`)}
          required={false}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          defaultValue={value(name, brand.analytics[name] ?? '')}
          error={errorOf(name)}
        />
      ))}
    </fieldset>
  );
}
