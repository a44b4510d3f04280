import { brandFontKeys, type BrandFont as BrandFontKey } from '@direct/domain/brand-fonts';
import { z } from 'zod';
import { Language } from './language.ts';

export { brandFontKeys, brandFonts, brandPreviewMessageType, brandPreviewReadyType, type BrandPreviewMessage } from '@direct/domain/brand-fonts';
// The curated fonts (@direct/domain/brand-fonts, decision 0020): a theme names one by its key.
export const BrandFont = z.enum(brandFontKeys);
export type BrandFont = BrandFontKey;

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

