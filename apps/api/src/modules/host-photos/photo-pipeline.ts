import {
  logoMinimumSize,
  maxInputPixels,
  photoMinimumSize,
  renditionWidthsFor,
  scaledHeight,
  type RenditionFormat,
} from '@direct/domain';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../http/app-error.ts';

// What a host uploads becomes what guests load: the upload is checked by its content (never its
// name), decoded once, turned upright by its EXIF orientation, and encoded again as AVIF, WebP and
// JPEG at a few widths. Encoding from pixels keeps nothing else: no EXIF (GPS position, camera
// serial), no XMP, no comments, no bytes after the image's end. The upload itself is kept apart
// (never served) so renditions can be made again.
//
// Cost, on the 2-core machines we size for, is AVIF's. Measured on a 4032 × 3024 phone photo
// (`npm run bench:photos`, five widths): libaom effort 1 (of 0–9) made files as small as effort
// 2 in a third of the time, effort 4 took six times as long for 10 % less. WebP effort 3; JPEG
// (the fallback few browsers still load) plain progressive: mozjpeg's 20 % smaller files cost four
// times the time. Renditions are encoded two at a time (one per core); the service processes one
// upload at a time per core, so a batch of uploads queues instead of starving other requests.

export type PhotoPurpose = 'photo' | 'logo';
export type Rendition = { format: RenditionFormat; width: number; height: number; bytes: Uint8Array };
export type ProcessedPhoto = {
  // The picture upright, at its full size (what its renditions were made from).
  width: number;
  height: number;
  original: { bytes: Uint8Array; mimeType: string };
  renditions: Rendition[];
  // The one file GET /apis/image serves: the widest JPEG (photos) or PNG (logos, which keep transparency).
  display: { bytes: Uint8Array; mimeType: 'image/jpeg' | 'image/png'; extension: 'jpg' | 'png'; width: number; height: number };
};

type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// The type from the first bytes (magic numbers); a text file called photo.jpg is still text.
export function detectUploadType(bytes: Uint8Array): UploadType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

const fileError = (code: 'validation_failed' | 'unsupported_media_type' | 'payload_too_large', reason: string, message: string, field: string) =>
  new AppError(code, message, { fields: [{ field, message, reason }] });

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

// Photos get every format at every width; logos (small, often transparent) AVIF and WebP at the
// widths a header needs, and a PNG as their one file.
const logoWidths = [160, 320, 640] as const;
const encoders: Record<RenditionFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 1, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 78, effort: 3 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
};

function asBytes(buffer: Buffer): Uint8Array {
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * Checks an upload and makes its renditions. Refuses, naming `field`: more than `maxBytes` (413),
 * anything not a JPEG, PNG, WebP or AVIF picture by content (415; HEIC with the reason), a damaged
 * file (400), a picture smaller than the minimum (400).
 */
export async function processUpload(bytes: Uint8Array, options: { purpose: PhotoPurpose; maxBytes: number; field: string }): Promise<ProcessedPhoto> {
  const { field, purpose } = options;
  if (bytes.length > options.maxBytes) {
    throw fileError('payload_too_large', 'too_large', `The file is larger than ${megabytes(options.maxBytes)} MB.`, field);
  }
  const type = detectUploadType(bytes);
  if (type === 'image/heic') {
    throw fileError('unsupported_media_type', 'heic_not_supported', 'HEIC photos can’t be read here: export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload again.', field);
  }
  if (!type) throw fileError('unsupported_media_type', 'unsupported_type', 'This file is not a photo: upload a JPEG, PNG, WebP or AVIF image.', field);

  const input = () => sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true });
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await input().metadata();
    const width = metadata.autoOrient?.width ?? metadata.width;
    const height = metadata.autoOrient?.height ?? metadata.height;
    const minimum = purpose === 'photo' ? photoMinimumSize : logoMinimumSize;
    if (!width || !height) throw new Error('no dimensions');
    if (width < minimum.width || height < minimum.height) {
      throw fileError(
        'validation_failed',
        'too_small',
        `The picture is ${width} × ${height} pixels; it must be at least ${minimum.width} × ${minimum.height}.`,
        field,
      );
    }
    // Decoded once, upright, at the widest size any rendition needs; every rendition comes from these pixels.
    const top = Math.max(...renditionWidthsFor(width, purpose === 'photo' ? undefined : logoWidths));
    let pipeline = input().rotate().resize({ width: top, withoutEnlargement: true });
    if (purpose === 'photo') pipeline = pipeline.flatten({ background: '#ffffff' });
    upright = await pipeline.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test(String((error as Error).message))) {
      throw fileError('validation_failed', 'too_large', 'The picture has more pixels than we accept (60 megapixels); make it smaller and upload again.', field);
    }
    throw fileError('validation_failed', 'unreadable', 'This picture could not be read (it may be damaged or cut short); upload it again or choose another.', field);
  }

  const { data, info } = upright;
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const size = { width: info.width, height: info.height };
  const formats: readonly RenditionFormat[] = purpose === 'photo' ? ['avif', 'webp', 'jpeg'] : ['avif', 'webp'];
  const widths = renditionWidthsFor(size.width, purpose === 'photo' ? undefined : logoWidths);
  const jobs = widths.flatMap((width) => formats.map((format) => ({ width, format })));
  const renditions: Rendition[] = new Array(jobs.length);
  // Two encoders at a time (sharp runs each on libuv's thread pool): one per core of a small machine.
  let next = 0;
  const encodeNext = async (): Promise<void> => {
    const index = next++;
    const job = jobs[index];
    if (!job) return;
    const encoded = await encoders[job.format](pixels().resize({ width: job.width, withoutEnlargement: true })).toBuffer();
    renditions[index] = { ...job, height: scaledHeight(size, job.width), bytes: asBytes(encoded) };
    return encodeNext();
  };
  await Promise.all([encodeNext(), encodeNext()]);
  const widest = Math.max(...widths);
  const display =
    purpose === 'photo'
      ? { bytes: renditions.find((r) => r.format === 'jpeg' && r.width === widest)!.bytes, mimeType: 'image/jpeg' as const, extension: 'jpg' as const }
      : { bytes: asBytes(await pixels().png({ compressionLevel: 9, palette: false }).toBuffer()), mimeType: 'image/png' as const, extension: 'png' as const };
  return { ...size, original: { bytes, mimeType: type }, renditions, display: { ...display, width: widest, height: scaledHeight(size, widest) } };
}
