import { describe, expect, it } from 'vitest';
import { listHref, readListQuery, sortHref } from './list-query.ts';

const spec = { sorts: ['name', 'updated'] as const, defaultSort: 'name' as const, filters: { status: ['published', 'draft'] } };

describe('list query', () => {
  it('reads page, sort, direction, search and declared filters from the URL', () => {
    const query = readListQuery(new URL('http://c/o/1/properties?page=3&sort=updated&dir=desc&q=%20loft%20&status=draft&other=1'), spec);
    expect(query).toEqual({ page: 3, sort: 'updated', direction: 'desc', search: 'loft', filters: { status: 'draft' } });
  });

  it('falls back to the defaults for anything malformed', () => {
    const query = readListQuery(new URL('http://c/x?page=-2&sort=password&dir=sideways&status=deleted'), spec);
    expect(query).toEqual({ page: 1, sort: 'name', direction: 'asc', search: '', filters: {} });
    expect(readListQuery(new URL('http://c/x?page=1.5'), spec).page).toBe(1);
    expect(readListQuery(new URL('http://c/x?page=99999999999'), spec).page).toBe(1);
  });

  it('builds links that keep the rest of the state and restart paging when the order or filter changes', () => {
    const url = new URL('http://c/o/1/properties?page=4&q=loft&status=draft');
    expect(listHref(url, { page: 5 })).toBe('/o/1/properties?page=5&q=loft&status=draft');
    expect(listHref(url, { filters: { status: 'published' } })).toBe('/o/1/properties?q=loft&status=published');
    expect(listHref(url, { filters: { status: undefined } })).toBe('/o/1/properties?q=loft');
    expect(listHref(new URL('http://c/o/1/properties?page=2'), { page: 1 })).toBe('/o/1/properties');
  });

  it('sorts a column ascending first, then flips it', () => {
    const url = new URL('http://c/p?sort=name&dir=asc');
    const query = readListQuery(url, spec);
    expect(sortHref(url, query, 'name')).toEqual({ href: '/p?sort=name&dir=desc', direction: 'desc' });
    expect(sortHref(url, query, 'updated')).toEqual({ href: '/p?sort=updated&dir=asc', direction: 'asc' });
  });
});
