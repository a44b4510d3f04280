import { brandFontKeys, languages, type BrandFont, type HostBrandSettings, type Language } from '@direct/contracts';
import { Field } from '@direct/ui';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { TextField } from '../text-field.tsx';
import type { addressFieldNames} from './brand-look-form.ts';
import { addressCountries, brandCurrencies } from './brand-look-form.ts';

type ErrorOf = (field: string) => string | undefined;
type Values = Partial<Record<string, string>>;

// The brand page's fields beyond the colours. Fonts and taglines are controlled: the live
// preview shows them as the host edits.
export function FontFields({ fonts, onChange, errorOf }: { fonts: { headingFont: BrandFont; bodyFont: BrandFont }; onChange: (fonts: { headingFont: BrandFont; bodyFont: BrandFont }) => void; errorOf: ErrorOf }) {
  const { t } = useTranslation();
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('consoleBrand.fonts')}</legend>
      <p className="muted">{t('consoleBrand.fontsHint')}</p>
      {(['headingFont', 'bodyFont'] as const).map((name) => (
        <Field key={name} id={name} label={t(`consoleBrand.${name}`)} error={errorOf(`theme.${name}`)}>
          {(control) => (
            <select name={name} {...control} value={fonts[name]} onChange={(event) => onChange({ ...fonts, [name]: event.target.value as BrandFont })}>
              {brandFontKeys.map((font) => (
                <option key={font} value={font}>
                  {t(`consoleBrand.font.${font}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
    </fieldset>
  );
}

export function TaglineFields({ taglines, offered, onChange, errorOf }: { taglines: Partial<Record<Language, string>>; offered: readonly Language[]; onChange: (taglines: Partial<Record<Language, string>>) => void; errorOf: ErrorOf }) {
  const { t } = useTranslation();
  // Offered languages first; the others stay editable for a language the host is about to add.
  const ordered = useMemo(() => [...offered, ...languages.filter((language) => !offered.includes(language))], [offered]);
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('consoleBrand.taglines')}</legend>
      <p className="muted">{t('consoleBrand.taglinesHint')}</p>
      {ordered.map((language) => (
        <TextField
          key={language}
          name={`taglines.${language}`}
          lang={language}
          label={t('consoleBrand.taglineIn', { language: t(`consoleBrand.languageName.${language}`) })}
          required={false}
          maxLength={160}
          value={taglines[language] ?? ''}
          onChange={(event) => onChange({ ...taglines, [language]: event.target.value })}
          error={errorOf(`taglines.${language}`)}
        />
      ))}
    </fieldset>
  );
}

export function LanguageFields({ brand, values, offered, onOfferedChange, errorOf }: { brand: HostBrandSettings; values: Values; offered: readonly Language[]; onOfferedChange: (offered: Language[]) => void; errorOf: ErrorOf }) {
  const { t, lng } = useTranslation();
  const currencyNames = useMemo(() => new Intl.DisplayNames([lng], { type: 'currency' }), [lng]);
  const languagesError = errorOf('languages');
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('consoleBrand.languages')}</legend>
      <input type="hidden" name="languagesShown" value="1" />
      <fieldset className="brand-choices" aria-describedby={languagesError ? 'languages-error' : 'languages-hint'} aria-invalid={languagesError ? true : undefined}>
        <legend className="visually-hidden">{t('consoleBrand.languages')}</legend>
        <p id="languages-hint" className="muted">
          {t('consoleBrand.languagesHint')}
        </p>
        {languages.map((language) => (
          <label key={language} className="brand-choice">
            <input
              type="checkbox"
              name="languages"
              value={language}
              checked={offered.includes(language)}
              onChange={(event) => onOfferedChange(event.target.checked ? languages.filter((code) => code === language || offered.includes(code)) : offered.filter((code) => code !== language))}
            />{' '}
            {t(`consoleBrand.languageName.${language}`)}
          </label>
        ))}
        {languagesError && (
          <p id="languages-error" className="field__error">
            {languagesError}
          </p>
        )}
      </fieldset>
      <Field id="defaultLanguage" label={t('consoleBrand.defaultLanguage')} hint={t('consoleBrand.defaultLanguageHint')} error={errorOf('defaultLanguage')}>
        {(control) => (
          <select name="defaultLanguage" {...control} defaultValue={values.defaultLanguage ?? brand.defaultLanguage}>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`consoleBrand.languageName.${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="currency" label={t('consoleBrand.currency')} hint={t('consoleBrand.currencyHint')} error={errorOf('currency')}>
        {(control) => (
          <select name="currency" {...control} defaultValue={values.currency ?? brand.currency}>
            {brandCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {`${currencyNames.of(currency) ?? currency} (${currency})`}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}

export function AddressFields({ brand, values, errorOf }: { brand: HostBrandSettings; values: Values; errorOf: ErrorOf }) {
  const { t, lng } = useTranslation();
  const saved = brand.postalAddress;
  const valueOf = (name: (typeof addressFieldNames)[number]) => values[`postalAddress.${name}`] ?? saved?.[name] ?? '';
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([lng], { type: 'region' });
    return addressCountries.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, lng));
  }, [lng]);
  return (
    <fieldset className="brand-fieldset">
      <legend>{t('consoleBrand.address')}</legend>
      <p className="muted">{t('consoleBrand.addressHint')}</p>
      <TextField name="postalAddress.street" label={t('consoleBrand.street')} required={false} autoComplete="off" maxLength={200} defaultValue={valueOf('street')} error={errorOf('postalAddress.street')} />
      <div className="brand-address-line">
        <TextField name="postalAddress.postcode" label={t('consoleBrand.postcode')} required={false} autoComplete="off" maxLength={12} defaultValue={valueOf('postcode')} error={errorOf('postalAddress.postcode')} />
        <TextField name="postalAddress.city" label={t('consoleBrand.city')} required={false} autoComplete="off" maxLength={100} defaultValue={valueOf('city')} error={errorOf('postalAddress.city')} />
      </div>
      <Field id="postalAddress.country" label={t('consoleBrand.country')} error={errorOf('postalAddress.country')}>
        {(control) => (
          <select name="postalAddress.country" {...control} defaultValue={valueOf('country')}>
            <option value="">{t('consoleBrand.countryChoose')}</option>
            {countryNames.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
