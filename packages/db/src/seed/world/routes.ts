import { citySeeds } from '../catalog/destinations/index.ts';
import { slugify } from '../slug.ts';
import type { PlannedPost } from './blog.ts';
import { propertyKindLabel } from './image-plans.ts';
import type { HostModel, IdSequence, PropertyModel, World } from './types.ts';

// SEO routes: the paths the site resolves to properties, blog posts, cities and hosts.

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function planRoutes(
  world: World,
  hosts: readonly HostModel[],
  properties: readonly PropertyModel[],
  posts: readonly PlannedPost[],
  ids: IdSequence,
): void {
  for (const property of properties) {
    const citySlug = slugify(property.city.name);
    const kind = propertyKindLabel(property.kind);
    world.seoRoutes.push({
      id: ids.next(),
      entityType: 'property',
      entityId: property.id,
      completeRoute: `/stays/${citySlug}/${property.slug}`,
      urlEnding: property.slug,
      title: `${property.name} · ${kind} in ${property.area}, ${property.city.name}`,
      metaDescription: clip(property.summary, 155),
      twitterDescription: clip(`${property.summary} Book direct with ${property.host.name}.`, 200),
      facebookDescription: clip(`${property.summary} ${property.highlights}`, 300),
    });
  }
  for (const post of posts) {
    world.seoRoutes.push({
      id: ids.next(),
      entityType: 'blog_post',
      entityId: post.id,
      brandId: post.brandId,
      completeRoute: `/blog/${post.slug}`,
      urlEnding: post.slug,
      title: post.title,
      metaDescription: clip(post.summary, 155),
      twitterDescription: clip(post.summary, 200),
      facebookDescription: clip(post.summary, 300),
    });
  }
  for (const city of citySeeds) {
    const slug = slugify(city.name);
    world.seoRoutes.push({
      id: ids.next(),
      entityType: 'city',
      entityId: city.id,
      completeRoute: `/destinations/${city.countryCode.toLowerCase()}/${slug}`,
      urlEnding: slug,
      title: `Holiday rentals in ${city.name}`,
      metaDescription: clip(city.description, 155),
      twitterDescription: clip(`Book holiday homes in ${city.name} directly from local hosts. ${city.description}`, 200),
      facebookDescription: clip(city.description, 300),
    });
  }
  for (const host of hosts) {
    if (host.isSharedListing) continue;
    world.seoRoutes.push({
      id: ids.next(),
      entityType: 'host',
      entityId: host.id,
      completeRoute: `/hosts/${host.slug}`,
      urlEnding: host.slug,
      title: `${host.name} · holiday homes booked direct`,
      metaDescription: clip(host.description, 155),
      twitterDescription: clip(`${host.tagline}. ${host.description}`, 200),
      facebookDescription: clip(host.description, 300),
    });
  }
}
