import { z } from 'zod';
import { FlagParam, limitParam, PageParam } from './catalog-query.ts';
import { OrganizationParams } from './host-accounts.ts';
import { JsonId, maxInt4 } from './numbers.ts';
import { RowVersion } from './row-version.ts';

// A host's properties as the console edits them: basics and address, texts per language (English
// in the property row, other languages beside it; a missing text falls back to English on the
// site), amenities, times, publication, the SEO route, and unit types with their units.

// The languages a property's texts are written in; English is the one every other falls back to.
export const contentLanguageValues = ['en', 'de', 'pt'] as const;
export const ContentLanguage = z.enum(contentLanguageValues);
export type ContentLanguage = z.infer<typeof ContentLanguage>;

export const propertyTypeValues = ['apartment', 'aparthotel', 'chalet', 'guesthouse', 'hostel', 'hotel', 'house', 'loft', 'studio', 'townhouse', 'villa'] as const;
export const PropertyType = z.enum(propertyTypeValues);

export const propertyCurrencyValues = ['EUR', 'GBP', 'USD', 'CHF'] as const;
export const PropertyCurrency = z.enum(propertyCurrencyValues);

// Why a property can't be published yet (a property is bookable with an active unit and rates).
export const publishProblemValues = ['no_active_unit', 'no_rates'] as const;
export const PublishProblem = z.enum(publishProblemValues);
export type PublishProblem = z.infer<typeof PublishProblem>;

export const propertyTextFields = ['name', 'summary', 'description', 'houseRules', 'checkinInstructions'] as const;
export type PropertyTextField = (typeof propertyTextFields)[number];

// The last part of the property's address on the site: /stays/<city>/<slug>.
export const propertySlugPattern = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(propertySlugPattern, 'Use 1–80 lower-case letters, digits and hyphens, not at the start or end.');

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:MM').describe('HH:MM, local time of the property');
const IdPath = z.coerce.number().int().min(1).max(maxInt4);

// An optional text: trimmed; empty means "none" (null).
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const HostPropertyParams = OrganizationParams.extend({ propertyId: IdPath });
export const HostPropertyTextsParams = HostPropertyParams.extend({ language: ContentLanguage });
export const HostUnitTypeParams = HostPropertyParams.extend({ unitTypeId: IdPath });
export const HostUnitParams = HostPropertyParams.extend({ unitId: IdPath });

export const hostPropertySortValues = ['name', '-name', 'updated', '-updated', 'city', '-city'] as const;

export const HostPropertyListQuery = z.strictObject({
  page: PageParam.optional(),
  limit: limitParam(25, 100),
  sort: z.enum(hostPropertySortValues).default('name').describe('name, updated or city; a leading "-" sorts descending'),
  published: FlagParam.optional().describe('Only published (true) or unpublished (false) properties'),
  featured: FlagParam.optional().describe('Only featured (true) or not featured (false) properties'),
  q: z.string().trim().max(100).optional().describe('Text in the name, city or address'),
});
export type HostPropertyListQuery = z.infer<typeof HostPropertyListQuery>;

export const HostPropertyListItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    city: z.object({ id: z.number().int(), name: z.string() }),
    units: z.object({ total: z.number().int(), active: z.number().int() }),
    isPublished: z.boolean(),
    isFeatured: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true }),
    version: z.number().int(),
  })
  .meta({ id: 'HostPropertyListItem' });

export const HostPropertyPage = z
  .object({ data: z.array(HostPropertyListItem), meta: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }) })
  .meta({ id: 'HostPropertyPage' });
export type HostPropertyPage = z.infer<typeof HostPropertyPage>;

// What the property forms choose from: cities (with their areas and country), amenities by
// category, the organization's brands and the fixed lists.
export const HostPropertyReferences = z
  .object({
    cities: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        country: z.object({ code: z.string(), name: z.string() }),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        areas: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    ),
    amenities: z.array(z.object({ id: z.number().int(), code: z.string(), category: z.string() })),
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    propertyTypes: z.array(PropertyType),
    currencies: z.array(PropertyCurrency),
    languages: z.array(ContentLanguage),
  })
  .meta({ id: 'HostPropertyReferences' });
export type HostPropertyReferences = z.infer<typeof HostPropertyReferences>;

const address = {
  propertyType: PropertyType,
  cityId: JsonId,
  areaId: JsonId.nullable().optional().transform((value) => value ?? null),
  addressLine1: z.string().trim().min(1).max(200),
  addressLine2: optionalText(200),
  postalCode: optionalText(20),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  currency: PropertyCurrency,
  // The brands whose sites show it; at least one. Absent on create: the organization's first brand.
  brandIds: z.array(JsonId).min(1).max(20).optional(),
};

export const CreatePropertyRequest = z
  .object({
    name: z.string().trim().min(1).max(120),
    ...address,
    currency: PropertyCurrency.default('EUR'),
    checkInTime: ClockTime.default('15:00'),
    checkOutTime: ClockTime.default('11:00'),
    // The address's last part; absent: made from the name (and made unique).
    slug: Slug.optional(),
  })
  .meta({ id: 'CreatePropertyRequest' });
export type CreatePropertyRequest = z.infer<typeof CreatePropertyRequest>;

export const UpdatePropertyRequest = z.object({ version: RowVersion, ...address }).meta({ id: 'UpdatePropertyRequest' });
export type UpdatePropertyRequest = z.infer<typeof UpdatePropertyRequest>;

// One language's texts. English needs a name; in another language an empty text means "not
// translated yet" (the site shows the English one).
export const UpdatePropertyTextsRequest = z
  .object({
    version: RowVersion,
    name: optionalText(120),
    summary: optionalText(500),
    description: optionalText(10_000),
    houseRules: optionalText(5_000),
    checkinInstructions: optionalText(5_000),
  })
  .meta({ id: 'UpdatePropertyTextsRequest' });
export type UpdatePropertyTextsRequest = z.infer<typeof UpdatePropertyTextsRequest>;

export const UpdatePropertyAmenitiesRequest = z
  .object({ version: RowVersion, amenityIds: z.array(JsonId).max(200) })
  .meta({ id: 'UpdatePropertyAmenitiesRequest' });

export const UpdatePropertyDetailsRequest = z
  .object({
    version: RowVersion,
    checkInTime: ClockTime,
    checkOutTime: ClockTime,
    // Listed on the platform's shared listing site too.
    isDirect: z.boolean(),
  })
  .meta({ id: 'UpdatePropertyDetailsRequest' });

export const SetPublicationRequest = z.object({ version: RowVersion, published: z.boolean() }).meta({ id: 'SetPublicationRequest' });
export const SetFeaturedRequest = z.object({ version: RowVersion, featured: z.boolean() }).meta({ id: 'SetFeaturedRequest' });

export const UpdatePropertySeoRequest = z
  .object({
    version: RowVersion,
    slug: Slug,
    title: optionalText(120),
    metaDescription: optionalText(320),
    twitterDescription: optionalText(320),
    facebookDescription: optionalText(500),
  })
  .meta({ id: 'UpdatePropertySeoRequest' });
export type UpdatePropertySeoRequest = z.infer<typeof UpdatePropertySeoRequest>;

export const HostPropertyTexts = z
  .object({
    language: ContentLanguage,
    name: z.string().nullable(),
    summary: z.string().nullable(),
    description: z.string().nullable(),
    houseRules: z.string().nullable(),
    checkinInstructions: z.string().nullable(),
    // The texts not written in this language yet (the site shows the English ones instead).
    missing: z.array(z.enum(propertyTextFields)),
  })
  .meta({ id: 'HostPropertyTexts' });
export type HostPropertyTexts = z.infer<typeof HostPropertyTexts>;

export const HostUnit = z
  .object({ id: z.number().int(), unitTypeId: z.number().int(), name: z.string(), isActive: z.boolean(), version: z.number().int() })
  .meta({ id: 'HostUnit' });
export type HostUnit = z.infer<typeof HostUnit>;

export const HostUnitType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    maxAdults: z.number().int(),
    maxChildren: z.number().int(),
    maxOccupancy: z.number().int(),
    baseOccupancy: z.number().int(),
    bedrooms: z.number().int(),
    bathrooms: z.number().int(),
    beds: z.number().int(),
    sizeM2: z.number().int().nullable(),
    petsAllowed: z.boolean(),
    isActive: z.boolean(),
    version: z.number().int(),
    units: z.array(HostUnit),
  })
  .meta({ id: 'HostUnitType' });
export type HostUnitType = z.infer<typeof HostUnitType>;

export const HostPropertySeo = z
  .object({
    slug: z.string(),
    completeRoute: z.string(),
    title: z.string().nullable(),
    metaDescription: z.string().nullable(),
    twitterDescription: z.string().nullable(),
    facebookDescription: z.string().nullable(),
  })
  .meta({ id: 'HostPropertySeo' });

export const HostProperty = z
  .object({
    id: z.number().int(),
    version: z.number().int(),
    name: z.string(),
    propertyType: z.string(),
    city: z.object({ id: z.number().int(), name: z.string(), country: z.object({ code: z.string(), name: z.string() }) }),
    areaId: z.number().int().nullable(),
    addressLine1: z.string(),
    addressLine2: z.string().nullable(),
    postalCode: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    currency: z.string(),
    checkInTime: ClockTime,
    checkOutTime: ClockTime,
    isPublished: z.boolean(),
    isFeatured: z.boolean(),
    isDirect: z.boolean(),
    brandIds: z.array(z.number().int()),
    texts: z.array(HostPropertyTexts),
    amenityIds: z.array(z.number().int()),
    unitTypes: z.array(HostUnitType),
    seo: HostPropertySeo.nullable(),
    // What publishing needs that is not there yet (empty: it can be published).
    publishProblems: z.array(PublishProblem),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'HostProperty' });
export type HostProperty = z.infer<typeof HostProperty>;

const count = (min: number, max: number) => z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

const unitTypeFields = {
  name: z.string().trim().min(1).max(120),
  description: optionalText(2_000),
  maxAdults: count(1, 50),
  maxChildren: count(0, 50),
  maxOccupancy: count(1, 100),
  baseOccupancy: count(1, 100),
  bedrooms: count(0, 50),
  bathrooms: count(0, 50),
  beds: count(0, 100),
  sizeM2: count(1, 10_000).nullable().optional().transform((value) => value ?? null),
  petsAllowed: z.boolean().default(false),
};

export const CreateUnitTypeRequest = z.object(unitTypeFields).meta({ id: 'CreateUnitTypeRequest' });
export type UnitTypeInput = z.infer<typeof CreateUnitTypeRequest>;

export const UpdateUnitTypeRequest = z.object({ version: RowVersion, ...unitTypeFields, isActive: z.boolean() }).meta({ id: 'UpdateUnitTypeRequest' });
export type UpdateUnitTypeRequest = z.infer<typeof UpdateUnitTypeRequest>;

export const CreateUnitRequest = z.object({ name: z.string().trim().min(1).max(120) }).meta({ id: 'CreateUnitRequest' });

// Rename, activate or deactivate (both optional; at least one is usual).
export const UpdateUnitRequest = z
  .object({ version: RowVersion, name: z.string().trim().min(1).max(120).optional(), isActive: z.boolean().optional() })
  .meta({ id: 'UpdateUnitRequest' });
export type UpdateUnitRequest = z.infer<typeof UpdateUnitRequest>;
