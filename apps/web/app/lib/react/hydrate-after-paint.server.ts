import { createHash } from 'node:crypto';
import { earlyInputScript } from './early-input-script.server.ts';

// The page's JavaScript is fetched after its first paint, not beside the stylesheets and the
// photos the first paint waits for (decision 0054).
//
// React Router's <Scripts/> writes a <link rel="modulepreload"> for every module of the page
// (React, React Router, the routes: 110–130 KB compressed) and an inline module script that
// imports the routes and starts the entry. The preloads start as soon as the head is parsed, so on
// a slow link they share it with the stylesheets and the hero photo, and Lighthouse's simulation
// puts all of them on the path of the largest paint. The page is server-rendered and readable
// without them, its links and forms work, and what is typed or pressed before React takes over is
// kept (early-input-script.server.ts), so here the document is rewritten to load the same modules once it has
// been painted (decision 0054):
// - the modulepreload links are taken out of the head;
// - the module script becomes a data block (never run as it is) followed by the loader script
//   (deferred, with the request's nonce), which adds the same preloads and runs the same module
//   code with the same nonce once the browser reports the first contentful paint. A page opened
//   in a background tab paints nothing until it is shown; there it starts at once.
// Anything that isn't exactly what <Scripts/> writes is left as it is.

const preloadOpen = Buffer.from('<link rel="modulepreload" href="');
const routeModules = Buffer.from('window.__reactRouterRouteModules');
const scriptOpen = Buffer.from('<script');
const scriptClose = Buffer.from('</script>');
const moduleAttributes = /^<script(?: nonce="([A-Za-z0-9+/=]+)")? type="module" async="">$/;
const preloadTag = /^<link rel="modulepreload" href="(\/[\w./-]+\.js)"(?: nonce="[A-Za-z0-9+/=]+")?\/>$/;
// The type makes the browser keep the text without running it (a data block).
export const deferredModuleType = 'text/x-module-after-paint';

// The loader: one file for every page (served from memory by server.mjs at a name made from its
// hash, cached for a year), deferred, after the data block it reads. The page's preloads are on
// its data-preloads attribute. Not inline: at 2.5 KB it took 12 of the 123 page kinds
// `bench:page-size` measures over 40 KB of HTML.
const loaderSource =
  '(() => {' +
  "const self = document.currentScript, code = self.previousElementSibling.text, hrefs = self.dataset.preloads.split(' '), nonce = self.nonce;" +
  earlyInputScript +
  'let started = false;' +
  'const start = () => {' +
  'if (started) return; started = true;' +
  "for (const href of hrefs) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));" +
  "const script = Object.assign(document.createElement('script'), { type: 'module', nonce, text: code });" +
  "script.addEventListener('error', giveUp);" +
  'document.body.append(script);' +
  '};' +
  // Nothing is painted in a tab in the background until it is shown: start at once.
  "if (document.visibilityState !== 'visible') return start();" +
  "document.addEventListener('visibilitychange', start, { once: true });" +
  // The first contentful paint as the browser reports it (once on screen, or already: buffered),
  // or a frame and a task where paints aren't reported; a page that never paints anything still
  // starts after its load.
  "if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {" +
  'new PerformanceObserver((list, observer) => {' +
  "if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); start(); }" +
  "}).observe({ type: 'paint', buffered: true });" +
  "addEventListener('load', () => setTimeout(start, 1000), { once: true });" +
  '} else requestAnimationFrame(() => setTimeout(start, 0));' +
  '})();\n';

export const pageLoader = {
  href: `/assets/page-loader-${createHash('sha256').update(loaderSource).digest('base64url').slice(0, 10)}.js`,
  source: loaderSource,
};

export function hydrateAfterPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const marker = html.indexOf(routeModules);
  if (marker < 0) return html;
  const open = html.lastIndexOf(scriptOpen, marker);
  const openEnd = open < 0 ? -1 : html.indexOf('>', open);
  const close = html.indexOf(scriptClose, marker);
  if (openEnd < 0 || close < 0) return html;
  const attributes = moduleAttributes.exec(html.toString('latin1', open, openEnd + 1));
  if (!attributes) return html;
  const nonce = attributes[1];

  // The preloads, all in the head, before the module script.
  const parts: Buffer[] = [];
  const hrefs: string[] = [];
  let from = 0;
  for (let at = html.indexOf(preloadOpen); at >= 0 && at < open; at = html.indexOf(preloadOpen, from)) {
    const end = html.indexOf('/>', at);
    if (end < 0) return html;
    const tag = preloadTag.exec(html.toString('latin1', at, end + 2));
    if (!tag) return html;
    hrefs.push(tag[1]!);
    parts.push(html.subarray(from, at));
    from = end + 2;
  }
  if (hrefs.length === 0) return html;
  parts.push(html.subarray(from, open));
  parts.push(Buffer.from(`<script type="${deferredModuleType}">`));
  parts.push(html.subarray(openEnd + 1, close + scriptClose.length));
  parts.push(Buffer.from(`<script${nonce ? ` nonce="${nonce}"` : ''} src="${pageLoader.href}" defer data-preloads="${hrefs.join(' ')}"></script>`));
  parts.push(html.subarray(close + scriptClose.length));
  return Buffer.concat(parts);
}
