// Colours of a brand's theme and their WCAG 2.x contrast: the site computes readable text colours
// from them, and the console tells a host how their choice reads before they save it.

export type Rgb = { r: number; g: number; b: number };

// AA for normal text.
export const minimumTextContrast = 4.5;

const darkText = '#111418';
const lightText = '#ffffff';

// Plain hex (#abc, #aabbcc) and rgb() only: theme colours end up in a style attribute, so nothing
// that could close a declaration passes.
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

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
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

// Near-black or white, whichever reads better on the given colour. For mid-tones where neither
// reaches 4.5:1, pure black does (some pair of black and white always does: the worst case is 4.58).
export function readableOn(color: Rgb): string {
  const dark = contrastRatio(parseColor(darkText)!, color);
  const light = contrastRatio(parseColor(lightText)!, color);
  if (Math.max(dark, light) < minimumTextContrast) return '#000000';
  return dark >= light ? darkText : lightText;
}

export type ThemeColours = { primaryColor: string; accentColor: string; backgroundColor: string; textColor: string };

// How a theme reads, pair by pair, as the site will show it: body text on the background (the host's
// choice must pass AA), links in the primary colour on the background (below AA the site uses the
// text colour for links instead), and the computed text on buttons (primary) and highlights (accent).
export type ContrastCheck = { pair: 'text' | 'links' | 'buttons' | 'highlights'; ratio: number; passes: boolean };

export function themeContrast(theme: ThemeColours): ContrastCheck[] | undefined {
  const [primary, accent, background, text] = [theme.primaryColor, theme.accentColor, theme.backgroundColor, theme.textColor].map(parseColor);
  if (!primary || !accent || !background || !text) return undefined;
  const check = (pair: ContrastCheck['pair'], a: Rgb, b: Rgb): ContrastCheck => {
    const ratio = Math.floor(contrastRatio(a, b) * 100) / 100;
    return { pair, ratio, passes: ratio >= minimumTextContrast };
  };
  return [
    check('text', text, background),
    check('links', primary, background),
    check('buttons', parseColor(readableOn(primary))!, primary),
    check('highlights', parseColor(readableOn(accent))!, accent),
  ];
}
