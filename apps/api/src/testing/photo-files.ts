import sharp from 'sharp';

// Real pictures made here for the photo tests: a landscape drawing (sky, hills, a red block in the
// top-left corner so a test can tell which way up it is), encoded as a camera would, optionally
// with an EXIF orientation and a GPS position.

export type TestPhotoOptions = {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  // EXIF Orientation: 6 = the camera was turned a quarter clockwise (stored sideways).
  orientation?: number;
  gps?: boolean;
  // Transparency (PNG/WebP logos).
  transparent?: boolean;
};

function drawing(width: number, height: number, transparent: boolean): string {
  const block = Math.round(Math.min(width, height) / 4);
  const background = transparent ? '' : `<rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b8fd6"/><stop offset="1" stop-color="#f3d9a4"/></linearGradient></defs>
  ${background}
  <path d="M0 ${height * 0.7} Q ${width * 0.3} ${height * 0.45} ${width * 0.6} ${height * 0.68} T ${width} ${height * 0.6} V ${height} H 0 Z" fill="#3f7d4a"/>
  <circle cx="${width * 0.75}" cy="${height * 0.25}" r="${block / 2}" fill="#ffd35c"/>
  <rect x="0" y="0" width="${block}" height="${block}" fill="#d11f1f"/>
</svg>`;
}

export async function testPhoto(options: TestPhotoOptions = {}): Promise<Uint8Array> {
  const { width = 1200, height = 800, format = 'jpeg', orientation, gps = false, transparent = false } = options;
  let image = sharp(Buffer.from(drawing(width, height, transparent)));
  if (orientation !== undefined || gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 12', Copyright: 'photo-test' },
      ...(gps ? { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 3000/100', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 2000/100' } } : {}),
    });
    // sharp writes the Orientation tag itself (withExif's IFD0 value is replaced by it).
    if (orientation !== undefined) image = image.withMetadata({ orientation });
  }
  const encoded =
    format === 'jpeg' ? image.flatten({ background: '#ffffff' }).jpeg({ quality: 90 }) : format === 'png' ? image.png() : format === 'webp' ? image.webp() : image.avif({ effort: 0 });
  const buffer = await encoded.toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** The colour at a relative position (0–1) of an encoded picture, as [r, g, b]. */
export async function colourAt(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const px = Math.min(info.width - 1, Math.floor(x * info.width));
  const py = Math.min(info.height - 1, Math.floor(y * info.height));
  const offset = (py * info.width + px) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
}

/** Larger, detailed pictures for timing the pipeline (scripts/bench-photos.ts). */
export async function demoPhotoSources(count: number): Promise<Buffer[]> {
  const sources: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const noise = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
    sources.push(
      await sharp(Buffer.from(drawing(1200, 800, false)))
        .composite([{ input: noise, blend: 'overlay' }])
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
  }
  return sources;
}

export const notAnImage = (): Uint8Array => new Uint8Array(Buffer.from('This is a text file that someone renamed to holiday.jpg\n'.repeat(20)));

/** A multipart/form-data body with one file part, as a browser sends it. */
export function multipartFile(bytes: Uint8Array, options: { field?: string; fileName?: string; contentType?: string } = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----photo-test-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.fileName ?? 'photo.jpg'}"\r\n` +
      `Content-Type: ${options.contentType ?? 'image/jpeg'}\r\n\r\n`,
  );
  const payload = Buffer.concat([head, Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
