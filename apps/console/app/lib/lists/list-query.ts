import type { SortDirection } from '@direct/ui';

// A list page's state lives in its URL (?page=2&sort=name&dir=desc&q=…&status=…), so sorting,
// filtering and paging work without JavaScript, survive a reload and can be shared. Unknown or
// malformed values fall back to the defaults instead of failing the page.
export type ListQuery<Sort extends string> = {
  page: number;
  sort: Sort;
  direction: SortDirection;
  search: string;
  // The page's own filters, by name (only those it declared).
  filters: Record<string, string>;
};

export type ListQuerySpec<Sort extends string> = {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultDirection?: SortDirection;
  filters?: Readonly<Record<string, readonly string[]>>;
};

const maxPage = 100_000;

export function readListQuery<Sort extends string>(url: URL, spec: ListQuerySpec<Sort>): ListQuery<Sort> {
  const params = url.searchParams;
  const page = Number(params.get('page'));
  const sort = params.get('sort') as Sort | null;
  const direction = params.get('dir');
  const filters: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(spec.filters ?? {})) {
    const value = params.get(name);
    if (value && allowed.includes(value)) filters[name] = value;
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= maxPage ? page : 1,
    sort: sort && spec.sorts.includes(sort) ? sort : spec.defaultSort,
    direction: direction === 'asc' || direction === 'desc' ? direction : (spec.defaultDirection ?? 'asc'),
    search: (params.get('q') ?? '').trim().slice(0, 200),
    filters,
  };
}

// The same list's URL with some of its state changed; a changed sort or filter starts at page 1.
export function listHref<Sort extends string>(
  url: URL,
  changes: Partial<{ page: number; sort: Sort; direction: SortDirection; search: string; filters: Record<string, string | undefined> }>,
): string {
  const params = new URLSearchParams(url.searchParams);
  const set = (name: string, value: string | number | undefined) => (value === undefined || value === '' ? params.delete(name) : params.set(name, String(value)));
  if (changes.sort !== undefined) set('sort', changes.sort);
  if (changes.direction !== undefined) set('dir', changes.direction);
  if (changes.search !== undefined) set('q', changes.search);
  for (const [name, value] of Object.entries(changes.filters ?? {})) set(name, value);
  const resets = changes.sort !== undefined || changes.direction !== undefined || changes.search !== undefined || changes.filters !== undefined;
  set('page', changes.page ?? (resets ? undefined : params.get('page') ?? undefined));
  if (params.get('page') === '1') params.delete('page');
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

// Where a column header's link goes: this column ascending, or the other way when it already sorts.
export function sortHref<Sort extends string>(url: URL, query: ListQuery<Sort>, column: Sort): { href: string; direction: SortDirection } {
  const direction: SortDirection = query.sort === column && query.direction === 'asc' ? 'desc' : 'asc';
  return { href: listHref(url, { sort: column, direction }), direction };
}
