import type { BrandTheme } from '@direct/contracts';
import { brandFonts, type BrandFont } from '@direct/domain/brand-fonts';
import { contrastRatio, parseColor, readableOn, toHex } from '@direct/domain/brand';
import type { CSSProperties } from 'react';

// Used when a brand has no valid value, and on the platform's own pages (no brand).
export const platformTheme: BrandTheme = {
  primaryColor: '#1f4e79',
  accentColor: '#f2a541',
  backgroundColor: '#ffffff',
  textColor: '#1b1f24',
  logoText: 'Direct',
};

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const serifFonts = 'Georgia, "Times New Roman", serif';

// Brand colours as CSS custom properties for <html style>. Colours come from the API, i.e. from
// host settings, so only plain hex and rgb() values pass (nothing that could close the
// declaration); paired text colours are computed so every pairing meets WCAG AA (4.5:1).
export function themeVariables(theme: BrandTheme): Record<`--${string}`, string> {
  const primary = parseColor(theme.primaryColor) ?? parseColor(platformTheme.primaryColor)!;
  const accent = parseColor(theme.accentColor) ?? parseColor(platformTheme.accentColor)!;
  const background = parseColor(theme.backgroundColor) ?? parseColor(platformTheme.backgroundColor)!;
  let text = parseColor(theme.textColor) ?? parseColor(platformTheme.textColor)!;
  if (contrastRatio(text, background) < 4.5) text = parseColor(readableOn(background))!;
  // Links and headings use the primary colour on the page background when it is readable there.
  const link = contrastRatio(primary, background) >= 4.5 ? primary : text;

  return {
    '--brand-primary': toHex(primary),
    '--brand-on-primary': readableOn(primary),
    '--brand-accent': toHex(accent),
    '--brand-on-accent': readableOn(accent),
    '--brand-bg': toHex(background),
    '--brand-text': toHex(text),
    '--brand-link': toHex(link),
    '--brand-font': theme.bodyFont ? curatedStack(theme.bodyFont) : fontStack(theme.fontFamily),
    '--brand-heading-font': theme.headingFont ? curatedStack(theme.headingFont) : 'var(--brand-font)',
  };
}

export function themeStyle(theme: BrandTheme): CSSProperties {
  return themeVariables(theme) as CSSProperties;
}

function fontStack(fontFamily: string | undefined): string {
  // Family names only: letters, digits, spaces, quotes, hyphens and commas.
  const family = fontFamily?.trim();
  if (!family || !/^[\p{L}\p{N} ,'"-]+$/u.test(family)) return systemFonts;
  // A stack that already ends in a generic family is complete as it is.
  if (/(^|,)\s*(serif|sans-serif|monospace|cursive|system-ui)\s*$/.test(family)) return family;
  return `${family}, ${systemFonts}`;
}

// A curated font (decision 0020), then its metric-matched fallback (font-fallbacks.server.ts; absent
// in the console's live preview, where the browser skips it), then the generic family.
export function curatedStack(font: BrandFont): string {
  const { family, fallback } = brandFonts[font] ?? brandFonts.system;
  const generic = fallback === 'serif' ? serifFonts : systemFonts;
  return family ? `"${family}", "${family} Fallback", ${generic}` : generic;
}
