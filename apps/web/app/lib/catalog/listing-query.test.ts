import { describe, expect, it } from 'vitest';
import { listingContextQuery, placesContextQuery } from './listing-query.ts';

describe('listingContextQuery', () => {
  it('lists a host brand by its id', () => {
    expect(listingContextQuery({ id: 7, isSharedListing: false, excludedOrganizationIds: [66] })).toEqual({
      brands: 7,
      is_active: true,
      'unit_count[gt]': 0,
    });
  });

  it('lists the shared listing by is_zeevou_direct, without the excluded organizations', () => {
    expect(listingContextQuery({ id: 3, isSharedListing: true, excludedOrganizationIds: [66, 70] })).toEqual({
      is_zeevou_direct: true,
      exclude_organization_id: [66, 70],
      is_active: true,
      'unit_count[gt]': 0,
    });
  });

  it('sends no exclusion when there is none', () => {
    expect(listingContextQuery({ id: 3, isSharedListing: true, excludedOrganizationIds: [] })).not.toHaveProperty(
      'exclude_organization_id',
    );
  });

  it('leaves is_active and unit_count out of the places lists', () => {
    expect(placesContextQuery({ id: 3, isSharedListing: true, excludedOrganizationIds: [66] })).toEqual({
      is_zeevou_direct: true,
      exclude_organization_id: [66],
    });
    expect(placesContextQuery({ id: 7, isSharedListing: false, excludedOrganizationIds: [] })).toEqual({ brands: 7 });
  });
});
