// The log's filters from the page's URL; anything malformed is dropped rather than sent on.
export type AuditFilters = { actorId?: string; action?: string; entityType?: string; from?: string; to?: string };

export const auditEntityTypes = ['organization', 'member', 'invitation', 'brand', 'brand_domain', 'property', 'api_client', 'booking'] as const;

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export function auditFiltersOf(url: URL): AuditFilters {
  const filters: AuditFilters = {};
  const text = (name: string, max: number) => url.searchParams.get(name)?.trim().slice(0, max) || undefined;
  const actorId = text('actorId', 100);
  const action = text('action', 80);
  const entityType = text('entityType', 50);
  const from = text('from', 10);
  const to = text('to', 10);
  if (actorId) filters.actorId = actorId;
  if (action) filters.action = action;
  if (entityType) filters.entityType = entityType;
  if (from && isoDay.test(from)) filters.from = from;
  if (to && isoDay.test(to)) filters.to = to;
  return filters;
}

// The same filters as a query string, for the pages' links.
export function auditQueryOf(filters: AuditFilters, page: number): string {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== undefined) as [string, string][]);
  query.set('page', String(page));
  return `?${query.toString()}`;
}
