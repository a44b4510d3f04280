import type { HostProperty } from '@direct/contracts';
import { Field } from '@direct/ui';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { Organization } from '../../../lib/session/organization-data.ts';
import type { PropertyFailure } from '../property-errors.ts';
import { siteAddressOf } from '../../../lib/site/site-address.ts';
import { typedOr, usePropertyFieldError } from './use-property-field-error.ts';

type SeoField = 'slug' | 'title' | 'metaDescription' | 'twitterDescription' | 'facebookDescription';

// The slug, title and descriptions, and beside them the search result they make: title, address
// and description as a search engine shows them, updated as the host types.
export function SeoFields({ property, organization, failure }: { property: HostProperty; organization: Pick<Organization, 'brands'>; failure: PropertyFailure | undefined }) {
  const { t } = useTranslation();
  const errorOf = usePropertyFieldError(failure);
  const seo = property.seo;
  const [values, setValues] = useState<Record<SeoField, string>>({
    slug: typedOr(failure, 'slug', seo?.slug),
    title: typedOr(failure, 'title', seo?.title),
    metaDescription: typedOr(failure, 'metaDescription', seo?.metaDescription),
    twitterDescription: typedOr(failure, 'twitterDescription', seo?.twitterDescription),
    facebookDescription: typedOr(failure, 'facebookDescription', seo?.facebookDescription),
  });
  const field = (name: SeoField, label: string, options: { hint?: string; rows?: number; max: number; required?: boolean }) => (
    <Field
      id={`seo-${name}`}
      label={label}
      hint={[options.hint, name === 'slug' ? null : t('consoleProperties.seo.characters', { count: values[name].length })].filter(Boolean).join(' ')}
      error={errorOf(name)}
      required={options.required}
      requiredText={t('console.forms.required')}
      optionalText={options.required ? undefined : t('consoleProperties.fields.optional')}
    >
      {(control) => {
        const common = { name, value: values[name], maxLength: options.max, onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }), ...control };
        return options.rows ? <textarea rows={options.rows} {...common} /> : <input autoComplete="off" {...common} />;
      }}
    </Field>
  );
  const address = siteAddressOf(organization, property, values.slug.trim().toLowerCase() || seo?.slug) ?? '';
  const shownTitle = values.title.trim() || property.name;
  const description = values.metaDescription.trim() || property.texts.find((texts) => texts.language === 'en')?.summary || '';
  return (
    <div className="seo-layout">
      <div className="form-stack">
        {field('slug', t('consoleProperties.seo.slug'), { hint: t('consoleProperties.seo.slugHint'), max: 80, required: true })}
        {field('title', t('consoleProperties.seo.pageTitle'), { hint: t('consoleProperties.seo.pageTitleHint'), max: 120 })}
        {field('metaDescription', t('consoleProperties.seo.metaDescription'), { hint: t('consoleProperties.seo.metaDescriptionHint'), rows: 3, max: 320 })}
        {field('twitterDescription', t('consoleProperties.seo.twitterDescription'), { rows: 3, max: 320 })}
        {field('facebookDescription', t('consoleProperties.seo.facebookDescription'), { rows: 3, max: 500 })}
      </div>
      <aside className="search-preview" aria-labelledby="preview-title">
        <h3 id="preview-title">{t('consoleProperties.seo.preview')}</h3>
        <p className="muted">{t('consoleProperties.seo.previewHint')}</p>
        <div className="search-preview__result">
          <p className="search-preview__url">{address}</p>
          <p className="search-preview__title">{clip(shownTitle, 60)}</p>
          <p className="search-preview__description">{clip(description, 155)}</p>
        </div>
      </aside>
    </div>
  );
}

// As a search engine cuts a long title or description: at a word, with an ellipsis.
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
