import type { UNSAFE_AssetsManifest as AssetsManifest } from 'react-router';

// The modules <Scripts/> would preload beyond the entry and route modules, and the manifest without
// them. Only the page's own routes lose their `imports`: their modules are loaded with the page, so
// no later navigation needs those hints; other routes' entries are left whole.
export function splitPreloads(manifest: AssetsManifest, routeIds: string[]): { lowPriority: string[]; manifest: AssetsManifest } {
  const routes = { ...manifest.routes };
  const imports: string[] = [...manifest.entry.imports];
  for (const id of routeIds) {
    const route = routes[id];
    if (!route?.imports?.length) continue;
    imports.push(...route.imports);
    routes[id] = { ...route, imports: [] };
  }
  const kept = new Set([manifest.entry.module, ...routeIds.map((id) => routes[id]?.module)]);
  return {
    lowPriority: [...new Set(imports)].filter((href) => !kept.has(href)),
    manifest: { ...manifest, entry: { ...manifest.entry, imports: [] }, routes },
  };
}
