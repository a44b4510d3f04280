import type { CityDetail, HostDetail } from '@direct/contracts';
import type { PropertyCardData } from '../../lib/catalog/cards.ts';
import { absolute } from '../../lib/i18n/page-meta.ts';

// schema.org descriptions of the city and host pages (JSON-LD in the page head). Pure, so the
// shapes are unit-tested; page-meta adds them with { 'script:ld+json': … }.

type ListedProperty = Pick<PropertyCardData, 'name' | 'route'>;

export type ListPage = { properties: readonly ListedProperty[]; total: number; offset: number };

function itemList(origin: string, name: string, list: ListPage) {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: list.total,
    itemListElement: list.properties.flatMap((property, index) =>
      property.route
        ? [
            {
              '@type': 'ListItem',
              position: list.offset + index + 1,
              name: property.name,
              url: absolute(origin, property.route.completeRoute),
            },
          ]
        : [],
    ),
  };
}

export function cityJsonLd(options: {
  origin: string;
  url: string;
  city: CityDetail;
  description: string | null;
  listName: string;
  list: ListPage;
  lng: string;
}) {
  const { origin, url, city, list } = options;
  const image = city.images[0]?.url;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'City',
        '@id': `${url}#place`,
        name: city.name,
        ...(options.description ? { description: options.description } : {}),
        ...(image ? { image: absolute(origin, image) } : {}),
        url,
        containedInPlace: { '@type': 'Country', name: city.country.name, identifier: city.country.code },
      },
      { ...itemList(origin, options.listName, list), '@id': `${url}#properties`, about: { '@id': `${url}#place` }, inLanguage: options.lng },
    ],
  };
}

export function hostJsonLd(options: {
  origin: string;
  url: string;
  host: HostDetail;
  description: string | null;
  listName: string;
  list: ListPage;
  lng: string;
}) {
  const { origin, url, host, list } = options;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${url}#organization`,
        name: host.name,
        ...(options.description ? { description: options.description } : {}),
        ...(host.logo ? { logo: absolute(origin, host.logo.url) } : {}),
        url,
      },
      { ...itemList(origin, options.listName, list), '@id': `${url}#properties`, about: { '@id': `${url}#organization` }, inLanguage: options.lng },
    ],
  };
}
