// After `react-router build`: each page route's JavaScript as the browser loads it on first
// visit (the client entry, the route manifest and every module of the route chain, each once),
// gzip level 9. With lazy route discovery (React Router's default for SSR) the page does not load
// the whole manifest file: the server inlines a partial manifest with the matched routes and the
// routes its parent paths match (here the chain plus the index and catch-all pages), so that part
// is what is counted. Fails the build when a route breaks its budget (docs/product.md §4: the property page
// ≤ 120 KB). Code the page loads later, on demand (the map, the date picker), is not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const client = new URL(`../${process.env.WEB_BUILD_DIR ?? 'build'}/client/`, import.meta.url).pathname;
const budgetsKb = { 'routes/property/property.route': 120 };

const manifestFile = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('No React Router manifest in build/client/assets: run the build first.');
const source = readFileSync(join(client, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));

const gzipText = (text) => gzipSync(Buffer.from(text), { level: 9 }).length / 1024;
// What `window.__reactRouterManifest = …` holds on a first visit to a page of this route chain.
function partialManifestKb(chain) {
  const parentPathRoutes = Object.values(manifest.routes).filter((route) => route.index || route.path === '*');
  const ids = new Set([...chain, ...parentPathRoutes.map((route) => route.id)]);
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]));
  // Without indentation, as the document carries it (app/lib/react/compact-manifest.server.ts).
  return gzipText(`window.__reactRouterManifest = ${JSON.stringify({ ...manifest, routes })};`);
}

const sizes = new Map();
const gzipKb = (path) => {
  if (!sizes.has(path)) sizes.set(path, gzipSync(readFileSync(join(client, path)), { level: 9 }).length / 1024);
  return sizes.get(path);
};

const rows = [];
for (const route of Object.values(manifest.routes)) {
  if (!route.hasDefaultExport || route.id === 'root' || route.id === 'routes/language-scope.route') continue;
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const chain = [];
  for (let id = route.id; id; id = manifest.routes[id].parentId) {
    chain.push(id);
    for (const file of [manifest.routes[id].module, ...(manifest.routes[id].imports ?? [])]) files.add(file);
  }
  const total = [...files].reduce((sum, file) => sum + gzipKb(file), 0) + partialManifestKb(chain);
  const own = gzipKb(route.module);
  rows.push({ id: route.id, total, own, budget: budgetsKb[route.id] });
}

rows.sort((a, b) => b.total - a.total);
const pad = (text, width) => String(text).padEnd(width);
console.log(`\nJavaScript per page on first load (gzip):\n${pad('route', 52)}${pad('total KB', 10)}${pad('route KB', 10)}budget`);
for (const row of rows) {
  const verdict = row.budget === undefined ? '' : `${row.budget} KB ${row.total <= row.budget ? 'ok' : 'OVER'}`;
  console.log(`${pad(row.id, 52)}${pad(row.total.toFixed(1), 10)}${pad(row.own.toFixed(1), 10)}${verdict}`);
}
const over = rows.filter((row) => row.budget !== undefined && row.total > row.budget);
const missing = Object.keys(budgetsKb).filter((id) => !rows.some((row) => row.id === id));
if (missing.length) console.log(`(no route ${missing.join(', ')} in this build yet)`);
if (over.length) {
  console.error(`JavaScript budget exceeded: ${over.map((row) => `${row.id} ${row.total.toFixed(1)} KB > ${row.budget} KB`).join('; ')}`);
  process.exit(1);
}
