import { z } from 'zod';
import { AnalyticsIdInputs, BrandAnalytics } from './brand-analytics.ts';
import { BrandFont, BrandTaglines, PostalAddress, PostalAddressInput } from './brand-look.ts';
import { Language } from './brands.ts';
import { OrganizationParams } from './host-accounts.ts';
import { maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';

// A brand's look and languages as its host edits them (the console's onboarding and brand pages).

const hexColour = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f4e79');

export const HostBrandTheme = z.object({
  primaryColor: hexColour,
  accentColor: hexColour,
  backgroundColor: hexColour,
  textColor: hexColour,
  // Shown where the brand has no logo.
  logoText: z.string().trim().min(1).max(40),
  fontFamily: z
    .string()
    .trim()
    .max(80)
    .regex(/^[\p{L}\p{N} ,'"-]*$/u, 'use font family names only')
    .optional(),
  // Curated fonts (brand-look.ts); absent: the system font.
  headingFont: BrandFont.optional(),
  bodyFont: BrandFont.optional(),
});

export const ContrastCheck = z.object({
  pair: z.enum(['text', 'links', 'buttons', 'highlights']),
  ratio: z.number(),
  passes: z.boolean(),
});

export const HostBrandSettings = z
  .object({
    id: z.number().int(),
    name: z.string(),
    alias: z.string(),
    tagline: z.string().nullable(),
    // Per language; `tagline` is the default language's (what the site falls back to).
    taglines: BrandTaglines,
    theme: z.object({
      primaryColor: z.string(),
      accentColor: z.string(),
      backgroundColor: z.string(),
      textColor: z.string(),
      logoText: z.string(),
      fontFamily: z.string().optional(),
      headingFont: BrandFont.optional(),
      bodyFont: BrandFont.optional(),
    }),
    logoUrl: z.string().nullable(),
    currency: z.string(),
    languages: z.array(Language),
    defaultLanguage: Language,
    // Shown in the site's footer and contact page.
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    postalAddress: PostalAddress.nullable(),
    // Google Analytics 4, Tag Manager and Meta pixel ids (decision 0033).
    analytics: BrandAnalytics,
    // How the colours read (WCAG AA is 4.5:1); the site fixes links that fail, text must pass.
    contrast: z.array(ContrastCheck),
    version: z.number().int(),
  })
  .meta({ id: 'HostBrandSettings' });
export type HostBrandSettings = z.infer<typeof HostBrandSettings>;

export const UpdateBrandRequest = z
  .object({
    version: RowVersion,
    name: z.string().trim().min(2).max(120).optional(),
    // The default language's tagline (onboarding); `taglines` sets every language at once.
    tagline: z.string().trim().max(160).nullable().optional(),
    // Per language; an empty or absent language shows the default language's tagline.
    taglines: z.partialRecord(Language, z.string().trim().max(160)).optional(),
    theme: HostBrandTheme.optional(),
    currency: z.enum(['EUR', 'GBP', 'USD', 'CHF']).optional(),
    languages: z.array(Language).min(1).max(3).optional(),
    defaultLanguage: Language.optional(),
    contactEmail: z.string().trim().toLowerCase().max(200).pipe(z.email('must be an email address')).nullable().optional(),
    contactPhone: z
      .string()
      .trim()
      .regex(/^\+?[\d ()./-]{6,30}$/, 'must be a phone number like +351 912 345 678')
      .nullable()
      .optional(),
    postalAddress: PostalAddressInput.nullable().optional(),
    // Measurement ids (decision 0033); null or an empty text removes one.
    ...AnalyticsIdInputs,
  })
  .meta({ id: 'UpdateBrandRequest' });

export const BrandParams = OrganizationParams.extend({ brandId: z.coerce.number().int().min(1).max(maxInt4) });
