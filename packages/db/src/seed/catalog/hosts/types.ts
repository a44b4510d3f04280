import type { BrandTheme } from '../../../schema/tenancy.ts';

// The hand-made hosts. Each host runs one brand whose id equals the organization id, so URLs and
// tests can name them by number (organization 66 is the one the shared listing hides).

export type HostSeed = {
  id: number;
  name: string;
  slug: string;
  // Brand url alias and platform subdomain (<alias>.localhost).
  alias: string;
  description: string;
  tagline: string;
  email: string;
  phone: string;
  website: string;
  currency: 'EUR' | 'CHF';
  theme: BrandTheme;
  isListedHost: boolean;
  isSharedListing?: boolean;
  // Days before arrival a flexible booking can still be cancelled for a full refund.
  flexibleDays: number;
  // Charges VAT on top of the price (see the city's vatPercent).
  chargesVat: boolean;
};

export type { BrandTheme };
