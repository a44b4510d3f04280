import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope, startApiStandIn, tokenAnswer, type ApiStandIn } from '../testing/api-stand-in.ts';
import { brandFixture } from '../testing/brand-fixture.ts';
import { brandContext, languageContext } from './request-context.server.ts';
import { isShellFailure } from './shell-failure.ts';
import type * as ShellMiddleware from './shell-middleware.server.ts';

// The middleware uses the process-wide API client, configured from the environment when its
// module loads: point it at a stand-in first, then import.
let standIn: ApiStandIn;
let middleware: typeof ShellMiddleware;

beforeAll(async () => {
  standIn = await startApiStandIn((request) => {
    if (request.path === '/oauth/token') return tokenAnswer('tok-1');
    const hostname = request.query.get('hostname');
    if (hostname === 'lisbon-stays.localhost') return { status: 200, body: brandFixture() };
    if (hostname === 'down.localhost') return envelope('service_unavailable', 503, 'Maintenance');
    if (hostname === 'broken.localhost') return { status: 200, body: { name: 'half a brand' } };
    if (hostname === '2001:db8::1') {
      return envelope('validation_failed', 400, 'Invalid query', [
        { field: 'hostname', message: 'must be a host name without scheme or port', reason: 'invalid_format' },
      ]);
    }
    return envelope('unregistered_domain', 404, 'No brand for this host name');
  });
  // Failures are logged by design; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  process.env.API_URL = standIn.url;
  process.env.BRAND_CACHE_TTL_SECONDS = '0';
  middleware = await import('./shell-middleware.server.ts');
});

afterAll(async () => {
  vi.restoreAllMocks();
  await standIn.close();
});

function args(url: string, cookie?: string) {
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  return { request, url: new URL(url), pattern: '/', params: {}, context: new RouterContextProvider() };
}

async function failureOf(url: string) {
  const call = args(url);
  call.context.set(languageContext, 'pt');
  const thrown = await Promise.resolve(middleware.brandMiddleware(call, async () => new Response())).then(
    () => undefined,
    (error: unknown) => error,
  );
  // `throw data(...)`: React Router turns it into the route error response the boundary renders.
  const status = (thrown as { init?: { status?: number } }).init?.status;
  const payload = (thrown as { data?: unknown }).data;
  return { status, payload };
}

describe('language middleware', () => {
  it('stores an explicit ?lng= choice in a cookie, on any answer', async () => {
    const call = args('http://lisbon-stays.localhost/?lng=de', 'lng=pt');
    const response = await middleware.languageMiddleware(call, async () => new Response('x', { status: 404 }));
    expect(call.context.get(languageContext)).toBe('de');
    expect(response?.headers.get('set-cookie')).toBe('lng=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('sets no cookie when the language came from elsewhere', async () => {
    const call = args('http://lisbon-stays.localhost/pt/', 'lng=de');
    const response = await middleware.languageMiddleware(call, async () => new Response('x'));
    expect(call.context.get(languageContext)).toBe('de');
    expect(response?.headers.get('set-cookie')).toBeNull();
  });
});

describe('brand middleware', () => {
  it('puts the brand of the host name in the router context', async () => {
    const call = args('http://Lisbon-Stays.localhost:3100/');
    await middleware.brandMiddleware(call, async () => new Response());
    expect(call.context.get(brandContext).name).toBe('Lisbon Stays');
    expect(standIn.requests.at(-1)!.query.get('hostname')).toBe('lisbon-stays.localhost');
  });

  it('answers an unregistered host with 404 and the platform error data in its language', async () => {
    const { status, payload } = await failureOf('http://nobody-here.localhost:3100/');
    expect(status).toBe(404);
    expect(isShellFailure(payload)).toBe(true);
    expect(payload).toMatchObject({ reason: 'unregistered-domain', hostname: 'nobody-here.localhost' });
    expect(payload).toMatchObject({ locale: { lng: 'pt', resources: { language: { name: 'Português' } } } });
  });

  it('answers files and JSON resources of an unregistered host with a short plain 404', async () => {
    for (const pattern of ['sitemap.xml', 'robots.txt', 'apis/image/:imageId/:fileName', 'resources/suggestions']) {
      const call = { ...args('http://nowhere.localhost/sitemap.xml'), pattern };
      call.context.set(languageContext, 'en');
      const thrown = await Promise.resolve(middleware.brandMiddleware(call, async () => new Response())).catch((error: unknown) => error);
      expect(thrown, pattern).toBeInstanceOf(Response);
      const response = thrown as Response;
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe('No website is registered at this address.');
    }
    expect(middleware.isPagePattern(':lng?/stays/*')).toBe(true);
    expect(middleware.isPagePattern('/')).toBe(true);
  });

  it('treats a host name the API refuses as a name as unregistered', async () => {
    await expect(failureOf('http://[2001:db8::1]:3100/')).resolves.toMatchObject({
      status: 404,
      payload: { reason: 'unregistered-domain', hostname: '2001:db8::1' },
    });
  });

  it('answers 503 when the API is unavailable and 500 when its answer is broken', async () => {
    await expect(failureOf('http://down.localhost/')).resolves.toMatchObject({
      status: 503,
      payload: { reason: 'unavailable' },
    });
    await expect(failureOf('http://broken.localhost/')).resolves.toMatchObject({
      status: 500,
      payload: { reason: 'server-error' },
    });
  });

  it('never puts the API token into what reaches the page', async () => {
    const { payload } = await failureOf('http://nobody-here.localhost/');
    expect(JSON.stringify(payload)).not.toContain('tok-1');
  });
});
