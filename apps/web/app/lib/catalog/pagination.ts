// Page number from ?page=: missing → 1; anything but a whole number from 1 → null (a 404).
export function parsePage(value: string | null): number | null {
  if (value === null || value === '') return 1;
  if (!/^\d{1,6}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

export type PaginationItem = { type: 'page'; page: number; current: boolean } | { type: 'gap'; key: string };

export type PaginationModel = {
  page: number;
  pageCount: number;
  previous: number | null;
  next: number | null;
  items: PaginationItem[];
};

// First, last and the pages around the current one; gaps where pages are left out.
export function paginationModel(page: number, total: number, limit: number, siblings = 1): PaginationModel {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((p, index) => {
    const before = pages[index - 1];
    if (before !== undefined && p - before === 2) items.push({ type: 'page', page: p - 1, current: false });
    else if (before !== undefined && p - before > 2) items.push({ type: 'gap', key: `gap-${before}` });
    items.push({ type: 'page', page: p, current: p === page });
  });
  return {
    page,
    pageCount,
    previous: page > 1 ? page - 1 : null,
    next: page < pageCount ? page + 1 : null,
    items,
  };
}

// Link to a page of a list; page 1 has no parameter so it has one address only.
export function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
