import type { Database } from '@direct/db';
import { createDiscountsRepository } from './discounts.repository.ts';
import { createDiscountsService } from './discounts.service.ts';
import { createPropertyPricingRepository } from './property-pricing.repository.ts';
import { createPropertyPricingService } from './property-pricing.service.ts';

// The host's pricing: a property's fees, taxes and add-ons, and the organization's discounts.
export function createHostPricingServices(options: { db: Database; now: () => Date }) {
  const { db, now } = options;
  return {
    pricing: createPropertyPricingService({ repository: createPropertyPricingRepository(db) }),
    discounts: createDiscountsService({ repository: createDiscountsRepository(db), now }),
  };
}
