import type { TranslationKey } from '@direct/i18n/translator';
import { Field } from '@direct/ui';
import { useTranslation } from '../../lib/i18n/translation.tsx';

// The property's type as a select, with each type's name in the host's language: the
// onboarding's first property and the property's basics page.
export function PropertyTypeField({
  label,
  types,
  defaultValue,
  error,
}: {
  label: string;
  types: readonly string[];
  defaultValue: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field id="propertyType" label={label} error={error} required requiredText={t('console.forms.required')}>
      {(control) => (
        <select name="propertyType" defaultValue={defaultValue} {...control}>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`property.type.${type}` as TranslationKey)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
