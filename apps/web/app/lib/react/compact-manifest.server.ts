import { Transform } from 'node:stream';

// React Router inlines the route manifest of a page's routes into every document as JSON indented
// by two spaces (window.__reactRouterManifest, lazy route discovery): about a third of that
// script, 1.1 KB a page, is indentation. The same object without it is the same script to the
// browser (issue 10 §3: every page's HTML within 40 KB). Anything that isn't that script exactly
// as expected is left as it is.
const start = 'window.__reactRouterManifest = ';
const end = ';\n  window.__reactRouterRouteModules';

export function compactRouteManifest(html: string): string {
  const from = html.indexOf(start);
  if (from < 0) return html;
  const jsonStart = from + start.length;
  const to = html.indexOf(end, jsonStart);
  if (to < 0) return html;
  try {
    return `${html.slice(0, jsonStart)}${JSON.stringify(JSON.parse(html.slice(jsonStart, to)))}${html.slice(to)}`;
  } catch {
    return html;
  }
}

// The document as React renders it, whole (entry.server.tsx renders it whole anyway), with its
// manifest compacted.
export function compactingManifest(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      callback(null, compactRouteManifest(Buffer.concat(chunks).toString('utf8')));
    },
  });
}
