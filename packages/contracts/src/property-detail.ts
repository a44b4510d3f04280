import { z } from 'zod';
import { IdListParam, IdParam, ImageRef, SeoTexts } from './catalog-query.ts';
import { PropertyCard } from './catalog-properties.ts';
import { ContentLanguage } from './host-properties.ts';

// GET /apis/properties/{id}: one property's page.
export const PropertyDetailParams = z.object({ id: IdParam });
export type PropertyDetailParams = z.infer<typeof PropertyDetailParams>;

export const PropertyDetailQuery = z.strictObject({
  brand_id: IdParam.describe('Brand id (required): the property must be visible on that brand'),
  exclude_organization_id: IdListParam.optional().describe('Organizations left out; one value or the key repeated'),
  language: ContentLanguage.optional().describe('The page’s language: each text in it where the host wrote one, else in English (see textLanguages)'),
});
export type PropertyDetailQuery = z.infer<typeof PropertyDetailQuery>;

const ClockTime = z.string().regex(/^\d{2}:\d{2}$/).describe('HH:MM, local time of the property');

export const PropertyAmenity = z.object({ code: z.string(), category: z.string() }).meta({ id: 'PropertyAmenity' });
export type PropertyAmenity = z.infer<typeof PropertyAmenity>;

export const PropertyUnitType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    maxOccupancy: z.number().int(),
    maxAdults: z.number().int(),
    maxChildren: z.number().int(),
    bedrooms: z.number().int(),
    bathrooms: z.number(),
    beds: z.number().int(),
    sizeM2: z.number().nullable(),
    petsAllowed: z.boolean(),
  })
  .meta({ id: 'PropertyUnitType' });
export type PropertyUnitType = z.infer<typeof PropertyUnitType>;

export const PropertyDetail = PropertyCard.extend({
  summary: z.string().nullable(),
  description: z.string().nullable(),
  houseRules: z.string().nullable(),
  propertyType: z.string(),
  checkInTime: ClockTime,
  checkOutTime: ClockTime,
  currency: z.string(),
  // Every amenity, ordered by category then code; labels come from the i18n catalogs.
  amenityDetails: z.array(PropertyAmenity),
  // Active unit types only.
  unitTypes: z.array(PropertyUnitType),
  // The organization that runs the property; route is its SEO path, if it has one.
  host: z.object({ id: z.number().int(), name: z.string(), route: z.string().nullable() }),
  seo: SeoTexts.nullable(),
  // The language each host text is in: the one asked for, or English where it isn't written yet.
  textLanguages: z.object({ name: ContentLanguage, summary: ContentLanguage, description: ContentLanguage, houseRules: ContentLanguage }),
  // All the property's images in position order (the card has only the first few).
  images: z.array(ImageRef),
}).meta({ id: 'PropertyDetail' });
export type PropertyDetail = z.infer<typeof PropertyDetail>;
