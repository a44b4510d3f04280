import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { listingConditions, type ListingFilter } from '../brand-scope/brand-scope-ports.ts';

// What a property page shows beyond its card (properties.repository.ts answers the card).
export type PropertyDetailRow = {
  name: string;
  summary: string | null;
  description: string | null;
  house_rules: string | null;
  property_type: string;
  check_in_time: string;
  check_out_time: string;
  currency: string;
  host_id: number;
  host_name: string;
  host_route: string | null;
  complete_route: string | null;
  meta_description: string | null;
  twitter_description: string | null;
  facebook_description: string | null;
  // The language each text is in: the one asked for where the host wrote it, else 'en'.
  name_language: string;
  summary_language: string;
  description_language: string;
  house_rules_language: string;
};

// A text in the page's language where there is one (property_texts; null or empty means not
// translated yet), else the English one from the property's own column.
function translated(column: string, alias: string) {
  const local = sql.raw(`nullif(pt.${column}, '')`);
  return sql`coalesce(${local}, ${sql.raw(`p.${column}`)}) as ${sql.raw(alias)},
    case when ${local} is not null then pt.language else 'en' end as ${sql.raw(`${alias}_language`)}`;
}

export type AmenityRow = { code: string; category: string };

export type UnitTypeRow = {
  id: number;
  name: string;
  description: string | null;
  max_occupancy: number;
  max_adults: number;
  max_children: number;
  bedrooms: number;
  bathrooms: number;
  beds: number;
  size_m2: number | null;
  pets_allowed: boolean;
};

export type PropertyDetailRepository = ReturnType<typeof createPropertyDetailRepository>;

const fromListed = sql`from properties p join organizations o on o.id = p.organization_id`;

export function createPropertyDetailRepository(db: Database) {
  // Every query re-applies the brand's listing filter: a property id alone never reaches another scope.
  const inScope = (filter: ListingFilter, propertyId: number) => sql`p.id = ${propertyId} and ${listingConditions(filter)}`;

  return {
    async find(filter: ListingFilter, propertyId: number, language: string): Promise<PropertyDetailRow | undefined> {
      const [row] = await queryRows<PropertyDetailRow>(
        db,
        sql`select ${translated('name', 'name')}, ${translated('summary', 'summary')}, ${translated('description', 'description')},
              ${translated('house_rules', 'house_rules')}, p.property_type,
              to_char(p.check_in_time, 'HH24:MI') as check_in_time, to_char(p.check_out_time, 'HH24:MI') as check_out_time,
              p.currency, o.id as host_id, o.name as host_name,
              -- Unlisted hosts have no public page (GET /apis/hosts/{id} answers 404), so no link to one.
              case when o.is_listed_host then hr.complete_route end as host_route,
              r.complete_route, r.meta_description, r.twitter_description, r.facebook_description
            ${fromListed}
            left join property_texts pt on pt.organization_id = p.organization_id and pt.property_id = p.id and pt.language = ${language}
            left join seo_routes hr on hr.entity_type = 'host' and hr.entity_id = o.id
            left join seo_routes r on r.entity_type = 'property' and r.entity_id = p.id
            where ${inScope(filter, propertyId)}`,
      );
      return row;
    },

    async amenities(filter: ListingFilter, propertyId: number): Promise<AmenityRow[]> {
      return queryRows<AmenityRow>(
        db,
        sql`select a.code, a.category
            ${fromListed} join property_amenities pa on pa.organization_id = p.organization_id and pa.property_id = p.id join amenities a on a.id = pa.amenity_id
            where ${inScope(filter, propertyId)} order by a.category, a.code`,
      );
    },

    async unitTypes(filter: ListingFilter, propertyId: number): Promise<UnitTypeRow[]> {
      return queryRows<UnitTypeRow>(
        db,
        sql`select ut.id, ut.name, ut.description, ut.max_occupancy::int, ut.max_adults::int, ut.max_children::int,
              ut.bedrooms::int, ut.bathrooms::int, ut.beds::int, ut.size_m_2::int as size_m2, ut.pets_allowed
            ${fromListed} join unit_types ut on ut.organization_id = p.organization_id and ut.property_id = p.id and ut.is_active
            where ${inScope(filter, propertyId)} order by ut.id`,
      );
    },
  };
}
