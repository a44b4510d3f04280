import type { AutocompleteQuery, AutocompleteResponse, Suggestion } from '@direct/contracts';
import type { AutocompleteRepository, SuggestionRow } from './autocomplete.repository.ts';
import { scopeOf, type BrandScopeService } from '../brand-scope/brand-scope-ports.ts';

export type AutocompleteService = ReturnType<typeof createAutocompleteService>;

export const maxSuggestions = 10;
// Below this many characters a search matches too much to help.
export const minSearchLength = 2;

function toSuggestion(row: SuggestionRow): Suggestion {
  return {
    type: row.type,
    id: row.id,
    label: row.label,
    sublabel: row.sublabel,
    route: row.route,
    numberOfProperties: row.number_of_properties,
  };
}

export function createAutocompleteService(options: { repository: AutocompleteRepository; brandScope: BrandScopeService }) {
  const { repository, brandScope } = options;
  return {
    async suggest(query: AutocompleteQuery): Promise<AutocompleteResponse> {
      const brand = await brandScope.activeBrand(query.brand_id);
      const search = query.search.replace(/\s+/g, ' ');
      if ([...search].length < minSearchLength) return { data: [] };
      const scope = scopeOf(brand, { excludedOrganizationIds: query.exclude_organization_id ?? [], organizationId: query.organization_id });
      const rows = await repository.suggest(scope, search, maxSuggestions, query.language);
      return { data: rows.map(toSuggestion) };
    },
  };
}
