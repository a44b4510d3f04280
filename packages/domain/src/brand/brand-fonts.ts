// The curated fonts a brand may choose for its headings and body text (decision 0020). The site
// serves each from its own @fontsource package; `system` loads nothing. Keys are stored in the
// brand's theme, so a key is never renamed (add a new one instead). Plain data, so the site's
// browser code can use it without the contracts' schemas.
export const brandFonts = {
  system: { family: null, fallback: 'sans-serif' },
  inter: { family: 'Inter Variable', fallback: 'sans-serif' },
  'source-sans-3': { family: 'Source Sans 3 Variable', fallback: 'sans-serif' },
  nunito: { family: 'Nunito Variable', fallback: 'sans-serif' },
  lora: { family: 'Lora Variable', fallback: 'serif' },
  merriweather: { family: 'Merriweather Variable', fallback: 'serif' },
  'playfair-display': { family: 'Playfair Display Variable', fallback: 'serif' },
} as const satisfies Record<string, { family: string | null; fallback: 'serif' | 'sans-serif' }>;
export type BrandFont = keyof typeof brandFonts;
export const brandFontKeys = Object.keys(brandFonts) as [BrandFont, ...BrandFont[]];

export function isBrandFont(value: unknown): value is BrandFont {
  return typeof value === 'string' && Object.hasOwn(brandFonts, value);
}

// The console's brand page posts its unsaved look into the framed guest site.
export const brandPreviewMessageType = 'direct:brand-preview';
export const brandPreviewReadyType = 'direct:brand-preview-ready';
export type BrandPreviewMessage = {
  type: typeof brandPreviewMessageType;
  theme: { primaryColor: string; accentColor: string; backgroundColor: string; textColor: string; logoText: string; headingFont?: string; bodyFont?: string };
  taglines: Partial<Record<string, string>>;
};
