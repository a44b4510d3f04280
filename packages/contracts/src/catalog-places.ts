import { z } from 'zod';
import { Language } from './language.ts';
import { Country, TextLanguageParam, fieldsetParam, FlagParam, IdListParam, IdParam, limitParam, ListMeta, PageParam, SeoTexts } from './catalog-query.ts';

// GET /apis/hosts: listed hosts with at least one active property.
export const HostListQuery = z
  .strictObject({
    brands: IdParam.optional().describe('Brand id: hosts with active properties on that brand'),
    is_zeevou_direct: FlagParam.optional(),
    exclude_organization_id: IdListParam.optional(),
    page: PageParam.optional(),
    limit: limitParam(12),
  });
export type HostListQuery = z.infer<typeof HostListQuery>;

export const HostCard = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    logo: z.object({ url: z.string(), alt: z.string() }).nullable(),
    numberOfProperties: z.number().int(),
    route: z.object({ completeRoute: z.string(), metaDescription: z.string().nullable() }).nullable(),
    brand: z.object({ id: z.number().int(), name: z.string(), urlAlias: z.string(), hostname: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'HostCard' });
export type HostCard = z.infer<typeof HostCard>;

export const HostListResponse = z.object({ data: z.array(HostCard), meta: ListMeta }).meta({ id: 'HostListResponse' });
export type HostListResponse = z.infer<typeof HostListResponse>;

export const destinationFields = ['name', 'country', 'images', 'numberOfProperties', 'route'] as const;

// GET /apis/active_cities: destinations with at least one active property in the context.
export const ActiveCitiesQuery = z
  .strictObject({
    brands: IdParam.optional(),
    is_zeevou_direct: FlagParam.optional(),
    exclude_organization_id: IdListParam.optional(),
    'properties[]': fieldsetParam(destinationFields).optional(),
    language: TextLanguageParam.optional(),
  });
export type ActiveCitiesQuery = z.infer<typeof ActiveCitiesQuery>;

export const Destination = z
  .object({
    id: z.number().int(),
    name: z.string(),
    // The language `name` is in (Lissabon on a German page; en where no translation exists).
    nameLanguage: Language.optional(),
    country: Country,
    images: z.array(z.object({ url: z.string(), alt: z.string(), altLanguage: Language.optional(), width: z.number().int(), height: z.number().int() })),
    numberOfProperties: z.number().int(),
    route: z.object({ completeRoute: z.string(), metaDescription: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'Destination' });
export type Destination = z.infer<typeof Destination>;

export const DestinationItem = Destination.partial().required({ id: true }).meta({ id: 'DestinationItem' });
export type DestinationItem = z.infer<typeof DestinationItem>;

export const ActiveCitiesResponse = z.object({ data: z.array(DestinationItem) }).meta({ id: 'ActiveCitiesResponse' });
export type ActiveCitiesResponse = z.infer<typeof ActiveCitiesResponse>;

export const PlaceDetailParams = z.object({ id: IdParam });
export type PlaceDetailParams = z.infer<typeof PlaceDetailParams>;

// GET /apis/active_cities/{id}: one destination of the context (404 when it has no property there).
export const CityDetailQuery = z.strictObject({
  brands: IdParam.optional().describe('Brand id: properties published on that brand'),
  is_zeevou_direct: FlagParam.optional().describe('true: the shared listing (direct properties of every host)'),
  exclude_organization_id: IdListParam.optional().describe('Organizations left out; one value or the key repeated'),
  language: TextLanguageParam.optional(),
});
export type CityDetailQuery = z.infer<typeof CityDetailQuery>;

export const CityDetail = Destination.extend({
  description: z.string().nullable(),
  descriptionLanguage: Language.optional(),
  seo: SeoTexts.nullable(),
}).meta({ id: 'CityDetail' });
export type CityDetail = z.infer<typeof CityDetail>;

// GET /apis/hosts/{id}: one host of the context (404 when none of its properties is visible).
export const HostDetailQuery = z.strictObject({
  brands: IdParam.optional().describe('Brand id: hosts with active properties on that brand'),
  is_zeevou_direct: FlagParam.optional().describe('true: the shared listing (direct properties of every host)'),
  exclude_organization_id: IdListParam.optional().describe('Organizations left out; one value or the key repeated'),
});
export type HostDetailQuery = z.infer<typeof HostDetailQuery>;

export const HostDetail = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    logo: z.object({ url: z.string(), alt: z.string() }).nullable(),
    route: z.object({ completeRoute: z.string(), metaDescription: z.string().nullable() }).nullable(),
    numberOfProperties: z.number().int(),
    seo: SeoTexts.nullable(),
  })
  .meta({ id: 'HostDetail' });
export type HostDetail = z.infer<typeof HostDetail>;
