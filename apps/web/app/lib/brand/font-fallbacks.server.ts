import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import lora from '@capsizecss/metrics/lora';
import merriweather from '@capsizecss/metrics/merriweather';
import nunito from '@capsizecss/metrics/nunito';
import playfairDisplay from '@capsizecss/metrics/playfairDisplay';
import sourceSans3 from '@capsizecss/metrics/sourceSans3';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { brandFonts, type BrandFont } from '@direct/domain/brand-fonts';

type Metrics = Parameters<typeof createFontStack>[0][number];

const metrics: Record<Exclude<BrandFont, 'system'>, Metrics> = {
  inter,
  'source-sans-3': sourceSans3,
  nunito,
  lora,
  merriweather,
  'playfair-display': playfairDisplay,
};

// "<Family> Fallback": a local Arial or Times New Roman resized to the web font's metrics
// (Capsize), so text set before the font arrives takes the same room and nothing jumps when it
// swaps in. Computed on the server; the page gets a few lines of @font-face.
// Every page asks for its brand's pair; there are only a few dozen pairs, each computed once.
const computed = new Map<string, string>();

export function fallbackFontFaces(fonts: readonly (BrandFont | undefined)[]): string {
  const key = fonts.join(',');
  let faces = computed.get(key);
  if (faces === undefined) computed.set(key, (faces = fontFaces(fonts)));
  return faces;
}

function fontFaces(fonts: readonly (BrandFont | undefined)[]): string {
  const faces = new Set<string>();
  for (const font of fonts) {
    if (!font || font === 'system') continue;
    const { family, fallback } = brandFonts[font];
    const local = fallback === 'serif' ? timesNewRoman : arial;
    faces.add(createFontStack([{ ...metrics[font], familyName: family }, local]).fontFaces);
  }
  return [...faces].join('\n');
}
