import { z } from 'zod';
import { BrandFont, BrandTaglines, PostalAddress } from './brand-look.ts';
import { Language } from './language.ts';
import { BrandAnalytics } from './brand-analytics.ts';

export { Language, languages } from './language.ts';

export const BrandTheme = z.object({
  primaryColor: z.string(),
  accentColor: z.string(),
  backgroundColor: z.string(),
  textColor: z.string(),
  logoText: z.string(),
  fontFamily: z.string().optional(),
  headingFont: BrandFont.optional(),
  bodyFont: BrandFont.optional(),
});
export type BrandTheme = z.infer<typeof BrandTheme>;

// What the site needs to render a brand's shell. Public: no secrets, no internal settings.
export const Brand = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    name: z.string(),
    urlAlias: z.string(),
    tagline: z.string().nullable(),
    // Per language; the site shows its page language's, else `tagline` (the default language's).
    taglines: BrandTaglines,
    theme: BrandTheme,
    logoUrl: z.string().nullable(),
    defaultLanguage: Language,
    languages: z.array(Language),
    currency: z.string().length(3),
    isSharedListing: z.boolean(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    postalAddress: PostalAddress.nullable(),
    primaryHostname: z.string().nullable(),
    // Measurement the site loads only after the guest's consent (decision 0033): public ids only.
    analytics: BrandAnalytics,
    // Organizations whose properties this brand must not list (shared listing: 66 by default).
    excludedOrganizationIds: z.array(z.number().int()),
  })
  .meta({ id: 'Brand' });
export type Brand = z.infer<typeof Brand>;

// GET /apis/brands/resolve?hostname=… (not shown in the spec; ours): the brand a host name serves.
export const ResolveBrandQuery = z.object({
  hostname: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name without scheme or port'),
});
export type ResolveBrandQuery = z.infer<typeof ResolveBrandQuery>;
