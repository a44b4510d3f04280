import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Files for the document and identity tests: the real tiny images of e2e/fixtures/identity, and
// minimal headers of the other formats (detection reads only the first bytes).

const fixture = (name: string) => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../../e2e/fixtures/identity/${name}`, import.meta.url))));

export const sampleFiles = {
  jpeg: () => fixture('id-card.jpg'),
  selfieJpeg: () => fixture('selfie.jpg'),
  png: () => fixture('selfie.png'),
  textNamedJpg: () => fixture('not-a-photo.jpg'),
  // A real 2×2 lossless WebP (uploads are decoded and encoded again, so it must be a real image).
  webp: () => new Uint8Array(Buffer.from('524946461e000000574542505650384c110000002f014000000750a82217a5ff8188e87f0000', 'hex')),
  // Crafted files: what a hostile upload looks like.
  pdfWithScript: () =>
    new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction 2 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')),
  // /J#61vaScript is /JavaScript written with a hex escape, as obfuscated PDFs do.
  pdfWithObfuscatedScript: () => new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj << /S /J#61vaScript /J#53 (x) >> endobj\ntrailer <<>>\n%%EOF\n')),
  jpegWithTrailingHtml: () => new Uint8Array(Buffer.concat([Buffer.from(fixture('id-card.jpg')), Buffer.from('<html><script>alert(document.domain)</script></html>')])),
  pngWithDataAfterIend: () => new Uint8Array(Buffer.concat([Buffer.from(fixture('selfie.png')), Buffer.from('<script>alert(1)</script>')])),
  heicWithTrailingData: () => new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), 0, 0, 0, 16, ...Buffer.from('mdat'), ...new Array(8).fill(0), ...Buffer.from('<script>')]),
  // An ftyp box: size 24, major brand heic, minor 0, compatible mif1 heic.
  heic: () => new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), ...new Array(16).fill(0)]),
  heif: () => new Uint8Array([0, 0, 0, 20, ...Buffer.from('ftypmif1'), 0, 0, 0, 0, ...Buffer.from('mif1'), ...new Array(16).fill(0)]),
  avif: () => new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('mif1avif'), ...new Array(16).fill(0)]),
  pdf: () => new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')),
};
