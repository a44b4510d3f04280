import type { HostProperty } from '@direct/contracts';
import type { Organization } from '../session/organization-data.ts';

// The property's page on the first of its brands' websites (what guests and search engines see).
export function siteAddressOf(organization: Pick<Organization, 'brands'>, property: Pick<HostProperty, 'brandIds' | 'seo'>, slug?: string): string | null {
  const brand = organization.brands.find((candidate) => property.brandIds.includes(candidate.id)) ?? organization.brands[0];
  if (!brand || !property.seo) return null;
  const route = slug === undefined ? property.seo.completeRoute : property.seo.completeRoute.replace(/[^/]*$/, slug);
  try {
    return new URL(route, brand.siteUrl).href;
  } catch {
    return null;
  }
}
