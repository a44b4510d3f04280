// The pricing lists' address: which property, the sort, the filter, the open form or the delete
// being confirmed. Everything is in the query string, so each state has a link and works
// without JavaScript.

export type Order = 'asc' | 'desc';
export type ListState<S extends string> = { sort: S; order: Order; q: string };

export function listState<S extends string>(params: URLSearchParams, sorts: readonly S[], fallback: S): ListState<S> {
  const sort = params.get('sort');
  return {
    sort: sorts.includes(sort as S) ? (sort as S) : fallback,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    q: (params.get('q') ?? '').trim().slice(0, 60),
  };
}

/** The same address with some parameters changed (null removes one). */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : '?';
}

// The list again after a change: the form or the confirmation closed, what was done said once.
export function afterChange(params: URLSearchParams, done: 'created' | 'saved' | 'deleted' | 'deactivated'): string {
  return withParams(params, { edit: null, delete: null, done });
}

/** Rows whose text contains the filter (any case), sorted by a column; ties keep their order. */
export function shownRows<T, S extends string>(rows: readonly T[], state: ListState<S>, columns: Record<S, (row: T) => string | number>, text: (row: T) => string): T[] {
  const query = state.q.toLocaleLowerCase();
  const kept = query ? rows.filter((row) => text(row).toLocaleLowerCase().includes(query)) : [...rows];
  const value = columns[state.sort];
  const direction = state.order === 'asc' ? 1 : -1;
  return kept
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const left = value(a.row);
      const right = value(b.row);
      const compared = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
      return compared * direction || a.index - b.index;
    })
    .map((entry) => entry.row);
}
