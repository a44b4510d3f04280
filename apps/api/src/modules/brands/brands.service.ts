import { Language, type Brand } from '@direct/contracts';
import { validAnalyticsIds } from '@direct/domain/measurement';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { knownTheme, taglinesOf } from './brand-look-view.ts';
import type { BrandRecord, BrandsRepository } from './brands.repository.ts';

export type BrandsService = ReturnType<typeof createBrandsService>;

// Host names that reach the default brand on a developer's machine whatever PLATFORM_DOMAIN is.
const localHostnames = new Set(['localhost', '127.0.0.1']);

function unregistered(hostname: string): AppError {
  return new AppError('unregistered_domain', `No brand is registered for the host name ${hostname}.`);
}

// Brands may hold languages the contract doesn't know (yet); the site gets only the ones it can show.
function knownLanguages(record: BrandRecord): Pick<Brand, 'defaultLanguage' | 'languages'> {
  const languages = record.languages.flatMap((language) => {
    const parsed = Language.safeParse(language);
    return parsed.success ? [parsed.data] : [];
  });
  const defaultLanguage = Language.safeParse(record.defaultLanguage);
  return { defaultLanguage: defaultLanguage.success ? defaultLanguage.data : 'en', languages: languages.length > 0 ? languages : ['en'] };
}

// Images are served by GET /apis/image/{id}/{file name}; the site serves the same path on the
// brand's own domain, so a relative URL works in the guest's browser.
function logoUrlOf(record: BrandRecord): string | null {
  if (record.logoImageId === null || record.logoStorageKey === null) return null;
  const fileName = record.logoStorageKey.split('/').pop() ?? 'logo';
  return `/apis/image/${record.logoImageId}/${encodeURIComponent(fileName)}`;
}

export function createBrandsService(options: { repository: BrandsRepository; config: Config }) {
  const { repository, config } = options;

  function toBrand(record: BrandRecord): Brand {
    return {
      id: record.id,
      organizationId: record.organizationId,
      name: record.name,
      urlAlias: record.urlAlias,
      tagline: record.tagline,
      taglines: taglinesOf(record),
      theme: knownTheme(record.theme),
      logoUrl: logoUrlOf(record),
      ...knownLanguages(record),
      currency: record.currency,
      isSharedListing: record.isSharedListing,
      contactEmail: record.contactEmail,
      contactPhone: record.contactPhone,
      postalAddress: record.postalAddress,
      primaryHostname: record.primaryHostname,
      analytics: validAnalyticsIds(record),
      excludedOrganizationIds: record.isSharedListing ? [...config.sharedListingExcludedOrganizationIds] : [],
    };
  }

  // Custom domain first, then <alias>.<platform domain>, then the bare platform domain (or a
  // local address) for the default brand.
  async function find(hostname: string): Promise<BrandRecord | undefined> {
    const byDomain = await repository.findByHostname(hostname);
    if (byDomain) return byDomain;
    const suffix = `.${config.platformDomain}`;
    if (hostname.endsWith(suffix)) {
      const urlAlias = hostname.slice(0, -suffix.length);
      return urlAlias.includes('.') ? undefined : repository.findByUrlAlias(urlAlias);
    }
    if (hostname === config.platformDomain || localHostnames.has(hostname)) {
      return repository.findByUrlAlias(config.defaultBrandAlias);
    }
    return undefined;
  }

  return {
    // The brand a host name serves. Expects a host name without port (the route strips it).
    async resolve(rawHostname: string): Promise<Brand> {
      const hostname = rawHostname.toLowerCase().replace(/\.$/, '');
      const record = await find(hostname);
      if (!record?.isActive) throw unregistered(hostname);
      return toBrand(record);
    },
  };
}
