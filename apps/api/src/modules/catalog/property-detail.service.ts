import { ContentLanguage, type PropertyDetail, type PropertyDetailQuery } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import type { PropertiesService } from './properties.service.ts';
import type { PropertyDetailRepository, UnitTypeRow } from './property-detail.repository.ts';

export type PropertyDetailService = ReturnType<typeof createPropertyDetailService>;

function toUnitType(row: UnitTypeRow): PropertyDetail['unitTypes'][number] {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    maxOccupancy: row.max_occupancy,
    maxAdults: row.max_adults,
    maxChildren: row.max_children,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    beds: row.beds,
    sizeM2: row.size_m2,
    petsAllowed: row.pets_allowed,
  };
}

// Another brand's property, an inactive one and a missing one look the same: brands don't learn
// of each other's catalogue.
const notFound = () => new AppError('not_found', 'There is no such property here.');

export function createPropertyDetailService(options: {
  repository: PropertyDetailRepository;
  properties: PropertiesService;
  brandScope: BrandScopeService;
}) {
  const { repository, properties, brandScope } = options;
  return {
    async get(propertyId: number, query: PropertyDetailQuery): Promise<PropertyDetail> {
      const context = await brandScope.context(query.brand_id, { excludedOrganizationIds: query.exclude_organization_id });
      if (!context) throw notFound();
      const { filter } = context;
      // The card part (address, all images in position order, price, reviews) comes from the
      // catalogue list's own code, so the page and the lists never show a property differently.
      const [[card], row, amenities, unitTypes] = await Promise.all([
        properties.cards(filter, [propertyId], query.language),
        repository.find(filter, propertyId, query.language ?? 'en'),
        repository.amenities(filter, propertyId),
        repository.unitTypes(filter, propertyId),
      ]);
      if (!card || !row) throw notFound();
      return {
        ...card,
        name: row.name,
        summary: row.summary,
        description: row.description,
        houseRules: row.house_rules,
        propertyType: row.property_type,
        checkInTime: row.check_in_time,
        checkOutTime: row.check_out_time,
        currency: row.currency,
        amenityDetails: amenities.map((amenity) => ({ code: amenity.code, category: amenity.category })),
        unitTypes: unitTypes.map(toUnitType),
        host: { id: row.host_id, name: row.host_name, route: row.host_route },
        seo:
          row.complete_route === null
            ? null
            : {
                completeRoute: row.complete_route,
                metaDescription: row.meta_description,
                twitterDescription: row.twitter_description,
                facebookDescription: row.facebook_description,
              },
        textLanguages: {
          name: ContentLanguage.parse(row.name_language),
          summary: ContentLanguage.parse(row.summary_language),
          description: ContentLanguage.parse(row.description_language),
          houseRules: ContentLanguage.parse(row.house_rules_language),
        },
      };
    },
  };
}
