import type { PropertyDetail, RateOption } from '@direct/contracts';

// Shapes as the API answers them, for the property page's unit tests.
export const unitType = {
  id: 5,
  name: 'Terrace Apartment',
  maxOccupancy: 5,
  maxAdults: 4,
  maxChildren: 2,
  bedrooms: 2,
  bathrooms: 1,
  beds: 3,
  sizeM2: 78,
};

export function rateOption(overrides: Partial<RateOption> & { planId?: number; planName?: string; total?: number } = {}): RateOption {
  const { planId = 6, planName = 'Flexible', total = 58200, ...rest } = overrides;
  return {
    id: planId,
    ratePlan: {
      id: planId,
      name: planName,
      mealPlan: 'room_only',
      derived: false,
      cancellation: { kind: 'flexible', deadlines: [{ lastDate: '2026-12-14', daysBeforeArrival: 7, refundPercent: 100 }] },
    },
    unitType,
    freeUnits: 1,
    bookable: true,
    quote: {
      currency: 'EUR',
      nights: [
        { date: '2026-12-21', priceMinor: 17000 },
        { date: '2026-12-22', priceMinor: 17000 },
        { date: '2026-12-23', priceMinor: 17000 },
      ],
      lines: [
        { kind: 'accommodation', label: 'Accommodation', amountMinor: total - 7200 },
        { kind: 'fee', label: 'Final cleaning', amountMinor: 6000 },
        { kind: 'tax', label: 'Lisbon tourist tax', amountMinor: 1200 },
      ],
      totalMinor: total,
      accommodationMinor: total - 7200,
      feesMinor: 6000,
      taxesMinor: 1200,
      averageNightlyMinor: Math.round((total - 7200) / 3),
      promotion: null,
      totalBeforePromotionMinor: total,
      perNightMinor: Math.round(total / 3),
    },
    reasons: [],
    ...rest,
  };
}

export const property: PropertyDetail = {
  id: 3,
  organizationId: 1,
  name: 'Bairro Alto Sunset Terrace',
  address: {
    line1: 'Rua da Rosa, 78',
    line2: '5.º Dto.',
    postalCode: '1200-284',
    city: 'Lisbon',
    country: { code: 'PT', name: 'Portugal' },
    latitude: 38.7126,
    longitude: -9.1453,
  },
  amenities: ['wifi', 'kitchen', 'balcony'],
  area: { id: 2, name: 'Bairro Alto' },
  averageNightlyPrice: { amountMinor: 13783, currency: 'EUR' },
  images: [
    { id: 36, url: '/apis/image/36/1.svg', alt: 'The terrace at sunset', width: 1600, height: 1000 },
    { id: 37, url: '/apis/image/37/2.svg', alt: 'Living room', width: 1600, height: 1000 },
  ],
  reviewAverage: 4.6,
  reviewCount: 7,
  route: { id: 3, completeRoute: '/stays/lisbon/bairro-alto-sunset-terrace', metaDescription: 'A flat with a terrace.' },
  defaultBrand: { id: 1, name: 'Lisbon Stays', urlAlias: 'lisbon-stays' },
  isFeatured: false,
  city: { id: 1, name: 'Lisbon' },
  maxOccupancy: 5,
  bedrooms: 2,
  summary: 'A two-bedroom top-floor flat with a private terrace.',
  description: 'First paragraph.\n\nSecond paragraph.',
  houseRules: 'No smoking indoors.\nNo pets, please.',
  textLanguages: { name: 'en', summary: 'en', description: 'en', houseRules: 'en' },
  propertyType: 'apartment',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  currency: 'EUR',
  amenityDetails: [
    { code: 'wifi', category: 'essentials' },
    { code: 'kitchen', category: 'essentials' },
    { code: 'balcony', category: 'outdoor' },
    { code: 'jacuzzi_deluxe', category: 'outdoor' },
  ],
  unitTypes: [{ ...unitType, description: 'Two double bedrooms.', petsAllowed: false }],
  host: { id: 1, name: 'Lisbon Stays', route: '/hosts/lisbon-stays' },
  seo: {
    completeRoute: '/stays/lisbon/bairro-alto-sunset-terrace',
    metaDescription: 'A flat with a terrace.',
    twitterDescription: null,
    facebookDescription: null,
  },
};
