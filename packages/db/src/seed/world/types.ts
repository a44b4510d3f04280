import type * as schema from '../../schema/index.ts';
import type { CitySeed, SceneKind, SeasonProfile } from '../catalog/destinations/index.ts';
import type { HostSeed } from '../catalog/hosts/index.ts';
import type { AmenityCode } from '../catalog/amenities.ts';
import type { DemoPropertySeed, PropertyKind, UnitTypeSeed } from '../catalog/demo-properties/index.ts';
import type { ImageSpec } from '../images/image-spec.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

// A host as the planners see it: the hand-made seed or a generated one, with its brand.
export type HostModel = HostSeed & {
  brandId: number;
  // Where its properties are (generated hosts have one home city).
  cityIds: number[];
  logoImageId: number;
  symbol: SceneKind;
  isGenerated: boolean;
};

export type PropertyModel = Omit<DemoPropertySeed, 'unitTypes' | 'amenities'> & {
  host: HostModel;
  city: CitySeed;
  areaId: number;
  slug: string;
  currency: string;
  amenities: AmenityCode[];
  unitTypes: (UnitTypeSeed & { id: number; unitIds: number[] })[];
  kind: PropertyKind;
  isGenerated: boolean;
};

// Parameters the daily-rates SQL expands over 18 months of dates (see write/daily-rates.ts).
export type RateSeries = {
  organizationId: number;
  unitTypeId: number;
  ratePlanId: number;
  priceMinor: number;
  // Friday and Saturday nights cost this much more.
  weekendPercent: number;
  season: SeasonProfile;
  minStayLow: number;
  minStayMid: number;
  minStayPeak: number;
  maxStay: number | null;
  // Day of week (0 = Sunday) closed to arrival / departure, or -1.
  closedArrivalDow: number;
  closedDepartureDow: number;
  // Peak-season changeover day (6 = Saturday): other days are closed to arrival and departure.
  peakChangeoverDow: number;
};

export type PlannedImage = {
  id: number;
  organizationId: number | null;
  storageKey: string;
  alt: string;
  // The alt text in German and Portuguese (images.alt_translations).
  altTranslations?: Record<string, string>;
  spec: ImageSpec;
};

export type World = {
  startDate: string;
  // Exclusive: 18 months after the start.
  endDate: string;
  countries: Insert<typeof schema.countries>[];
  cities: Insert<typeof schema.cities>[];
  areas: Insert<typeof schema.areas>[];
  organizations: Insert<typeof schema.organizations>[];
  brands: Insert<typeof schema.brands>[];
  brandDomains: Insert<typeof schema.brandDomains>[];
  images: PlannedImage[];
  amenities: Insert<typeof schema.amenities>[];
  properties: Insert<typeof schema.properties>[];
  // German and Portuguese texts of the showcase listings.
  propertyTexts: Insert<typeof schema.propertyTexts>[];
  propertyBrands: Insert<typeof schema.propertyBrands>[];
  propertyImages: Insert<typeof schema.propertyImages>[];
  propertyAmenities: Insert<typeof schema.propertyAmenities>[];
  unitTypes: Insert<typeof schema.unitTypes>[];
  units: Insert<typeof schema.units>[];
  cancellationPolicies: Insert<typeof schema.cancellationPolicies>[];
  ratePlans: Insert<typeof schema.ratePlans>[];
  rateSeries: RateSeries[];
  fees: Insert<typeof schema.fees>[];
  taxes: Insert<typeof schema.taxes>[];
  addOns: Insert<typeof schema.addOns>[];
  promotions: Insert<typeof schema.promotions>[];
  vouchers: Insert<typeof schema.vouchers>[];
  voucherProperties: Insert<typeof schema.voucherProperties>[];
  blogCategories: Insert<typeof schema.blogCategories>[];
  blogTags: Insert<typeof schema.blogTags>[];
  blogPosts: Insert<typeof schema.blogPosts>[];
  blogPostCategories: Insert<typeof schema.blogPostCategories>[];
  blogPostTags: Insert<typeof schema.blogPostTags>[];
  reviews: Insert<typeof schema.reviews>[];
  seoRoutes: Insert<typeof schema.seoRoutes>[];
  agreementTemplates: Insert<typeof schema.agreementTemplates>[];
  agreementVersions: Insert<typeof schema.agreementVersions>[];
  checkinSettings: Insert<typeof schema.checkinSettings>[];
  // Demo host API clients (host-clients.ts).
  oauthClients: Insert<typeof schema.oauthClients>[];
  // The first demo host's bookings (bookings.ts), with what they bring along.
  bookings: Insert<typeof schema.bookings>[];
  bookingRequests: Insert<typeof schema.bookingRequests>[];
  guests: Insert<typeof schema.guests>[];
  unitAllocations: Insert<typeof schema.unitAllocations>[];
  instalments: Insert<typeof schema.instalments>[];
  payments: Insert<typeof schema.payments>[];
  bookingCheckinSteps: Insert<typeof schema.bookingCheckinSteps>[];
};

// Sequential ids per table, so every row gets an explicit, reproducible id.
export type IdSequence = { next: () => number };

export function idSequence(start = 1): IdSequence {
  let current = start - 1;
  return { next: () => ++current };
}
