import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { compactRouteManifest, compactRouteManifestBytes, wholeDocument } from './compact-manifest.server.ts';

const manifest = { entry: { module: '/assets/entry.client.js', imports: ['/assets/framework.js'], css: [] }, routes: { root: { id: 'root', path: '', hasLoader: true } }, version: 'abc' };
// The module script as React Router 8 writes it (components.js, Scripts).
const page = (json: string) =>
  `<html><body><script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");</script><p>Café</p></body></html>`;

describe("the document's route manifest without its indentation", () => {
  it('writes the same object on one line, the rest of the document untouched', () => {
    const pretty = page(JSON.stringify(manifest, null, 2));
    const compact = compactRouteManifest(pretty);
    expect(compact).toBe(page(JSON.stringify(manifest)));
    expect(compact.length).toBeLessThan(pretty.length);
  });

  it('does the same on the bytes, characters outside ASCII around the manifest included', () => {
    const pretty = page(JSON.stringify({ ...manifest, version: 'é€' }, null, 2));
    expect(compactRouteManifestBytes(Buffer.from(pretty)).toString('utf8')).toBe(compactRouteManifest(pretty));
    const plain = Buffer.from('<html><p>Café</p></html>');
    expect(compactRouteManifestBytes(plain)).toBe(plain);
    const broken = Buffer.from(page('{"entry": '));
    expect(compactRouteManifestBytes(broken)).toBe(broken);
  });

  it('leaves a document without that script, or with one it cannot read, as it is', () => {
    expect(compactRouteManifest('<html><p>No scripts</p></html>')).toBe('<html><p>No scripts</p></html>');
    const broken = page('{"entry": ');
    expect(compactRouteManifest(broken)).toBe(broken);
  });

  it('reads the document whole, however React split it, characters across chunks included', async () => {
    const bytes = Buffer.from(page(JSON.stringify(manifest, null, 2)));
    // "é" is the two bytes before the last 18 ("</p></body></html>"): cut between them.
    const cut = bytes.length - 19;
    const chunks = [bytes.subarray(0, 40), bytes.subarray(40, cut), bytes.subarray(cut)];
    const { sink, document } = wholeDocument();
    Readable.from(chunks).pipe(sink);
    expect((await document).toString('utf8')).toBe(page(JSON.stringify(manifest)));
  });

  it('gives the same answer when the same manifest comes again (it is kept, not re-read)', () => {
    const pretty = page(JSON.stringify(manifest, null, 2));
    expect(compactRouteManifest(pretty)).toBe(compactRouteManifest(pretty));
    expect(compactRouteManifest(pretty)).toBe(page(JSON.stringify(manifest)));
    const broken = page('{"entry": ');
    expect(compactRouteManifest(broken)).toBe(broken);
    expect(compactRouteManifest(broken)).toBe(broken);
  });
});
