import type { Suggestion } from '@direct/contracts';
import { maxRecentSearches, recentKey, type RecentSearch } from './recent-searches.ts';
import { normalizeName } from './search-params.ts';

// One row of the destination field's list: a recent search or an API suggestion. (Loaded with the
// combobox, after the page's first-load code.)
export type SuggestionOption = RecentSearch & {
  key: string;
  source: 'recent' | 'api';
  numberOfProperties: number | null;
};

function option(entry: RecentSearch, source: 'recent' | 'api', numberOfProperties: number | null = null): SuggestionOption {
  return { ...entry, key: `${source}:${recentKey(entry)}`, source, numberOfProperties };
}

// The list the combobox shows: recent searches first (all of them for an empty field, those that
// match the typed text otherwise), then the API's suggestions that aren't already among them.
export function mergeSuggestions(
  recent: readonly RecentSearch[],
  suggestions: readonly Suggestion[],
  typed: string,
): { recent: SuggestionOption[]; suggestions: SuggestionOption[] } {
  const query = normalizeName(typed);
  const matching =
    query === ''
      ? recent.slice(0, maxRecentSearches)
      : recent.filter((entry) => normalizeName(`${entry.label} ${entry.sublabel ?? ''}`).includes(query));
  const shown = new Set(matching.map((entry) => recentKey(entry)));
  const fromApi = query === '' ? [] : suggestions.filter((suggestion) => !shown.has(recentKey(suggestion)));
  return {
    recent: matching.map((entry) => option(entry, 'recent')),
    suggestions: fromApi.map((suggestion) =>
      option(
        { type: suggestion.type, id: suggestion.id, label: suggestion.label, sublabel: suggestion.sublabel, route: suggestion.route },
        'api',
        suggestion.numberOfProperties,
      ),
    ),
  };
}
