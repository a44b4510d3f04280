import { Language, type BrandTaglines, type HostBrandSettings, type PostalAddress } from '@direct/contracts';
import { minimumTextContrast, themeContrast } from '@direct/domain/brand';
import { validAnalyticsIds } from '@direct/domain/measurement';
import type { AuditActor } from '@direct/db';
import { AppError } from '../../http/app-error.ts';
import { staleWrite } from '../../http/stale-write.ts';
import { knownTaglines, knownTheme, taglinesOf } from './brand-look-view.ts';
import type { BrandChanges, BrandSettingsRepository, BrandSettingsRow } from './brand-settings.repository.ts';

export type BrandSettingsService = ReturnType<typeof createBrandSettingsService>;

const notFound = () => new AppError('not_found', 'There is no such brand.');
const language = (value: string) => (Language.safeParse(value).success ? (value as Language) : 'en');

function view(row: BrandSettingsRow): HostBrandSettings {
  const fileName = row.logoStorageKey?.split('/').pop();
  return {
    id: row.id,
    name: row.name,
    alias: row.urlAlias,
    tagline: row.tagline,
    taglines: taglinesOf(row),
    theme: knownTheme(row.theme),
    logoUrl: row.logoImageId !== null && fileName ? `/apis/image/${row.logoImageId}/${encodeURIComponent(fileName)}` : null,
    currency: row.currency,
    languages: [...new Set(row.languages.map(language))],
    defaultLanguage: language(row.defaultLanguage),
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    postalAddress: row.postalAddress,
    analytics: validAnalyticsIds(row),
    contrast: themeContrast(row.theme) ?? [],
    version: row.version,
  };
}

export type BrandUpdate = { version: number } & Partial<{
  name: string;
  tagline: string | null;
  taglines: BrandTaglines;
  theme: BrandSettingsRow['theme'];
  currency: string;
  languages: Language[];
  defaultLanguage: Language;
  contactEmail: string | null;
  contactPhone: string | null;
  postalAddress: PostalAddress | null;
  ga4MeasurementId: string | null;
  gtmContainerId: string | null;
  metaPixelId: string | null;
}>;

export function createBrandSettingsService(options: { repository: BrandSettingsRepository }) {
  const { repository } = options;
  return {
    async get(organizationId: number, brandId: number): Promise<HostBrandSettings> {
      const row = await repository.find(organizationId, brandId);
      if (!row) throw notFound();
      return view(row);
    },

    async update(organizationId: number, brandId: number, input: BrandUpdate, actor: AuditActor, requestId?: string): Promise<HostBrandSettings> {
      const current = await repository.find(organizationId, brandId);
      if (!current) throw notFound();
      const { version, ...changes } = input;
      if (changes.theme) {
        // A form without font fields (onboarding's) keeps the brand's fonts; the page's sets them.
        const { fontFamily, headingFont, bodyFont } = current.theme;
        changes.theme = { ...(fontFamily ? { fontFamily } : {}), ...(headingFont ? { headingFont } : {}), ...(bodyFont ? { bodyFont } : {}), ...changes.theme };
        // Body text must be readable; the site already swaps unreadable link and button colours.
        const text = themeContrast(changes.theme)!.find((check) => check.pair === 'text')!;
        if (!text.passes) {
          throw new AppError('validation_failed', 'The text colour is hard to read on the background.', {
            fields: [{ field: 'theme.textColor', reason: 'low_contrast', message: `Contrast ${text.ratio}:1 is below the ${minimumTextContrast}:1 that WCAG AA asks of text` }],
          });
        }
      }
      const languages = changes.languages ? [...new Set(changes.languages)] : current.languages;
      if (changes.languages) changes.languages = languages as Language[];
      const defaultLanguage = changes.defaultLanguage ?? current.defaultLanguage;
      if (!languages.includes(defaultLanguage)) {
        throw new AppError('validation_failed', 'The default language must be one of the brand’s languages.', {
          fields: [{ field: 'defaultLanguage', reason: 'not_in_languages', message: 'must be one of the languages' }],
        });
      }
      const result = await repository.update(organizationId, brandId, version, { ...(changes as BrandChanges), ...taglineChanges(current, changes, defaultLanguage) }, { actor, ...(requestId ? { requestId } : {}) });
      if (!result.ok) throw result.reason === 'stale' ? staleWrite('brand') : notFound();
      return view(result.row);
    },
  };
}

// `taglines` holds every language; `tagline` stays the default language's (what a language without
// its own falls back to, and what onboarding sets). Either input, or a new default language,
// keeps the two in step.
function taglineChanges(current: BrandSettingsRow, changes: Omit<BrandUpdate, 'version'>, defaultLanguage: string): Pick<BrandChanges, 'tagline' | 'taglines'> {
  if (changes.taglines === undefined && changes.tagline === undefined && changes.defaultLanguage === undefined) return {};
  let taglines: Partial<Record<string, string>> = { ...taglinesOf(current) };
  if (changes.taglines !== undefined) taglines = knownTaglines(changes.taglines);
  else if (changes.tagline !== undefined) {
    if (changes.tagline === null || changes.tagline === '') delete taglines[defaultLanguage];
    else taglines[defaultLanguage] = changes.tagline;
  }
  return { taglines, tagline: taglines[defaultLanguage] ?? null };
}
