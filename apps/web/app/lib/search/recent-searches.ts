import type { Suggestion } from '@direct/contracts';
import { normalizeName } from './search-params.ts';

// The guest's recent destinations, kept in this browser only (local storage of the brand's own
// domain), newest first. Shown when the destination field is focused and empty, and above the
// API's suggestions that they match while the guest types.

export type SuggestionType = Suggestion['type'] | 'text';

export type RecentSearch = {
  type: SuggestionType;
  id: number | null;
  label: string;
  sublabel: string | null;
  route: string | null;
};

export const maxRecentSearches = 5;
export const recentSearchesKey = 'direct.recentSearches';

// Same destination ⇔ same key: a place or property by its id, a typed text by its words.
export function recentKey(entry: Pick<RecentSearch, 'type' | 'id' | 'label'>): string {
  return entry.type === 'text' || entry.id === null ? `text:${normalizeName(entry.label)}` : `${entry.type}:${entry.id}`;
}

export function addRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const label = entry.label.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (label === '') return [...list];
  const added = { ...entry, label };
  const key = recentKey(added);
  return [added, ...list.filter((item) => recentKey(item) !== key)].slice(0, maxRecentSearches);
}

const types = new Set<SuggestionType>(['city', 'area', 'property', 'text']);

function isRecentSearch(value: unknown): value is RecentSearch {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    types.has(v.type as SuggestionType) &&
    (v.id === null || (typeof v.id === 'number' && Number.isInteger(v.id))) &&
    typeof v.label === 'string' &&
    v.label.trim() !== '' &&
    (v.sublabel === null || typeof v.sublabel === 'string') &&
    // Only site paths: a tampered entry must not turn into a link elsewhere.
    (v.route === null || (typeof v.route === 'string' && v.route.startsWith('/') && !v.route.startsWith('//')))
  );
}

// Whatever is stored; anything unreadable (another version, edited by hand, storage blocked) is
// no recent searches rather than an error.
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const list: RecentSearch[] = [];
    for (const item of parsed) if (isRecentSearch(item)) list.push(item);
    return list.slice(0, maxRecentSearches);
  } catch {
    return [];
  }
}

export function loadRecentSearches(): RecentSearch[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(recentSearchesKey));
  } catch {
    return [];
  }
}

export function rememberSearch(entry: RecentSearch): void {
  try {
    const list = addRecentSearch(loadRecentSearches(), entry);
    window.localStorage.setItem(recentSearchesKey, JSON.stringify(list));
  } catch {
    // Storage full or blocked (private mode): the search works, it just isn't remembered.
  }
}
