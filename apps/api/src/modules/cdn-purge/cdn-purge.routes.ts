import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance.ts';
import type { CdnPurgeService } from './cdn-purge.service.ts';

const hostOrganizationRoute = '/apis/host/organizations/:organizationId';
// Host writes that change nothing a guest's page shows: no purge.
const privateSections = new Set(['api-clients', 'audit-log', 'conversations', 'email-automations', 'email-templates', 'exports', 'invitations', 'members', 'webhooks', 'dashboard', 'housekeeping', 'calendar-feeds', 'channel-feeds']);

// The cache tags a successful host write invalidates, or none. Every write of an organization
// purges its pages (org-<id>) and the shared listing's (which lists every host's homes); the
// property's and brand's own tags are named too, for CDNs that purge one key at a time.
export function purgeTagsFor(request: Pick<FastifyRequest, 'method' | 'routeOptions' | 'params' | 'body' | 'hostActor'>, statusCode: number): string[] {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || statusCode >= 400) return [];
  const url = request.routeOptions.url ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  let organizationId: number | undefined;
  if (url.startsWith(`${hostOrganizationRoute}/`)) {
    const section = url.slice(hostOrganizationRoute.length + 1).split('/')[0]!;
    if (privateSections.has(section)) return [];
    organizationId = Number(params.organizationId);
  } else if (url === '/apis/host/ari') {
    // A channel manager's rates and availability: its key's organization, or the one it names.
    const actor = request.hostActor;
    organizationId = actor?.kind === 'client' ? actor.organizationId : Number((request.body as { organizationId?: unknown } | undefined)?.organizationId);
  } else {
    return [];
  }
  if (!Number.isInteger(organizationId)) return [];
  const tags = [`org-${organizationId}`, 'shared-listing'];
  if (params.propertyId !== undefined) tags.push(`property-${Number(params.propertyId)}`);
  if (params.brandId !== undefined) tags.push(`brand-${Number(params.brandId)}`);
  return tags;
}

// After the answer is sent (the write is committed), a purge job is queued for the pages it
// changed. A failure to queue is logged, never the host's problem: the pages then age out
// within the site's s-maxage (docs/cdn.md).
export function registerCdnPurgeHook(app: ApiInstance, purge: CdnPurgeService, now: () => Date): void {
  if (!purge.enabled) return;
  app.addHook('onResponse', async (request, reply) => {
    const tags = purgeTagsFor(request, reply.statusCode);
    if (tags.length === 0) return;
    try {
      await purge.requestPurge(tags, now());
    } catch (error) {
      request.log.error({ err: error, tags }, 'CDN purge not queued');
    }
  });
}
