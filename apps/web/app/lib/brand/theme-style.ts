import type { BrandTheme } from '@direct/contracts';
import type { CSSProperties } from 'react';

type Rgb = { r: number; g: number; b: number };

// Used when a brand has no valid value, and on the platform's own pages (no brand).
export const platformTheme: BrandTheme = {
  primaryColor: '#1f4e79',
  accentColor: '#f2a541',
  backgroundColor: '#ffffff',
  textColor: '#1b1f24',
  logoText: 'Direct',
};

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const darkText = '#111418';
const lightText = '#ffffff';

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
    '--brand-font': fontStack(theme.fontFamily),
  };
}

export function themeStyle(theme: BrandTheme): CSSProperties {
  return themeVariables(theme) as CSSProperties;
}

// Near-black or white, whichever reads better on the given colour. For mid-tones where neither
// reaches 4.5:1, pure black does (some pair of black and white always does: the worst case is 4.58).
export function readableOn(color: Rgb): string {
  const dark = contrastRatio(parseColor(darkText)!, color);
  const light = contrastRatio(parseColor(lightText)!, color);
  if (Math.max(dark, light) < 4.5) return '#000000';
  return dark >= light ? darkText : lightText;
}

export function parseColor(value: string): Rgb | undefined {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = /^rgb\(\s*(\d{1,3})\s*,?\s*(\d{1,3})\s*,?\s*(\d{1,3})\s*\)$/.exec(text);
  if (rgb) {
    const [r, g, b] = [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
    if (r <= 255 && g <= 255 && b <= 255) return { r, g, b };
  }
  return undefined;
}

// WCAG 2.x relative luminance and contrast ratio.
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function fontStack(fontFamily: string | undefined): string {
  // Family names only: letters, digits, spaces, quotes, hyphens and commas.
  const family = fontFamily?.trim();
  if (!family || !/^[\p{L}\p{N} ,'"-]+$/u.test(family)) return systemFonts;
  // A stack that already ends in a generic family is complete as it is.
  if (/(^|,)\s*(serif|sans-serif|monospace|cursive|system-ui)\s*$/.test(family)) return family;
  return `${family}, ${systemFonts}`;
}
