import type { Suggestion } from '@direct/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeSuggestions } from './merge-suggestions.ts';
import {
  addRecentSearch,
  loadRecentSearches,
  maxRecentSearches,
  parseRecentSearches,
  recentSearchesKey,
  rememberSearch,
  type RecentSearch,
} from './recent-searches.ts';

const lisbon: RecentSearch = { type: 'city', id: 1, label: 'Lisbon', sublabel: 'Portugal', route: null };
const alfama: RecentSearch = { type: 'area', id: 4, label: 'Alfama', sublabel: 'Lisbon', route: null };
const typed: RecentSearch = { type: 'text', id: null, label: 'sea view', sublabel: null, route: null };

const suggestion = (type: Suggestion['type'], id: number, label: string, sublabel: string | null = null): Suggestion => ({
  type,
  id,
  label,
  sublabel,
  route: type === 'property' ? `/stays/x/${id}` : null,
  numberOfProperties: type === 'property' ? null : 3,
});

describe('adding a recent search', () => {
  it('puts the newest first and keeps at most 5', () => {
    let list: RecentSearch[] = [];
    for (let id = 1; id <= 7; id++) list = addRecentSearch(list, { ...lisbon, id, label: `City ${id}` });
    expect(list).toHaveLength(maxRecentSearches);
    expect(list.map((entry) => entry.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('moves a repeated destination to the top instead of listing it twice', () => {
    const list = addRecentSearch(addRecentSearch(addRecentSearch([], lisbon), alfama), { ...lisbon, label: 'Lisbon' });
    expect(list.map((entry) => entry.label)).toEqual(['Lisbon', 'Alfama']);
    // A typed text is the same search whatever its case, accents or spacing.
    const texts = addRecentSearch(addRecentSearch([], typed), { ...typed, label: '  Sea   View ' });
    expect(texts).toEqual([{ ...typed, label: 'Sea View' }]);
  });

  it('ignores an empty destination', () => {
    expect(addRecentSearch([lisbon], { ...typed, label: '   ' })).toEqual([lisbon]);
  });
});

describe('reading stored recent searches', () => {
  it('reads what was stored', () => {
    expect(parseRecentSearches(JSON.stringify([lisbon, typed]))).toEqual([lisbon, typed]);
  });

  it('treats anything unreadable as no recent searches', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '42', 'null']) expect(parseRecentSearches(stored), String(stored)).toEqual([]);
  });

  it('drops malformed entries and links that leave the site', () => {
    const stored = JSON.stringify([
      lisbon,
      { ...lisbon, type: 'country' },
      { ...lisbon, label: '' },
      { ...lisbon, id: '1' },
      { type: 'property', id: 9, label: 'Evil', sublabel: null, route: 'https://evil.example/' },
      { type: 'property', id: 9, label: 'Evil', sublabel: null, route: '//evil.example/' },
      { type: 'property', id: 9, label: 'Loft', sublabel: null, route: '/stays/lisbon/loft' },
    ]);
    expect(parseRecentSearches(stored).map((entry) => entry.label)).toEqual(['Lisbon', 'Loft']);
  });
});

describe('remembering in local storage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores newest first, and survives storage that throws', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => store.set(key, value) },
    });
    rememberSearch(lisbon);
    rememberSearch(alfama);
    expect(JSON.parse(store.get(recentSearchesKey)!)).toEqual([alfama, lisbon]);
    expect(loadRecentSearches()).toEqual([alfama, lisbon]);

    vi.stubGlobal('window', {
      localStorage: {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('blocked');
        },
      },
    });
    expect(() => rememberSearch(lisbon)).not.toThrow();
    expect(loadRecentSearches()).toEqual([]);
  });
});

describe('merging recent searches with suggestions', () => {
  const recent = [alfama, lisbon, typed];

  it('shows every recent search (and no suggestions) for an empty field', () => {
    const merged = mergeSuggestions(recent, [suggestion('city', 2, 'Porto')], '  ');
    expect(merged.recent.map((option) => option.label)).toEqual(['Alfama', 'Lisbon', 'sea view']);
    expect(merged.suggestions).toEqual([]);
    expect(merged.recent.every((option) => option.source === 'recent')).toBe(true);
  });

  it('puts the matching recent searches above the suggestions, without duplicates', () => {
    const merged = mergeSuggestions(
      recent,
      [suggestion('city', 1, 'Lisbon', 'Portugal'), suggestion('property', 12, 'Lisbon Loft', 'Lisbon'), suggestion('area', 4, 'Alfama', 'Lisbon')],
      'lisb',
    );
    // Alfama matches through its sublabel (an area of Lisbon); "sea view" does not match.
    expect(merged.recent.map((option) => option.label)).toEqual(['Alfama', 'Lisbon']);
    expect(merged.suggestions.map((option) => option.label)).toEqual(['Lisbon Loft']);
    expect(merged.suggestions[0]).toMatchObject({ source: 'api', type: 'property', id: 12, route: '/stays/x/12', numberOfProperties: null });
  });

  it('matches regardless of case and accents', () => {
    const merged = mergeSuggestions([{ ...lisbon, label: 'São Martinho' }], [], 'SAO MAR');
    expect(merged.recent).toHaveLength(1);
  });

  it('gives every option a unique key', () => {
    const merged = mergeSuggestions(recent, [suggestion('city', 1, 'Lisbon'), suggestion('city', 2, 'Lisbon')], 'l');
    const keys = [...merged.recent, ...merged.suggestions].map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
