import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@direct/db';
import { scopeConditions, type BrandScope } from '../brand-scope/brand-scope-ports.ts';

export type SuggestionRow = {
  type: 'city' | 'area' | 'property';
  id: number;
  label: string;
  sublabel: string | null;
  route: string | null;
  number_of_properties: number | null;
};

export type AutocompleteRepository = ReturnType<typeof createAutocompleteRepository>;

// Names are compared as f_unaccent(lower(name)), the expression the trigram indexes of
// migration 0003 cover: case- and accent-blind, typo-tolerant through pg_trgm.
const norm = (column: ReturnType<typeof sql.raw>) => sql`public.f_unaccent(lower(${column}))`;

export function createAutocompleteRepository(db: Database) {
  return {
    // Cities, areas and active properties of the scope whose names match the search: prefix
    // matches first (the whole name, then a word), then by trigram similarity; at equal score
    // cities before areas before properties.
    // language: the page's; a place's name in it is preferred among the names that match, and a
    // sublabel's city is named in it (countries have English names only).
    async suggest(scope: BrandScope, search: string, limit: number, language?: string): Promise<SuggestionRow[]> {
      const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
      const q = sql`public.f_unaccent(lower(${search}))`;
      const pattern = sql`public.f_unaccent(lower(${escaped}))`;
      const contains = (name: ReturnType<typeof sql.raw>) => sql`${norm(name)} like '%' || ${pattern} || '%'`;
      const similar = (name: ReturnType<typeof sql.raw>) => sql`(${norm(name)} % ${q} or ${q} <% ${norm(name)})`;
      const matches = (name: ReturnType<typeof sql.raw>) => sql`(${contains(name)} or ${similar(name)})`;
      // A place is found by its name or by its name in another language ("Lissabon", "Lisboa"),
      // and suggested by the name that matched, the one the guest knows it by: a name that
      // contains the text before one that is only similar ("Lissabon" is also like "Lisbon").
      // On a page in another language, that language's name comes first among the names that
      // match in the same way ("Lisbo" on the Portuguese page: Lisboa, not Lisbon).
      const translatedName = sql.raw(`(tr.value->>'name')`);
      const pageLanguage = language && language !== 'en' ? language : null;
      const inPageLanguage = (translations: ReturnType<typeof sql.raw>) => sql`(${translations}->${pageLanguage}->>'name')`;
      const matchedName = (name: ReturnType<typeof sql.raw>, translations: ReturnType<typeof sql.raw>) => {
        const translated = (test: typeof contains) => sql`(select ${translatedName} from jsonb_each(${translations}) tr where ${test(translatedName)} order by tr.key limit 1)`;
        const own = (test: typeof contains) => (pageLanguage ? sql`case when ${test(inPageLanguage(translations))} then ${inPageLanguage(translations)} end, ` : sql``);
        return sql`select coalesce(${own(contains)}case when ${contains(name)} then ${name} end, ${translated(contains)},
              ${own(similar)}case when ${similar(name)} then ${name} end, ${translated(similar)}) as name`;
      };
      const cityLabel = pageLanguage ? sql`coalesce(${inPageLanguage(sql.raw('c.translations'))}, c.name)` : sql`c.name`;
      const cityName = sql.raw('c.name');
      const areaName = sql.raw('a.name');
      const propertyName = sql.raw('s.name');
      return queryRows<SuggestionRow>(
        db,
        sql`with scoped as (
              select p.id, p.name, p.city_id, p.area_id from properties p join organizations o on o.id = p.organization_id
              where ${scopeConditions(scope)}
            ),
            found as (
              select 'city' as type, 0 as kind_order, c.id, cn.name as label, co.name as sublabel, r.complete_route as route,
                     n.number_of_properties, ${norm(sql.raw('cn.name'))} as norm
              from (select city_id, count(*)::int as number_of_properties from scoped group by city_id) n
              join cities c on c.id = n.city_id
              cross join lateral (${matchedName(cityName, sql.raw('c.translations'))}) cn
              join countries co on co.id = c.country_id
              left join seo_routes r on r.entity_type = 'city' and r.entity_id = c.id
              where cn.name is not null
              union all
              select 'area', 1, a.id, an.name, ${cityLabel}, null, n.number_of_properties, ${norm(sql.raw('an.name'))}
              from (select area_id, count(*)::int as number_of_properties from scoped where area_id is not null group by area_id) n
              join areas a on a.id = n.area_id
              cross join lateral (${matchedName(areaName, sql.raw('a.translations'))}) an
              join cities c on c.id = a.city_id
              where an.name is not null
              union all
              select 'property', 2, s.id, s.name, ${cityLabel}, r.complete_route, null, ${norm(propertyName)}
              from scoped s
              join cities c on c.id = s.city_id
              left join seo_routes r on r.entity_type = 'property' and r.entity_id = s.id
              where ${matches(propertyName)}
            )
            select type, id, label, sublabel, route, number_of_properties from found
            order by (norm like ${pattern} || '%') desc,
                     (' ' || norm like '% ' || ${pattern} || '%') desc,
                     greatest(similarity(norm, ${q}), word_similarity(${q}, norm)) desc,
                     kind_order, label, id
            limit ${limit}`,
      );
    },
  };
}
