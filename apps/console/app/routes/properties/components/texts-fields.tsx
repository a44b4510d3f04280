import type { HostPropertyTexts, PropertyTextField } from '@direct/contracts';
import { Badge, Field } from '@direct/ui';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { PropertyFailure } from '../property-errors.ts';
import { typedOr, usePropertyFieldError } from './use-property-field-error.ts';

const fields: { name: PropertyTextField; rows: number; max: number; hint?: 'summaryHint' | 'descriptionHint' | 'houseRulesHint' | 'checkinInstructionsHint' }[] = [
  { name: 'name', rows: 1, max: 120 },
  { name: 'summary', rows: 2, max: 500, hint: 'summaryHint' },
  { name: 'description', rows: 8, max: 10_000, hint: 'descriptionHint' },
  { name: 'houseRules', rows: 5, max: 5_000, hint: 'houseRulesHint' },
  { name: 'checkinInstructions', rows: 5, max: 5_000, hint: 'checkinInstructionsHint' },
];

// One language's texts. In a language other than English, an empty text carries the "missing
// translation" badge and the English text guests see meanwhile, marked as English.
export function TextsFields({ language, texts, english, failure }: { language: string; texts: HostPropertyTexts; english: HostPropertyTexts | null; failure: PropertyFailure | undefined }) {
  const { t } = useTranslation();
  const errorOf = usePropertyFieldError(failure);
  return (
    <>
      {fields.map((field) => {
        const id = `text-${field.name}`;
        const missing = english !== null && texts.missing.includes(field.name);
        const fallback = english?.[field.name] ?? null;
        const hint = (
          <>
            {field.hint && <span className="field-hint-line">{t(`consoleProperties.texts.${field.hint}`)}</span>}
            {english !== null && (
              <span className="fallback-hint">
                {fallback ? (
                  <>
                    {t('consoleProperties.texts.fallback')}{' '}
                    <span lang="en" className="fallback-hint__text">
                      {fallback}
                    </span>
                  </>
                ) : (
                  t('consoleProperties.texts.noFallback')
                )}
              </span>
            )}
          </>
        );
        const label = (
          <>
            {t(`consoleProperties.texts.${field.name}`)} {missing && <Badge tone="neutral">{t('consoleProperties.texts.missing')}</Badge>}
          </>
        );
        const required = language === 'en' && field.name === 'name';
        return (
          <Field key={field.name} id={id} label={label} hint={hint} error={errorOf(field.name)} required={required} requiredText={t('console.forms.required')} optionalText={required ? undefined : t('consoleProperties.fields.optional')}>
            {(control) =>
              field.rows === 1 ? (
                <input name={field.name} lang={language} defaultValue={typedOr(failure, field.name, texts[field.name])} maxLength={field.max} autoComplete="off" {...control} />
              ) : (
                <textarea name={field.name} lang={language} rows={field.rows} defaultValue={typedOr(failure, field.name, texts[field.name])} maxLength={field.max} {...control} />
              )
            }
          </Field>
        );
      })}
    </>
  );
}
