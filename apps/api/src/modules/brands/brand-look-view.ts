import { BrandFont, Language, type BrandTaglines, type BrandTheme } from '@direct/contracts';
import type { BrandTheme as StoredTheme } from '@direct/db';

// Stored JSON may hold a language or font this build doesn't know (rows written by a newer or
// older release): answers carry only what the contract can describe, never a 500.
export function knownTaglines(stored: Partial<Record<string, string>> | null | undefined): BrandTaglines {
  const taglines: BrandTaglines = {};
  for (const [language, text] of Object.entries(stored ?? {})) {
    if (Language.safeParse(language).success && typeof text === 'string' && text.trim() !== '') taglines[language as Language] = text;
  }
  return taglines;
}

// A brand's taglines with its single `tagline` as the default language's when that language has
// none of its own (brands written before taglines were per language, and the seed's).
export function taglinesOf(row: { taglines: Partial<Record<string, string>> | null; tagline: string | null; defaultLanguage: string }): BrandTaglines {
  const taglines = knownTaglines(row.taglines);
  const language = row.defaultLanguage as Language;
  if (row.tagline && !taglines[language] && Language.safeParse(language).success) taglines[language] = row.tagline;
  return taglines;
}

export function knownTheme(stored: StoredTheme): BrandTheme {
  const { headingFont, bodyFont, ...rest } = stored;
  return {
    ...rest,
    ...(BrandFont.safeParse(headingFont).success ? { headingFont: headingFont as BrandFont } : {}),
    ...(BrandFont.safeParse(bodyFont).success ? { bodyFont: bodyFont as BrandFont } : {}),
  };
}
