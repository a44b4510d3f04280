import type { HostBrandSettings } from '@direct/contracts';
import { parseColor, readableOn, themeContrast, type ContrastCheck } from '@direct/domain/brand';
import { Badge } from '@direct/ui';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { TextField } from '../text-field.tsx';
import { brandColourNames, type BrandColourName } from './brand-look-form.ts';

type Theme = HostBrandSettings['theme'];

// The brand's look: tagline, logo text and the four colours, each as a colour picker with its hex
// code beside it (typed codes and keyboard users), a live preview of the site's header, text, link
// and button, and how each pairing reads against WCAG AA — recomputed as the host types.
// The brand page (`variant="page"`) asks for the tagline per language and shows the real site
// instead of the small mock: it hears every change through `onLookChange`.
export function BrandLookFields({
  brand,
  values,
  errorOf,
  variant = 'onboarding',
  onLookChange,
}: {
  brand: HostBrandSettings;
  values: Partial<Record<string, string>>;
  errorOf: (field: string) => string | undefined;
  variant?: 'onboarding' | 'page';
  onLookChange?: (look: { theme: Theme; logoText: string }) => void;
}) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>({ ...brand.theme, ...pick(values) });
  const [logoText, setLogoText] = useState(values.logoText ?? brand.theme.logoText);
  const checks = themeContrast(theme);
  useEffect(() => onLookChange?.({ theme, logoText }), [theme, logoText, onLookChange]);
  if (variant === 'page') {
    return (
      <div className="brand-look__fields">
        <TextField name="logoText" label={t('console.brand.logoText')} hint={t('console.brand.logoTextHint')} maxLength={40} value={logoText} onChange={(event) => setLogoText(event.target.value)} error={errorOf('theme.logoText')} />
        <fieldset className="colour-fields">
          <legend>{t('console.brand.colours')}</legend>
          {brandColourNames.map((name) => (
            <ColourField key={name} name={name} value={theme[name]} error={errorOf(`theme.${name}`)} onChange={(value) => setTheme((current) => ({ ...current, [name]: value }))} />
          ))}
        </fieldset>
        <ContrastList checks={checks} />
      </div>
    );
  }
  return (
    <div className="brand-look">
      <div className="brand-look__fields">
        <TextField name="tagline" label={t('console.brand.tagline')} hint={t('console.brand.taglineHint')} required={false} maxLength={160} defaultValue={values.tagline ?? brand.tagline ?? ''} error={errorOf('tagline')} />
        <TextField name="logoText" label={t('console.brand.logoText')} hint={t('console.brand.logoTextHint')} maxLength={40} value={logoText} onChange={(event) => setLogoText(event.target.value)} error={errorOf('theme.logoText')} />
        <fieldset className="colour-fields">
          <legend>{t('console.brand.colours')}</legend>
          {brandColourNames.map((name) => (
            <ColourField key={name} name={name} value={theme[name]} error={errorOf(`theme.${name}`)} onChange={(value) => setTheme((current) => ({ ...current, [name]: value }))} />
          ))}
        </fieldset>
      </div>
      <div className="brand-look__preview">
        <h2 id="preview-title">{t('console.brand.preview')}</h2>
        <SitePreview theme={theme} logoText={logoText} name={brand.name} />
        <ContrastList checks={checks} />
      </div>
    </div>
  );
}

function ColourField({ name, value, error, onChange }: { name: BrandColourName; value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const label = t(`console.brand.colour.${name}`);
  const valid = /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <div className="colour-field">
      <input type="color" aria-label={t('console.brand.pick', { colour: label })} value={valid ? value.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value)} />
      <TextField name={name} label={label} maxLength={7} spellCheck={false} autoCapitalize="none" value={value} onChange={(event) => onChange(event.target.value.trim())} error={error} />
    </div>
  );
}

function SitePreview({ theme, logoText, name }: { theme: Theme; logoText: string; name: string }) {
  const { t } = useTranslation();
  // The site computes readable text on its colours the same way (@direct/domain/brand).
  const style = {
    '--brand-primary': theme.primaryColor,
    '--brand-accent': theme.accentColor,
    '--brand-bg': theme.backgroundColor,
    '--brand-text': theme.textColor,
    '--brand-on-primary': onColour(theme.primaryColor),
    '--brand-on-accent': onColour(theme.accentColor),
  } as CSSProperties;
  return (
    <div className="site-preview" style={style} aria-labelledby="preview-title" role="img" aria-roledescription={t('console.brand.previewRole')}>
      <div className="site-preview__header">
        <span className="site-preview__logo">{logoText || name}</span>
      </div>
      <div className="site-preview__body">
        <p className="site-preview__text">{t('console.brand.previewText')}</p>
        <span className="site-preview__link">{t('console.brand.previewLink')}</span>
        <span className="site-preview__button">{t('console.brand.previewButton')}</span>
        <span className="site-preview__badge">{t('console.brand.previewBadge')}</span>
      </div>
    </div>
  );
}

function ContrastList({ checks }: { checks: ContrastCheck[] | undefined }) {
  const { t, lng } = useTranslation();
  if (!checks) return <p className="muted">{t('console.brand.contrastUnknown')}</p>;
  const ratio = new Intl.NumberFormat(lng, { maximumFractionDigits: 2 });
  return (
    <ul className="contrast-list" aria-live="polite">
      {checks.map((check) => (
        <li key={check.pair}>
          <Badge tone={check.passes ? 'success' : 'warning'}>{check.passes ? t('console.brand.passes') : t('console.brand.fails')}</Badge>{' '}
          {t(`console.brand.pair.${check.pair}`, { ratio: ratio.format(check.ratio) })}
          {!check.passes && <span className="muted"> {t(`console.brand.fix.${check.pair}`)}</span>}
        </li>
      ))}
    </ul>
  );
}

function onColour(value: string): string {
  const colour = parseColor(value);
  return colour ? readableOn(colour) : '#000000';
}

function pick(values: Partial<Record<string, string>>): Partial<Theme> {
  const theme: Partial<Theme> = {};
  for (const name of brandColourNames) if (values[name] !== undefined) theme[name] = values[name];
  return theme;
}
