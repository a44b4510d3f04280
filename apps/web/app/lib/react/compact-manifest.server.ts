import { Writable } from 'node:stream';

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
  const compact = compactJson(html.slice(jsonStart, to));
  return compact === undefined ? html : `${html.slice(0, jsonStart)}${compact}${html.slice(to)}`;
}

// The same on the document's bytes: only the manifest is decoded, not the whole page (decoding and
// encoding 30–40 KB again was 2.5 % of the server's time). The markers are ASCII, so their byte
// offsets are character boundaries.
const startBytes = Buffer.from(start);
const endBytes = Buffer.from(end);

export function compactRouteManifestBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const from = html.indexOf(startBytes);
  if (from < 0) return html;
  const jsonStart = from + startBytes.length;
  const to = html.indexOf(endBytes, jsonStart);
  if (to < 0) return html;
  const compact = compactJson(html.toString('utf8', jsonStart, to));
  return compact === undefined ? html : Buffer.concat([html.subarray(0, jsonStart), Buffer.from(compact), html.subarray(to)]);
}

// A page's manifest depends only on its routes (and the build), so the same few texts come back
// on every request: each is parsed and written once, not on every page (it was 1 % of the
// server's time under load). Bounded, the oldest forgotten first.
const compacted = new Map<string, string | undefined>();
const maxCompacted = 500;

function compactJson(json: string): string | undefined {
  if (compacted.has(json)) return compacted.get(json);
  let compact: string | undefined;
  try {
    compact = JSON.stringify(JSON.parse(json));
  } catch {
    compact = undefined;
  }
  compacted.set(json, compact);
  if (compacted.size > maxCompacted) compacted.delete(compacted.keys().next().value!);
  return compact;
}

// The document as React renders it, whole (entry.server.tsx renders it whole anyway), with its
// manifest compacted: React pipes into `sink`, `document` is the page's bytes once it has ended.
export function wholeDocument(): { sink: Writable; document: Promise<Buffer<ArrayBuffer>> } {
  const chunks: Buffer[] = [];
  let sink!: Writable;
  const document = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve(compactRouteManifestBytes(Buffer.concat(chunks)));
        callback();
      },
    });
    sink.on('error', reject);
  });
  return { sink, document };
}
