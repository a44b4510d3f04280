import type { BrandFont } from '@direct/domain/brand-fonts';
import interCss from '@fontsource-variable/inter/index.css?url';
import loraCss from '@fontsource-variable/lora/index.css?url';
import merriweatherCss from '@fontsource-variable/merriweather/index.css?url';
import nunitoCss from '@fontsource-variable/nunito/index.css?url';
import playfairDisplayCss from '@fontsource-variable/playfair-display/index.css?url';
import sourceSans3Css from '@fontsource-variable/source-sans-3/index.css?url';

// Each curated font's stylesheet, built and served by the site itself (no font CDN, decision
// 0020). Only the chosen fonts' sheets are linked; each declares its subsets by unicode-range, so
// the browser fetches only the files a page's characters need, with font-display: swap.
export const fontStylesheets: Record<BrandFont, string | null> = {
  system: null,
  inter: interCss,
  'source-sans-3': sourceSans3Css,
  nunito: nunitoCss,
  lora: loraCss,
  merriweather: merriweatherCss,
  'playfair-display': playfairDisplayCss,
};

export type FontStylesheet = { font: BrandFont; href: string };

export function chosenFontStylesheets(fonts: readonly (BrandFont | undefined)[]): FontStylesheet[] {
  const chosen = [...new Set(fonts)].filter((font): font is BrandFont => font !== undefined && fontStylesheets[font] !== null);
  return chosen.map((font) => ({ font, href: fontStylesheets[font]! }));
}
