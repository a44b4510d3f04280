import type { HostOperationSamples } from './sample.ts';

// Rows that don't exist: an allowed role gets that row's 404 (or the city's 400), nothing is written.
const property = { propertyId: 999_999 };
const unitTypeFields = { name: 'Double room', maxAdults: 2, maxChildren: 0, maxOccupancy: 2, baseOccupancy: 2, bedrooms: 1, bathrooms: 1, beds: 1 };

export const propertySamples: HostOperationSamples = {
  hostListProperties: {},
  hostPropertyReferences: {},
  hostCreateProperty: {
    body: { name: 'Sample loft', propertyType: 'loft', cityId: 999_999, addressLine1: 'Rua Sample 1', latitude: 38.71, longitude: -9.13, currency: 'EUR' },
  },
  hostGetProperty: { params: property },
  hostUpdateProperty: {
    params: property,
    body: { version: 1, propertyType: 'loft', cityId: 999_999, addressLine1: 'Rua Sample 1', latitude: 38.71, longitude: -9.13, currency: 'EUR' },
  },
  hostDeleteProperty: { params: property },
  hostUpdatePropertyTexts: { params: { ...property, language: 'de' }, body: { version: 1, name: 'Beispiel-Loft' } },
  hostSetPropertyAmenities: { params: property, body: { version: 1, amenityIds: [] } },
  hostUpdatePropertyDetails: { params: property, body: { version: 1, checkInTime: '15:00', checkOutTime: '11:00', isDirect: true } },
  hostSetPropertyPublication: { params: property, body: { version: 1, published: true } },
  hostSetPropertyFeatured: { params: property, body: { version: 1, featured: true } },
  hostUpdatePropertySeo: { params: property, body: { version: 1, slug: 'sample-loft' } },
  hostCreateUnitType: { params: property, body: unitTypeFields },
  hostUpdateUnitType: { params: { ...property, unitTypeId: 999_999 }, body: { version: 1, ...unitTypeFields, isActive: true } },
  hostDeleteUnitType: { params: { ...property, unitTypeId: 999_999 } },
  hostCreateUnit: { params: { ...property, unitTypeId: 999_999 }, body: { name: 'Room 101' } },
  hostUpdateUnit: { params: { ...property, unitId: 999_999 }, body: { version: 1, isActive: false } },
  hostDeleteUnit: { params: { ...property, unitId: 999_999 } },
};
