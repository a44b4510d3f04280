import type { ContentItem, DestinationItem, HostCard, PropertyCardItem } from '@direct/contracts';

// What a card shows of a listed property, destination, host or blog post, and nothing else: a
// list rides along in its page's hydration data as well as in the cards' markup, so the fields no
// card renders (SEO descriptions, ids of related records, a post's tags) are left on the server
// (issue 10 §3, 40 KB a page). A card shows its item's first photo only.

export type PropertyCardData = Pick<PropertyCardItem, 'id' | 'name' | 'images' | 'reviewAverage' | 'reviewCount' | 'averageNightlyPrice'> & {
  city?: { name: string; nameLanguage?: string | undefined } | null;
  route?: { completeRoute: string } | null;
};

// nameLanguage: the name's language (an English fallback is marked lang="en").
export type DestinationCardData = Pick<DestinationItem, 'id' | 'name' | 'nameLanguage' | 'images' | 'numberOfProperties'> & {
  country?: { name: string };
  route?: { completeRoute: string } | null;
};

export type HostCardData = Pick<HostCard, 'id' | 'name' | 'description' | 'numberOfProperties'> & {
  logo: { url: string } | null;
  route: { completeRoute: string } | null;
};

export type BlogCardData = Pick<ContentItem, 'id' | 'title' | 'language' | 'image' | 'date' | 'summary'> & {
  route?: { completeRoute: string } | null;
};

const routeOf = (route: { completeRoute: string } | null | undefined) => route && { completeRoute: route.completeRoute };

// Keys whose value is undefined are left out, as the API leaves out the fields not asked for.
function defined<T extends object>(card: T): T {
  return Object.fromEntries(Object.entries(card).filter(([, value]) => value !== undefined)) as T;
}

export function propertyCard(item: PropertyCardItem): PropertyCardData {
  const { id, name, images, reviewAverage, reviewCount, averageNightlyPrice, city, route } = item;
  return defined({ id, name, images: images?.slice(0, 1), reviewAverage, reviewCount, averageNightlyPrice, city: city && defined({ name: city.name, nameLanguage: city.nameLanguage }), route: routeOf(route) });
}

export function destinationCard(item: DestinationItem): DestinationCardData {
  const { id, name, nameLanguage, images, numberOfProperties, country, route } = item;
  return defined({ id, name, nameLanguage, images: images?.slice(0, 1), numberOfProperties, country: country && { name: country.name }, route: routeOf(route) });
}

export function hostCard(item: HostCard): HostCardData {
  const { id, name, description, numberOfProperties, logo, route } = item;
  return { id, name, description, numberOfProperties, logo: logo && { url: logo.url }, route: route && { completeRoute: route.completeRoute } };
}

export function blogCard(item: ContentItem): BlogCardData {
  const { id, title, language, image, date, summary, route } = item;
  return defined({ id, title, language, image, date, summary, route: routeOf(route) });
}
