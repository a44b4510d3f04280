// `npm run bench:photos`: how long one uploaded photo takes to become its fifteen renditions
// (AVIF, WebP, JPEG at 320–1920 px), for a phone-sized photo (4032 × 3024) and a smaller one,
// next to the target (one photo ≤ 3 s on a 2-core machine, so a host's batch of 20 uploads,
// two at a time, is done in about half a minute). Sizes are the sum of each format's renditions.
import { cpus } from 'node:os';
import sharp from 'sharp';
import { processUpload } from '../apps/api/src/modules/host-photos/photo-pipeline.ts';
import { demoPhotoSources } from '../apps/api/src/testing/photo-files.ts';

const targetMs = 3000;
const runs = 3;

async function photoOf(width: number, height: number): Promise<Uint8Array> {
  const [source] = await demoPhotoSources(1);
  return new Uint8Array(await sharp(source!).resize(width, height, { fit: 'fill' }).jpeg({ quality: 92 }).toBuffer());
}

console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${cpus().length} cores, libvips threads ${sharp.concurrency()}`);
for (const [width, height] of [
  [4032, 3024],
  [1600, 1067],
] as const) {
  const upload = await photoOf(width, height);
  const times: number[] = [];
  let sizes: Record<string, number> = {};
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const processed = await processUpload(upload, { purpose: 'photo', maxBytes: 50 * 1024 * 1024, field: 'file' });
    times.push(performance.now() - started);
    sizes = {};
    for (const rendition of processed.renditions) sizes[rendition.format] = (sizes[rendition.format] ?? 0) + rendition.bytes.length;
  }
  const best = Math.min(...times);
  const kb = Object.entries(sizes).map(([format, bytes]) => `${format} ${Math.round(bytes / 1024)} KB`).join(', ');
  console.log(`${width} × ${height} (${Math.round(upload.length / 1024)} KB JPEG): best of ${runs} ${best.toFixed(0)} ms (target ≤ ${targetMs} ms) ${best <= targetMs ? 'ok' : 'SLOWER'}; ${kb}`);
}
