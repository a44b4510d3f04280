import { describe, expect, it } from 'vitest';
import { property } from './testing/fixtures.ts';
import { vacationRentalJsonLd } from './json-ld.ts';

describe('vacationRentalJsonLd', () => {
  const options = {
    origin: 'https://lisbon-stays.example',
    url: 'https://lisbon-stays.example/stays/lisbon/bairro-alto-sunset-terrace?lng=en',
    brandName: 'Lisbon Stays',
    lng: 'en',
    reviews: { average: 4.6, count: 7 },
    amenityName: (code: string) => code.toUpperCase(),
  };

  it('describes the property as a schema.org VacationRental', () => {
    const ld = vacationRentalJsonLd(property, options);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VacationRental',
      identifier: '3',
      name: 'Bairro Alto Sunset Terrace',
      description: 'A two-bedroom top-floor flat with a private terrace.',
      image: ['https://lisbon-stays.example/apis/image/36/1.svg', 'https://lisbon-stays.example/apis/image/37/2.svg'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Rua da Rosa, 78, 5.º Dto.',
        postalCode: '1200-284',
        addressLocality: 'Lisbon',
        addressCountry: 'PT',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 38.7126, longitude: -9.1453 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 7, bestRating: 5 },
      containsPlace: [
        {
          '@type': 'Accommodation',
          name: 'Terrace Apartment',
          occupancy: { '@type': 'QuantitativeValue', maxValue: 5 },
          numberOfBedrooms: 2,
          floorSize: { value: 78, unitCode: 'MTK' },
        },
      ],
      checkinTime: '15:00',
      checkoutTime: '11:00',
      brand: { '@type': 'Brand', name: 'Lisbon Stays' },
    });
    expect(ld.amenityFeature[0]).toEqual({ '@type': 'LocationFeatureSpecification', name: 'WIFI', value: true });
    // schema.org has no publisher for a place or a business (it belongs to creative works); the
    // brand says who the site is.
    expect(ld).not.toHaveProperty('publisher');
  });

  it('leaves the rating out when there are no reviews', () => {
    expect(vacationRentalJsonLd(property, { ...options, reviews: { average: null, count: 0 } })).not.toHaveProperty('aggregateRating');
  });
});
