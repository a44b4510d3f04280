import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Files for the document and identity tests: the real tiny images of e2e/fixtures/identity, and
// minimal headers of the other formats (detection reads only the first bytes).

const fixture = (name: string) => new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../../../e2e/fixtures/identity/${name}`, import.meta.url))));

export const sampleFiles = {
  jpeg: () => fixture('id-card.jpg'),
  selfieJpeg: () => fixture('selfie.jpg'),
  png: () => fixture('selfie.png'),
  textNamedJpg: () => fixture('not-a-photo.jpg'),
  webp: () => new Uint8Array([...Buffer.from('RIFF'), 0x24, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 0x18, 0, 0, 0, ...new Array(24).fill(0)]),
  // An ftyp box: size 24, major brand heic, minor 0, compatible mif1 heic.
  heic: () => new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic'), ...new Array(16).fill(0)]),
  heif: () => new Uint8Array([0, 0, 0, 20, ...Buffer.from('ftypmif1'), 0, 0, 0, 0, ...Buffer.from('mif1'), ...new Array(16).fill(0)]),
  avif: () => new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypavif'), 0, 0, 0, 0, ...Buffer.from('mif1avif'), ...new Array(16).fill(0)]),
  pdf: () => new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')),
};
