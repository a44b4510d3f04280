import { z } from 'zod';
import { Country, CountParam, LocalizedName, TextLanguageParam, fieldsetParam, FlagParam, IdListParam, IdParam, ImageRef, limitParam, ListMeta, Money, OrderDirection, PageParam } from './catalog-query.ts';

export const propertyCardFields = [
  'organizationId',
  'name',
  'address',
  'amenities',
  'area',
  'averageNightlyPrice',
  'images',
  'reviewAverage',
  'reviewCount',
  'route',
  'defaultBrand',
  'isFeatured',
  'city',
  'maxOccupancy',
  'bedrooms',
] as const;
export type PropertyCardField = (typeof propertyCardFields)[number];

// A property as the explore, home and top-rated lists show it.
export const PropertyCard = z
  .object({
    id: z.number().int(),
    organizationId: z.number().int(),
    name: z.string(),
    address: z.object({
      line1: z.string(),
      line2: z.string().nullable(),
      postalCode: z.string().nullable(),
      city: z.string(),
      country: Country,
      latitude: z.number(),
      longitude: z.number(),
    }),
    // Amenity codes; labels come from the i18n catalogs (amenity.<code>).
    amenities: z.array(z.string()),
    area: LocalizedName.nullable(),
    // Average over the next 30 nights of the cheapest base plan, stop-sold nights left out.
    averageNightlyPrice: Money.nullable(),
    images: z.array(ImageRef),
    reviewAverage: z.number().nullable(),
    reviewCount: z.number().int(),
    route: z.object({ id: z.number().int(), completeRoute: z.string(), metaDescription: z.string().nullable() }).nullable(),
    defaultBrand: z.object({ id: z.number().int(), name: z.string(), urlAlias: z.string() }),
    isFeatured: z.boolean(),
    city: LocalizedName,
    maxOccupancy: z.number().int().nullable(),
    bedrooms: z.number().int().nullable(),
  })
  .meta({ id: 'PropertyCard' });
export type PropertyCard = z.infer<typeof PropertyCard>;

// With properties[] an item carries only the fields asked for, plus id.
export const PropertyCardItem = PropertyCard.partial()
  .required({ id: true })
  .meta({ id: 'PropertyCardItem', description: 'A PropertyCard; with properties[] only the fields asked for, plus id' });
export type PropertyCardItem = z.infer<typeof PropertyCardItem>;

const listingContext = {
  brands: IdParam.optional().describe('Brand id: properties published on that brand'),
  'brands.url_alias': z.string().min(1).max(100).optional().describe('Brand url alias, instead of its id'),
  is_zeevou_direct: FlagParam.optional().describe('true: the shared listing (direct properties of every host)'),
  is_active: FlagParam.optional(),
  exclude_organization_id: IdListParam.optional().describe('Organizations left out; one value or the key repeated'),
  'unit_count[gt]': CountParam.optional().describe('Only properties with more active units than this'),
};

// GET /apis/direct/properties
export const PropertyListQuery = z
  .strictObject({
    ...listingContext,
    'order[featured]': OrderDirection.optional(),
    'order[name]': OrderDirection.optional(),
    city: IdParam.optional().describe('City id: only properties in that city (a city page)'),
    organization: IdParam.optional().describe('Organization id: only that host\'s properties (a host page)'),
    page: PageParam.optional(),
    limit: limitParam(12),
    'properties[]': fieldsetParam(propertyCardFields).optional(),
    language: TextLanguageParam.optional(),
  });
export type PropertyListQuery = z.infer<typeof PropertyListQuery>;

export const PropertyListResponse = z.object({ data: z.array(PropertyCardItem), meta: ListMeta }).meta({ id: 'PropertyListResponse' });
export type PropertyListResponse = z.infer<typeof PropertyListResponse>;

// GET /apis/favorite_properties: the top rated.
export const FavoritePropertiesQuery = z
  .strictObject({ ...listingContext, limit: limitParam(5), 'properties[]': fieldsetParam(propertyCardFields).optional(), language: TextLanguageParam.optional() });
export type FavoritePropertiesQuery = z.infer<typeof FavoritePropertiesQuery>;

export const FavoritePropertiesResponse = z.object({ data: z.array(PropertyCardItem) }).meta({ id: 'FavoritePropertiesResponse' });
export type FavoritePropertiesResponse = z.infer<typeof FavoritePropertiesResponse>;
