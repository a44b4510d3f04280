import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, startApiStandIn, tokenAnswer, type ApiStandIn, type StandInRequest } from '../../testing/api-stand-in.ts';
import { brandFixture } from '../../testing/brand-fixture.ts';
import { catalogs, type SupportedLanguage } from '@direct/i18n';
import { brandContext, languageContext } from '../../lib/request-context.server.ts';
import { readSearchValues, validateSearch } from '../../lib/search/search-params.ts';
import type * as SearchPageData from './search-page-data.server.ts';
import type * as SearchServer from './search.server.ts';
import type * as SuggestionsRoute from './resources/suggestions.route.ts';

// The site's process-wide API client is configured from the environment when its module loads:
// point it at a stand-in first, then import.
let standIn: ApiStandIn;
let server: typeof SearchServer;
let pageData: typeof SearchPageData;
let suggestionsRoute: typeof SuggestionsRoute;
let answer: (request: StandInRequest) => ReturnType<Parameters<typeof startApiStandIn>[0]>;

function card(id: number, city = { id: 1, name: 'Lisbon' }) {
  return {
    id,
    organizationId: 1,
    name: `Stay ${id}`,
    address: { line1: 'Rua 1', line2: null, postalCode: null, city: city.name, country: { code: 'PT', name: 'Portugal' }, latitude: 38.7, longitude: -9.1 },
    amenities: ['wifi'],
    area: null,
    averageNightlyPrice: { amountMinor: 9000, currency: 'EUR' },
    images: [{ id: 1, url: '/apis/image/1/1.svg', alt: '', width: 1200, height: 800 }],
    reviewAverage: 4.5,
    reviewCount: 3,
    route: { id, completeRoute: `/stays/lisbon/stay-${id}`, metaDescription: null },
    defaultBrand: { id: 1, name: 'Lisbon Stays', urlAlias: 'lisbon-stays' },
    isFeatured: false,
    city,
    maxOccupancy: 4,
    bedrooms: 1,
    stayTotal: { amountMinor: 30000, currency: 'EUR' },
    stayPromotion: null,
    cheapest: { unitTypeId: 1, ratePlanId: 1 },
  };
}

function searchAnswer(ids: number[], total: number, page: number, city?: { id: number; name: string }) {
  return {
    status: 200,
    body: {
      data: ids.map((id) => card(id, city)),
      meta: { total, page, limit: 11, totalIsEstimate: false, priceRange: { min: 60, max: 240, currency: 'EUR' }, amenityCounts: { wifi: total } },
    },
  };
}

beforeAll(async () => {
  standIn = await startApiStandIn((request) => (request.path === '/oauth/token' ? tokenAnswer('tok-1') : answer(request)));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  process.env.API_URL = standIn.url;
  server = await import('./search.server.ts');
  pageData = await import('./search-page-data.server.ts');
  suggestionsRoute = await import('./resources/suggestions.route.ts');
});

beforeEach(() => {
  standIn.requests.length = 0;
});

afterAll(async () => {
  vi.restoreAllMocks();
  await standIn.close();
});

const brand = brandFixture({ id: 1, organizationId: 10 });
const criteriaOf = (query: string) =>
  validateSearch(readSearchValues(new URLSearchParams(query)), { earliestCheckIn: '2000-01-01' }).criteria;
const searches = () => standIn.requests.filter((request) => request.path === '/apis/property_search');

describe('searchPages', () => {
  it('loads pages 1..N at once, in order and without duplicates, with the facets of the search', async () => {
    answer = (request) => {
      const page = Number(request.query.get('page'));
      return searchAnswer(page === 1 ? [1, 2, 3] : [3, 4], 25, page);
    };
    const result = await server.searchPages(brand, criteriaOf('destination=Lisbon'), { from: 1, to: 2 });
    expect(result.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(result).toMatchObject({ total: 25, totalIsEstimate: false, hasMore: true, priceRange: { min: 60, max: 240, currency: 'EUR' } });
    expect(searches().map((request) => request.query.get('page')).sort()).toEqual(['1', '2']);
    expect(searches()[0]!.query.get('brand_id')).toBe('1');
    expect(searches()[0]!.query.get('limit')).toBe('11');
    expect(searches()[0]!.query.get('allow_for_booking_engine')).toBe('true');
    // Only what a card and the map need goes to the browser.
    expect(result.items[0]).toEqual({
      id: 1,
      name: 'Stay 1',
      image: { id: 1, url: '/apis/image/1/1.svg', alt: 'Stay 1', width: 1200, height: 800 },
      city: 'Lisbon',
      area: null,
      reviewAverage: 4.5,
      reviewCount: 3,
      stayTotal: { amountMinor: 30000, currency: 'EUR' },
      stayPromotion: null,
      averageNightlyPrice: { amountMinor: 9000, currency: 'EUR' },
      route: '/stays/lisbon/stay-1',
      position: { lat: 38.7, lng: -9.1 },
    });
  });

  it('asks only for pages that exist when a page past the end is asked for', async () => {
    answer = (request) => {
      const page = Number(request.query.get('page'));
      return searchAnswer(page <= 3 ? [page * 10 + 1] : [], 25, page);
    };
    const result = await server.searchPages(brand, criteriaOf(''), { from: 1, to: 20 });
    expect(searches().map((request) => request.query.get('page')).sort()).toEqual(['1', '2', '3']);
    expect(result.items.map((item) => item.id)).toEqual([11, 21, 31]);
    expect(result.hasMore).toBe(false);
  });

  it('knows when the last page was reached', async () => {
    answer = (request) => searchAnswer([12, 13], 13, Number(request.query.get('page')));
    expect((await server.searchPages(brand, criteriaOf(''), { from: 2, to: 2 })).hasMore).toBe(false);
  });

  it('sends the filters under the API’s names', async () => {
    answer = (request) => searchAnswer([], 0, Number(request.query.get('page')));
    await server.searchPages(brand, criteriaOf('minPrice=50&maxPrice=90&amenities=pool&amenities=wifi&area=4'), { from: 1, to: 1 });
    const query = searches()[0]!.query;
    expect(query.get('price[gte]')).toBe('50');
    expect(query.get('price[lte]')).toBe('90');
    expect(query.getAll('amenities[]')).toEqual(['pool', 'wifi']);
    expect(query.get('area')).toBe('4');
  });

  it('searches by the typed text when the place id left over from another search no longer matches it', async () => {
    answer = (request) =>
      request.query.has('city')
        ? searchAnswer([1], 1, 1, { id: 1, name: 'Lisbon' })
        : searchAnswer([7], 1, 1, { id: 2, name: 'Porto' });
    const result = await server.searchPages(brand, criteriaOf('destination=Porto&city=1'), { from: 1, to: 1 });
    expect(result.items.map((item) => item.id)).toEqual([7]);
    expect(result.criteria).toMatchObject({ destination: 'Porto', city: null });
    expect(searches().at(-1)!.query.get('search')).toBe('Porto');
  });
});

describe('the search page’s data', () => {
  async function load(path: string, lng: 'en' | 'de' = 'en') {
    const context = new RouterContextProvider();
    context.set(brandContext, brand);
    context.set(languageContext, lng);
    const request = new Request(`http://lisbon-stays.localhost${path}`);
    return pageData.searchPageData({ context, request, url: new URL(request.url) });
  }
  const results = (answer: Awaited<ReturnType<typeof load>>) => {
    if (!('kind' in answer) || answer.kind !== 'results') throw new Error('not results');
    return answer;
  };

  it('keeps a document’s items for the server’s render (its cards carry them) and sends them to a client-side navigation', async () => {
    answer = (request) => searchAnswer([1, 2], 2, Number(request.query.get('page')));
    const document = results(await load('/search?destination=Lisbon'));
    expect(document.items?.map((item) => item.id)).toEqual([1, 2]);
    expect(Object.keys(document)).not.toContain('items');
    expect(JSON.parse(JSON.stringify(document))).not.toHaveProperty('items');
    const navigation = results(await load('/search.data?destination=Lisbon'));
    expect(Object.keys(navigation)).toContain('items');
  });

  it('brings the error messages, in the page’s language, only with a search that has errors', async () => {
    answer = (request) => searchAnswer([1], 1, Number(request.query.get('page')));
    const invalid = (await load('/search?checkIn=soon', 'de')) as unknown as { data: { kind: string; errorTexts: unknown }; init: { status: number } };
    expect(invalid.init.status).toBe(400);
    expect(invalid.data).toMatchObject({ kind: 'invalid', errorTexts: { search: { errors: catalogs.de.search.errors } } });
    expect(results(await load('/search?destination=Lisbon'))).not.toHaveProperty('errorTexts');
  });

  it('brings the empty state’s texts only with a search that found nothing', async () => {
    answer = (request) => searchAnswer([], 0, Number(request.query.get('page')));
    expect(results(await load('/search?destination=Nowhere', 'de'))).toMatchObject({ total: 0, emptyTexts: { search: { results: { empty: catalogs.de.search.results.empty } } } });
    answer = (request) => searchAnswer([1], 1, Number(request.query.get('page')));
    expect(results(await load('/search?destination=Lisbon', 'de'))).not.toHaveProperty('emptyTexts');
  });

  it('answers the browser’s request for the pages a document served (append=1&from=1), capped as a page is', async () => {
    answer = (request) => {
      const page = Number(request.query.get('page'));
      return searchAnswer([page * 10 + 1], 100, page);
    };
    const served = results(await load('/search.data?page=3&from=1&append=1'));
    expect(served).toMatchObject({ from: 1, to: 3 });
    expect(served.items?.map((item) => item.id)).toEqual([11, 21, 31]);
    // Without from, "load more": that page only.
    expect(results(await load('/search.data?page=4&append=1'))).toMatchObject({ from: 4, to: 4, items: [{ id: 41 }] });
    // However far the list goes, never more pages at once than a page shows without JavaScript.
    answer = (request) => searchAnswer([Number(request.query.get('page'))], 100_000, Number(request.query.get('page')));
    standIn.requests.length = 0;
    expect(results(await load('/search.data?page=500&from=1&append=1'))).toMatchObject({ from: 481, to: 500 });
    expect(searches()).toHaveLength(20);
  });
});

describe('guestFieldErrors', () => {
  it('puts the API’s refusal of a guest value next to that field', async () => {
    const { ApiError } = await import('@direct/api-client');
    const refusal = (field: string) =>
      new ApiError({ code: 'validation_failed', status: 400, message: 'bad', fields: [{ field, message: 'no', reason: 'x' }] });
    expect(server.guestFieldErrors(refusal('date[before]'))).toEqual({ checkOut: 'notAccepted' });
    expect(server.guestFieldErrors(refusal('price[lte]'))).toEqual({ maxPrice: 'notAccepted' });
    // A parameter the site sets itself is the site's bug, not the guest's.
    expect(server.guestFieldErrors(refusal('limit'))).toBeNull();
    expect(server.guestFieldErrors(new Error('down'))).toBeNull();
  });
});

describe('GET /resources/suggestions', () => {
  async function call(query: string, overrides: Partial<ReturnType<typeof brandFixture>> = {}, language: SupportedLanguage = 'en') {
    const context = new RouterContextProvider();
    context.set(brandContext, brandFixture({ id: 1, organizationId: 10, ...overrides }));
    context.set(languageContext, language);
    const request = new Request(`http://lisbon-stays.localhost/resources/suggestions${query}`);
    const response = (await suggestionsRoute.loader({ request, url: new URL(request.url), context, params: {}, pattern: '' } as never)) as Response;
    return { status: response.status, body: response.status === 499 ? null : await response.json(), headers: response.headers };
  }

  it('answers the brand’s suggestions, cached privately for a short while', async () => {
    const data = [{ type: 'city', id: 1, label: 'Lisbon', sublabel: 'Portugal', route: '/destinations/pt/lisbon', numberOfProperties: 6 }];
    answer = () => ({ status: 200, body: { data } });
    const { status, body, headers } = await call('?q=%20lisb%20');
    expect(status).toBe(200);
    expect(body).toEqual({ data });
    expect(headers.get('cache-control')).toBe('private, max-age=60');
    const sent = standIn.requests.find((request) => request.path === '/api/autocomplete')!;
    expect(Object.fromEntries(sent.query)).toEqual({ brand_id: '1', organization_id: '10', search: 'lisb', language: 'en' });
    // The browser never sees the token: it stays between this server and the API.
    expect(JSON.stringify(body)).not.toContain('tok-1');
  });

  it('asks in the page’s language, so places are suggested by their names in it', async () => {
    answer = () => ({ status: 200, body: { data: [] } });
    const asked = async (query: string, requestLanguage: SupportedLanguage) => {
      standIn.requests.length = 0;
      const { status } = await call(query, {}, requestLanguage);
      expect(status, query).toBe(200);
      return standIn.requests.find((request) => request.path === '/api/autocomplete')!.query.get('language');
    };
    expect(await asked('?q=lisbo&language=pt', 'en')).toBe('pt');
    expect(await asked('?q=lisbo&language=DE', 'en')).toBe('de');
    // Without one, or with one the site isn't written in: the request's own language.
    expect(await asked('?q=lisbo', 'pt')).toBe('pt');
    expect(await asked('?q=lisbo&language=fr', 'de')).toBe('de');
  });

  it('asks for the shared listing without the excluded organizations', async () => {
    answer = () => ({ status: 200, body: { data: [] } });
    await call('?q=porto', { id: 100, organizationId: 100, isSharedListing: true, excludedOrganizationIds: [66] });
    const sent = standIn.requests.find((request) => request.path === '/api/autocomplete')!;
    expect(sent.query.get('organization_id')).toBeNull();
    expect(sent.query.getAll('exclude_organization_id')).toEqual(['66']);
  });

  it('answers an empty list without asking the API for a single character', async () => {
    const { status, body } = await call('?q=l');
    expect({ status, body }).toEqual({ status: 200, body: { data: [] } });
    expect(standIn.count('/api/autocomplete')).toBe(0);
  });

  it('answers 400 with a field error for a missing, empty, repeated or overlong q', async () => {
    for (const query of ['', '?q=', '?q=%20%20', '?q=a&q=b', `?q=${'x'.repeat(101)}`]) {
      const { status, body, headers } = await call(query);
      expect(status, query).toBe(400);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields[0].field).toBe('q');
      expect(headers.get('cache-control')).toBe('no-store');
    }
    expect(standIn.count('/api/autocomplete')).toBe(0);
  });

  it('answers 503 when the API is unavailable, never a page', async () => {
    answer = () => envelope('service_unavailable', 503, 'Maintenance');
    const { status, body } = await call('?q=lisb');
    expect(status).toBe(503);
    expect(body.error.code).toBe('service_unavailable');
  });
});
