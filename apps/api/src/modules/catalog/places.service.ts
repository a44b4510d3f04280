import type {
  ActiveCitiesQuery,
  ActiveCitiesResponse,
  CityDetail,
  CityDetailQuery,
  Destination,
  HostCard,
  HostDetail,
  HostDetailQuery,
  HostListQuery,
  HostListResponse,
  SeoTexts,
} from '@direct/contracts';
import { Language } from '@direct/contracts';
import { translatedAlt, translatedText } from '@direct/domain';
import { AppError } from '../../http/app-error.ts';
import { offsetOf } from '../../http/paging.ts';
import { listingFilterOf, type BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { countryName } from './country-names.ts';
import { imageUrl, pickFields } from './list-fields.ts';
import type { CityRow, HostRow, PlaceSeoColumns, PlacesRepository } from './places.repository.ts';

export type PlacesService = ReturnType<typeof createPlacesService>;

function toHost(row: HostRow): HostCard {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo_image_id !== null && row.logo_storage_key !== null ? { url: imageUrl(row.logo_image_id, row.logo_storage_key), alt: row.logo_alt ?? '' } : null,
    numberOfProperties: row.number_of_properties,
    route: row.complete_route === null ? null : { completeRoute: row.complete_route, metaDescription: row.meta_description },
    brand:
      row.brand_id === null
        ? null
        : { id: row.brand_id, name: row.brand_name ?? '', urlAlias: row.brand_url_alias ?? '', hostname: row.brand_hostname },
  };
}

// Names in the page's language (Lissabon, Lisboa) where written, else English, marked (decision 0032).
function toDestination(row: CityRow, language: string | undefined): Destination {
  const hasImage = row.image_id !== null && row.image_storage_key !== null;
  const name = translatedText(row.name, row.translations, language, 'name');
  const alt = translatedAlt(row.image_alt ?? '', row.image_alt_translations, language);
  return {
    id: row.id,
    name: name.text,
    nameLanguage: name.language,
    country: { code: row.country_code, name: countryName(row.country_code, row.country_name, language) },
    images: hasImage
      ? [{ url: imageUrl(row.image_id ?? 0, row.image_storage_key ?? ''), alt: alt.text, altLanguage: alt.language, width: row.image_width ?? 0, height: row.image_height ?? 0 }]
      : [],
    numberOfProperties: row.number_of_properties,
    route: row.complete_route === null ? null : { completeRoute: row.complete_route, metaDescription: row.meta_description },
  };
}

function toSeo(row: Pick<CityRow, 'complete_route' | 'meta_description'> & PlaceSeoColumns): SeoTexts | null {
  if (row.complete_route === null) return null;
  return {
    completeRoute: row.complete_route,
    metaDescription: row.meta_description,
    twitterDescription: row.twitter_description,
    facebookDescription: row.facebook_description,
  };
}

export function createPlacesService(options: { repository: PlacesRepository; brandScope: Pick<BrandScopeService, 'pinned'> }) {
  const { repository, brandScope } = options;
  return {
    async hosts(query: HostListQuery): Promise<HostListResponse> {
      // Without a brand or the shared listing the list covers every listed host of the platform.
      const filter = await brandScope.pinned(listingFilterOf(query, { required: false }));
      const paging = { page: query.page ?? 1, limit: query.limit };
      const { total, rows } = await repository.hostPage(filter, paging.limit, offsetOf(paging));
      return { data: rows.map(toHost), meta: { total, ...paging } };
    },

    async activeCities(query: ActiveCitiesQuery): Promise<ActiveCitiesResponse> {
      const filter = await brandScope.pinned(listingFilterOf(query, { required: true }));
      const rows = await repository.activeCities(filter, query.language ?? 'en');
      return { data: rows.map((row) => pickFields(toDestination(row, query.language), query['properties[]'])) };
    },

    // A city page exists for a context only while it has an active property there.
    async city(cityId: number, query: CityDetailQuery): Promise<CityDetail> {
      const filter = await brandScope.pinned(listingFilterOf(query, { required: true }));
      const row = await repository.city(filter, cityId, query.language ?? 'en');
      if (!row) throw new AppError('not_found', 'There is no such destination here.');
      return { ...toDestination(row, query.language), description: row.description, descriptionLanguage: Language.parse(row.description_language), seo: toSeo(row) };
    },

    // Like the hosts list: a listed host with an active property in the context (any context
    // when none is named).
    async host(organizationId: number, query: HostDetailQuery): Promise<HostDetail> {
      const filter = await brandScope.pinned(listingFilterOf(query, { required: false }));
      const row = await repository.host(filter, organizationId);
      if (!row) throw new AppError('not_found', 'There is no such host here.');
      const { id, name, description, logo, route, numberOfProperties } = toHost(row);
      return { id, name, description, logo, route, numberOfProperties, seo: toSeo(row) };
    },
  };
}
