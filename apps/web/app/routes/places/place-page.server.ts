import type { Brand } from '@direct/contracts';
import { redirect, type RouterContextProvider } from 'react-router';
import { listPlaceProperties, resolveRoute } from '../../lib/catalog/catalog.server.ts';
import { notFound, pageError } from '../../lib/catalog/page-errors.server.ts';
import { parsePage } from '../../lib/catalog/pagination.ts';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { canonicalRedirect } from './canonical-path.ts';
import { seoPathOf } from './seo-path.ts';

type PlaceKind = { entityType: 'city'; filter: 'city' } | { entityType: 'host'; filter: 'organization' };

// A city or host at its SEO address: the path is resolved to the entity, then the entity and a
// page of its properties on this brand are loaded together. Unknown, other kinds of route, other
// brands' places and pages past the last are 404s; other spellings of the path redirect.
export async function loadPlacePage<T>(
  { context, request, url }: { context: Readonly<RouterContextProvider>; request: Request; url: URL },
  kind: PlaceKind,
  getDetail: (brand: Brand, id: number, signal: AbortSignal, language: string) => Promise<T>,
) {
  const path = seoPathOf(url.pathname);
  const page = parsePage(url.searchParams.get('page'));
  if (path === null || page === null) notFound();
  const brand = context.get(brandContext);
  const route = await resolveRoute(brand, path, request.signal).catch(pageError);
  if (route.entityType !== kind.entityType) notFound();
  const moved = canonicalRedirect(url, route.completeRoute);
  if (moved) throw redirect(moved, 301);
  const place = kind.filter === 'city' ? { city: route.entityId } : { organization: route.entityId };
  const [detail, list] = await Promise.all([
    getDetail(brand, route.entityId, request.signal, context.get(languageContext)),
    listPlaceProperties(brand, place, page, request.signal, context.get(languageContext)),
  ]).catch(pageError);
  if (list.data.length === 0 && page > 1) notFound();
  return { detail, route, properties: list.data, meta: list.meta };
}
