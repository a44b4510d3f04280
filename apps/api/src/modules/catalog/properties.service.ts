import type { FavoritePropertiesQuery, PropertyCard, PropertyCardField, PropertyCardItem, PropertyListQuery, PropertyListResponse } from '@direct/contracts';
import { renditionFormats, translatedAlt, translatedText, utcDateOf } from '@direct/domain';
import { offsetOf } from '../../http/paging.ts';
import { listingFilterOf, type BrandScopeService, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';
import { countryName } from './country-names.ts';
import { imageUrl, pickFields } from './list-fields.ts';
import type { PropertiesRepository, PropertyOrder, PropertyRow } from './properties.repository.ts';

export type PropertiesService = ReturnType<typeof createPropertiesService>;

// The nights the list's "from" price looks at.
const priceNights = 30;

function toCard(row: PropertyRow, language: string | undefined): Omit<PropertyCard, 'images' | 'amenities' | 'averageNightlyPrice'> {
  // City and area names in the page's language where written (Lissabon), else English, marked.
  const city = translatedText(row.city_name, row.city_translations, language, 'name');
  const area = row.area_id === null ? null : translatedText(row.area_name ?? '', row.area_translations, language, 'name');
  return {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    address: {
      line1: row.address_line1,
      line2: row.address_line2,
      postalCode: row.postal_code,
      city: city.text,
      country: { code: row.country_code, name: countryName(row.country_code, row.country_name, language) },
      latitude: row.latitude,
      longitude: row.longitude,
    },
    area: row.area_id === null || !area ? null : { id: row.area_id, name: area.text, nameLanguage: area.language },
    reviewAverage: row.review_average,
    reviewCount: row.review_count,
    route: row.route_id === null ? null : { id: row.route_id, completeRoute: row.complete_route ?? '', metaDescription: row.meta_description },
    defaultBrand: { id: row.brand_id, name: row.brand_name, urlAlias: row.brand_url_alias },
    isFeatured: row.is_featured,
    city: { id: row.city_id, name: city.text, nameLanguage: city.language },
    maxOccupancy: row.max_occupancy,
    bedrooms: row.bedrooms,
  };
}

function altOf(english: string, translations: Record<string, string>, language: string | undefined): { alt: string; altLanguage: 'en' | 'de' | 'pt' } {
  const alt = translatedAlt(english, translations, language);
  return { alt: alt.text, altLanguage: alt.language };
}

export function createPropertiesService(options: { repository: PropertiesRepository; brandScope: Pick<BrandScopeService, 'pinned'>; now: () => Date }) {
  const { repository, brandScope, now } = options;
  const wants = (fields: readonly PropertyCardField[] | undefined, field: PropertyCardField) => !fields || fields.includes(field);

  // Cards for the given ids in that order; images, amenities and prices only when asked for.
  async function cardsFor(filter: ListingFilter, ids: readonly number[], fields: readonly PropertyCardField[] | undefined, language?: string): Promise<PropertyCardItem[]> {
    const [rows, images, amenities, prices] = await Promise.all([
      repository.cards(filter, ids),
      wants(fields, 'images') ? repository.images(filter, ids) : [],
      wants(fields, 'amenities') ? repository.amenities(filter, ids) : [],
      wants(fields, 'averageNightlyPrice') ? repository.averageNightlyPrices(filter, ids, utcDateOf(now()), priceNights) : [],
    ]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const price = prices.find((entry) => entry.property_id === id);
      const card: PropertyCard = {
        ...toCard(row, language),
        images: images
          .filter((image) => image.property_id === id)
          .map((image) => ({
            id: image.id,
            url: imageUrl(image.id, image.storage_key),
            ...altOf(image.alt, image.alt_translations, language),
            width: image.width,
            height: image.height,
            ...(image.rendition_widths.length > 0
              ? { renditions: { widths: [...image.rendition_widths].sort((a, b) => a - b), formats: renditionFormats.filter((format) => image.rendition_formats.includes(format)) } }
              : {}),
          })),
        amenities: amenities.filter((entry) => entry.property_id === id).map((entry) => entry.code),
        averageNightlyPrice: price ? { amountMinor: price.amount_minor, currency: price.currency } : null,
      };
      return [pickFields(card, fields)];
    });
  }

  return {
    // Full cards for ids another module chose (property search), in that order, within the filter.
    async cards(filter: ListingFilter, ids: readonly number[], language?: string): Promise<PropertyCard[]> {
      // Without a fieldset every card is complete.
      return (await cardsFor(filter, ids, undefined, language)) as PropertyCard[];
    },

    async list(query: PropertyListQuery): Promise<PropertyListResponse> {
      const filter = await brandScope.pinned(listingFilterOf(query, { required: true }));
      const explicit = query['order[featured]'] !== undefined || query['order[name]'] !== undefined;
      // The explore page's order unless the client names its own: featured first, then by name.
      const order: PropertyOrder = explicit
        ? { featured: query['order[featured]'], name: query['order[name]'] }
        : { featured: 'desc', name: 'asc' };
      const paging = { page: query.page ?? 1, limit: query.limit };
      const { total, ids } = await repository.page(filter, order, paging.limit, offsetOf(paging));
      return { data: await cardsFor(filter, ids, query['properties[]'], query.language), meta: { total, ...paging } };
    },

    async topRated(query: FavoritePropertiesQuery): Promise<{ data: PropertyCardItem[] }> {
      const filter = await brandScope.pinned(listingFilterOf(query, { required: true }));
      const ids = await repository.topRated(filter, query.limit);
      return { data: await cardsFor(filter, ids, query['properties[]'], query.language) };
    },
  };
}
