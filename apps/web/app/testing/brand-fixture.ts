import type { Brand } from '@direct/contracts';

export function brandFixture(overrides: Partial<Brand> = {}): Brand {
  return {
    id: 1,
    organizationId: 10,
    name: 'Lisbon Stays',
    urlAlias: 'lisbon-stays',
    tagline: 'Sunny apartments in the heart of Lisbon',
    taglines: { en: 'Sunny apartments in the heart of Lisbon', de: 'Sonnige Wohnungen mitten in Lissabon' },
    theme: {
      primaryColor: '#0b5d7a',
      accentColor: '#f4b942',
      backgroundColor: '#ffffff',
      textColor: '#1b1f24',
      logoText: 'LS',
    },
    logoUrl: null,
    defaultLanguage: 'en',
    languages: ['en', 'de', 'pt'],
    currency: 'EUR',
    isSharedListing: false,
    contactEmail: 'hello@lisbon-stays.example',
    contactPhone: '+351 21 000 0000',
    postalAddress: null,
    primaryHostname: 'lisbon-stays.localhost',
    excludedOrganizationIds: [],
    analytics: { ga4MeasurementId: null, gtmContainerId: null, metaPixelId: null },
    ...overrides,
  };
}
