import type { PropertyDetail, ReviewSummary } from '@direct/contracts';
import { absolute } from '../../lib/i18n/page-meta.ts';

// schema.org VacationRental for a property page (search engines' holiday-rental results):
// the property, its units (containsPlace), amenities, times, rating and who offers it.
export function vacationRentalJsonLd(
  property: PropertyDetail,
  options: {
    origin: string;
    url: string;
    brandName: string;
    lng: string;
    reviews: Pick<ReviewSummary, 'average' | 'count'> | null;
    amenityName: (code: string) => string;
  },
) {
  const { address } = property;
  const description = property.summary ?? property.seo?.metaDescription ?? property.description ?? undefined;
  const rating = options.reviews && options.reviews.count > 0 && options.reviews.average !== null ? options.reviews : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    identifier: String(property.id),
    name: property.name,
    ...(description ? { description } : {}),
    url: options.url,
    inLanguage: options.lng,
    image: property.images.map((image) => absolute(options.origin, image.url)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      addressLocality: address.city,
      addressCountry: address.country.code,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.latitude, longitude: address.longitude },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    containsPlace: property.unitTypes.map((unit) => ({
      '@type': 'Accommodation',
      name: unit.name,
      ...(unit.description ? { description: unit.description } : {}),
      occupancy: { '@type': 'QuantitativeValue', maxValue: unit.maxOccupancy },
      numberOfBedrooms: unit.bedrooms,
      numberOfBathroomsTotal: unit.bathrooms,
      bed: { '@type': 'BedDetails', numberOfBeds: unit.beds },
      ...(unit.sizeM2 ? { floorSize: { '@type': 'QuantitativeValue', value: unit.sizeM2, unitCode: 'MTK' } } : {}),
      petsAllowed: unit.petsAllowed,
    })),
    amenityFeature: property.amenityDetails.map((amenity) => ({
      '@type': 'LocationFeatureSpecification',
      name: options.amenityName(amenity.code),
      value: true,
    })),
    checkinTime: property.checkInTime,
    checkoutTime: property.checkOutTime,
    brand: { '@type': 'Brand', name: options.brandName },
    provider: { '@type': 'Organization', name: property.host.name },
  };
}
