import type { PaginationItem } from '@direct/ui';

// The audit log's page list (routes/audit-log/pagination-items.ts), which a route folder may not import;
// both give way to the console's shared table helper when it arrives.
// The first, the last and the pages around the current one; a gap for any run left out.
export function paginationItems(current: number, total: number): PaginationItem[] {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page, current: page === current });
  });
  return items;
}
