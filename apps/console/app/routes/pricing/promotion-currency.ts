import type { PricingContext } from '@direct/contracts';

// A fixed promotion's amount is in the property's currency; for every property, in the one
// currency the properties share (the API refuses a fixed promotion across several).
export function promotionCurrency(pricing: PricingContext, propertyId: number | null): string {
  const property = pricing.properties.find((item) => item.id === propertyId);
  return property?.currency ?? pricing.properties[0]?.currency ?? pricing.currencies[0] ?? 'EUR';
}
