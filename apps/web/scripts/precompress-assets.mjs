// After `react-router build`: each hashed asset the browser downloads (scripts, styles, SVG) is
// also written compressed beside itself, Brotli at its highest quality and gzip at its highest
// level, so server.mjs sends those bytes as they are (express-static-gzip) instead of
// compressing on every request at the fast, larger settings on-the-fly compression must use.
// On the framework chunk that is 344 KB → about 90 KB of Brotli instead of about 110 KB (decision 0049).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const assets = path.resolve(here, '..', process.env.WEB_BUILD_DIR || 'build', 'client', 'assets');
const compressible = new Set(['.js', '.css', '.svg', '.json', '.map', '.txt']);
// Below about one packet compression saves nothing worth a second file.
const minimumBytes = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const name of await readdir(assets)) {
  if (!compressible.has(path.extname(name))) continue;
  const file = path.join(assets, name);
  const bytes = await readFile(file);
  if (bytes.length < minimumBytes) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files++;
  before += bytes.length;
  after += brotli.length;
}
console.log(`precompressed ${files} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB of Brotli`);
