import type { SitemapQuery, SitemapResponse } from '@direct/contracts';
import { AppError } from '../../http/app-error.ts';
import type { BrandScopeService } from '../brand-scope/brand-scope-ports.ts';
import { offsetOf } from '../../http/paging.ts';
import type { SitemapRepository } from './sitemap.repository.ts';

export type SitemapService = ReturnType<typeof createSitemapService>;

export function createSitemapService(options: {
  repository: SitemapRepository;
  brandScope: BrandScopeService;
  now: () => Date;
}) {
  const { repository, brandScope, now } = options;
  return {
    async list(query: SitemapQuery): Promise<SitemapResponse> {
      // Same brand lookup and scope as GET /apis/routes/resolve (contents.service.ts).
      const context = await brandScope.context(query.brand);
      if (!context) throw new AppError('not_found', `There is no brand ${query.brand}.`);
      const paging = { page: query.page ?? 1, limit: query.limit };
      const { total, rows } = await repository.page({ brandId: query.brand, filter: context.filter, now: now() }, paging.limit, offsetOf(paging));
      return {
        data: rows.map((row) => ({
          completeRoute: row.complete_route,
          entityType: row.entity_type,
          updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
        })),
        meta: { total, ...paging },
      };
    },
  };
}
