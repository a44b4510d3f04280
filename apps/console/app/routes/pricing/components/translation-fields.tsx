import { valueOf } from '../../../components/form-messages.tsx';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { translationLanguages } from '../translation-input.ts';
import { InputField, usePricingErrors } from './pricing-fields.tsx';

type Translations = Partial<Record<string, Partial<Record<string, string | undefined>> | undefined>>;
type TranslatedField = { name: string; label: string; maxLength: number };

// A disclosure with the texts in German and Portuguese. Open when there is something in it or an
// error to see; each input says its language (lang) so spell checkers and screen readers use it.
export function TranslationFields({ idPrefix, fields, translations, result }: { idPrefix: string; fields: readonly TranslatedField[]; translations: Translations | undefined; result: unknown }) {
  const { t } = useTranslation();
  const errorOf = usePricingErrors(result);
  const refused = isFormFailure(result);
  const nameOf = (language: string, field: string) => `translations.${language}.${field}`;
  const value = (language: string, field: string) => (refused ? valueOf(result, nameOf(language, field)) : (translations?.[language]?.[field] ?? ''));
  const names = translationLanguages.flatMap((language) => fields.map((field) => nameOf(language, field.name)));
  const open = names.some((name) => errorOf(name) !== undefined) || translationLanguages.some((language) => fields.some((field) => value(language, field.name) !== ''));
  return (
    <details className="pricing-translations" open={open}>
      <summary>{t('consolePricing.translations.title')}</summary>
      <p className="muted">{t('consolePricing.translations.hint')}</p>
      <div className="pricing-form__grid">
        {translationLanguages.flatMap((language) =>
          fields.map((field) => (
            <InputField
              key={nameOf(language, field.name)}
              idPrefix={idPrefix}
              name={nameOf(language, field.name)}
              lang={language}
              maxLength={field.maxLength}
              label={t('consolePricing.translations.field', { field: field.label, language: t(`consolePricing.translations.languages.${language}`) })}
              defaultValue={value(language, field.name)}
              error={errorOf(nameOf(language, field.name))}
            />
          )),
        )}
      </div>
    </details>
  );
}
