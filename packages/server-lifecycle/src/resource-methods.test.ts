import { createRequestHandler, type ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withResourceMethods } from './resource-methods.mjs';

// A build as React Router's compiler writes it, with a page, a GET-only resource, a POST-only one
// and one with both, served as the site's and the console's servers serve theirs.
function handler() {
  const route = (id: string, path: string | undefined, module: Record<string, unknown>, parentId?: string) => ({ id, path, parentId, index: undefined, caseSensitive: undefined, module });
  const build = {
    entry: { module: { default: () => new Response('<html>page</html>', { headers: { 'content-type': 'text/html' } }) } },
    routes: {
      root: route('root', '', { default: () => null }),
      page: route('page', 'page', { default: () => null }, 'root'),
      quote: route('quote', 'resources/quote', { loader: () => Response.json({ total: 1 }) }, 'root'),
      consent: route('consent', 'resources/consent', { action: () => Response.json({ saved: true }) }, 'root'),
      both: route('both', 'resources/both', { loader: () => Response.json({ read: true }), action: () => Response.json({ written: true }) }, 'root'),
    },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  return createRequestHandler(withResourceMethods(build), 'production');
}

describe('resource routes asked with a method they have no handler for', () => {
  const serve = handler();

  it('answer 405 with the methods they have and the error envelope, not the framework’s error', async () => {
    const post = await serve(new Request('http://site.test/resources/quote', { method: 'POST', body: 'a=1' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toEqual({ error: { code: 'method_not_allowed', message: 'This address answers GET, HEAD only.', fields: [] } });
    for (const method of ['PUT', 'DELETE', 'PATCH']) expect((await serve(new Request('http://site.test/resources/quote', { method }))).status).toBe(405);

    const get = await serve(new Request('http://site.test/resources/consent'));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(JSON.stringify(await get.json())).not.toMatch(/stack|Unexpected/);
  });

  it('leave the handlers they have, and pages, as they were', async () => {
    expect(await (await serve(new Request('http://site.test/resources/quote'))).json()).toEqual({ total: 1 });
    expect(await (await serve(new Request('http://site.test/resources/consent', { method: 'POST', body: 'a=1' }))).json()).toEqual({ saved: true });
    expect(await (await serve(new Request('http://site.test/resources/both'))).json()).toEqual({ read: true });
    expect(await (await serve(new Request('http://site.test/resources/both', { method: 'POST', body: 'a=1' }))).json()).toEqual({ written: true });
    const page = await serve(new Request('http://site.test/page'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('page');
  });
});
