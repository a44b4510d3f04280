import { z } from 'zod';
import { Language } from './language.ts';

// The curated fonts a brand may choose for its headings and body text (decision 0020). The site
// serves each from its own @fontsource package; `system` loads nothing. Keys are stored in the
// brand's theme, so a key is never renamed (add a new one instead).
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
export const BrandFont = z.enum(brandFontKeys);

// The tagline in each of the brand's languages; a missing language falls back to the default one.
export const BrandTaglines = z.partialRecord(Language, z.string());
export type BrandTaglines = z.infer<typeof BrandTaglines>;

// Where the brand can be written to, shown on the site's contact page and footer.
export const PostalAddress = z.object({
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  // ISO 3166-1 alpha-2, e.g. PT; the site shows the country's name in the page's language.
  country: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

// Postcode shapes of the countries our hosts are in; elsewhere letters, digits, spaces and hyphens.
const postcodeShapes: Record<string, { pattern: RegExp; example: string }> = {
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '3920' },
  ES: { pattern: /^\d{5}$/, example: '08001' },
  IT: { pattern: /^\d{5}$/, example: '50122' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1012 AB' },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: 'SW1A 1AA' },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '94103' },
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code)) return false;
  try {
    return regionNames.of(code) !== undefined;
  } catch {
    return false;
  }
}

const line = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);

export const PostalAddressInput = z
  .object({
    street: line(200),
    postcode: z.string().trim().toUpperCase().min(2, 'must be a postcode').max(12, 'must be a postcode'),
    city: line(100),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'must be a country code like PT'),
  })
  .superRefine((address, context) => {
    const shape = postcodeShapes[address.country];
    const ok = shape ? shape.pattern.test(address.postcode) : /^[A-Z\d][A-Z\d -]{1,11}$/.test(address.postcode);
    if (!ok) context.addIssue({ code: 'custom', path: ['postcode'], message: shape ? `must be a postcode like ${shape.example}` : 'must be a postcode' });
  });

// The console's brand page posts its unsaved look into the framed guest site (decision 0020).
export const brandPreviewMessageType = 'direct:brand-preview';
export const brandPreviewReadyType = 'direct:brand-preview-ready';
export type BrandPreviewMessage = {
  type: typeof brandPreviewMessageType;
  theme: { primaryColor: string; accentColor: string; backgroundColor: string; textColor: string; logoText: string; headingFont?: string; bodyFont?: string };
  taglines: Partial<Record<string, string>>;
};
