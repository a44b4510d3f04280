import { AppError } from '../../http/app-error.ts';
import type { BrandRecord, BrandScopeRepository } from './brand-scope.repository.ts';

// The active brand a public request names, or 404: an inactive brand (or host) takes nothing.
export async function activeBrand(repository: BrandScopeRepository, brandId: number): Promise<BrandRecord> {
  const brand = await repository.findBrand(brandId);
  if (!brand || !brand.isActive) {
    throw new AppError('not_found', `There is no brand ${brandId}.`, {
      fields: [{ field: 'brand_id', message: 'Unknown brand', reason: 'not_found' }],
    });
  }
  return brand;
}
