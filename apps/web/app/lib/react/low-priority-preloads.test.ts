import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';
import { describe, expect, it } from 'vitest';
import { splitPreloads } from './low-priority-preloads.ts';

const route = (id: string, module: string, imports: string[]) => ({
  id,
  module,
  imports,
  css: [],
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
});

const manifest = {
  entry: { module: '/assets/entry.client.js', imports: ['/assets/runtime.js', '/assets/framework.js'] },
  routes: {
    root: route('root', '/assets/root.js', ['/assets/framework.js', '/assets/shell.js']),
    'routes/property': route('routes/property', '/assets/property.route.js', ['/assets/shell.js', '/assets/format.js', '/assets/root.js']),
    'routes/home': route('routes/home', '/assets/home.route.js', ['/assets/format.js', '/assets/card.js']),
  },
  url: '/assets/manifest.js',
  version: '1',
} as unknown as AssetsManifest;

describe('the page’s preloads split by priority', () => {
  it('takes the imports of the entry and of the page’s routes, once each, in order, for low priority', () => {
    const split = splitPreloads(manifest, ['root', 'routes/property']);
    expect(split.lowPriority).toEqual(['/assets/runtime.js', '/assets/framework.js', '/assets/shell.js', '/assets/format.js']);
  });

  it('leaves the entry and route modules to <Scripts/> (its inline script imports them), not listed twice', () => {
    const split = splitPreloads(manifest, ['root', 'routes/property']);
    // The property route imports the root module: <Scripts/> preloads that one already.
    expect(split.lowPriority).not.toContain('/assets/root.js');
    expect(split.lowPriority).not.toContain('/assets/entry.client.js');
    expect(split.manifest.entry).toEqual({ module: '/assets/entry.client.js', imports: [] });
    expect(split.manifest.routes.root).toMatchObject({ module: '/assets/root.js', imports: [] });
    expect(split.manifest.routes['routes/property']).toMatchObject({ module: '/assets/property.route.js', imports: [] });
  });

  it('keeps the imports of routes the page isn’t on, for the navigations that load them', () => {
    const split = splitPreloads(manifest, ['root', 'routes/property']);
    expect(split.manifest.routes['routes/home']?.imports).toEqual(['/assets/format.js', '/assets/card.js']);
    expect(manifest.routes.root?.imports).toEqual(['/assets/framework.js', '/assets/shell.js']);
  });
});
