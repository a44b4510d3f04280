import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { colourAt, notAnImage, testPhoto } from '../../testing/photo-files.ts';
import { detectUploadType, processUpload } from './photo-pipeline.ts';

const maxBytes = 5 * 1024 * 1024;
const process = (bytes: Uint8Array, purpose: 'photo' | 'logo' = 'photo') => processUpload(bytes, { purpose, maxBytes, field: 'file' });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; code: string; fields: { field: string; reason: string }[] }> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, code: error.code, fields: error.fields.map(({ field, reason }) => ({ field, reason })) };
  }
  throw new Error('expected a refusal');
}

const isRed = ([r, g, b]: [number, number, number]) => r > 170 && g < 90 && b < 90;

describe('the photo pipeline', () => {
  it('makes AVIF, WebP and JPEG at every standard width below the photo and at its own width, never wider', async () => {
    const processed = await process(await testPhoto({ width: 1200, height: 800 }));
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 1200, height: 800 });
    expect(processed.renditions.map(({ format, width, height }) => `${format} ${width}×${height}`).sort()).toEqual(
      ['avif', 'jpeg', 'webp'].flatMap((format) => [`${format} 1200×800`, `${format} 320×213`, `${format} 640×427`, `${format} 960×640`]).sort(),
    );
    for (const rendition of processed.renditions) {
      const metadata = await sharp(rendition.bytes).metadata();
      expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: rendition.format,
        width: rendition.width,
        height: rendition.height,
      });
    }
    expect(processed.display).toMatchObject({ mimeType: 'image/jpeg', width: 1200, height: 800 });
    expect(processed.original.mimeType).toBe('image/jpeg');
  });

  it('takes PNG, WebP and AVIF uploads, read by their content', async () => {
    for (const format of ['png', 'webp', 'avif'] as const) {
      const bytes = await testPhoto({ width: 700, height: 500, format });
      expect(detectUploadType(bytes)).toBe(`image/${format}`);
      const processed = await process(bytes);
      expect(processed.renditions.map((rendition) => rendition.width).sort((a, b) => a - b)).toEqual([320, 320, 320, 640, 640, 640, 700, 700, 700]);
    }
  });

  it('turns the picture upright by its EXIF orientation', async () => {
    // Stored landscape with the red block top-left; orientation 6 says "show it turned a quarter clockwise".
    const processed = await process(await testPhoto({ width: 1200, height: 800, orientation: 6 }));
    expect({ width: processed.width, height: processed.height }).toEqual({ width: 800, height: 1200 });
    const widest = processed.renditions.find((rendition) => rendition.format === 'jpeg' && rendition.width === 800)!;
    expect(isRed(await colourAt(widest.bytes, 0.95, 0.05))).toBe(true);
    expect(isRed(await colourAt(widest.bytes, 0.05, 0.05))).toBe(false);
  });

  it('keeps no metadata in what guests load: no EXIF, no GPS position, no camera', async () => {
    const upload = await testPhoto({ width: 1000, height: 700, gps: true, orientation: 1 });
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const processed = await process(upload);
    for (const bytes of [...processed.renditions.map((rendition) => rendition.bytes), processed.display.bytes]) {
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(Buffer.from(bytes).includes('TestCam')).toBe(false);
    }
    // The original is kept as it came (it is never served).
    expect(Buffer.from(processed.original.bytes).equals(Buffer.from(upload))).toBe(true);
  });

  it('refuses a file that is not a picture, whatever its name, with a field error', async () => {
    expect(await refusal(process(notAnImage()))).toEqual({ status: 415, code: 'unsupported_media_type', fields: [{ field: 'file', reason: 'unsupported_type' }] });
    const svg = new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'));
    expect((await refusal(process(svg))).status).toBe(415);
  });

  it('refuses HEIC with what to do instead', async () => {
    const heic = new Uint8Array([0, 0, 0, 24, ...Buffer.from('ftypheic'), 0, 0, 0, 0, ...Buffer.from('mif1heic')]);
    const error = await process(heic).catch((caught: AppError) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(415);
    expect((error as AppError).message).toMatch(/JPEG/);
  });

  it('refuses a file over the size limit with 413', async () => {
    const photo = await testPhoto({ width: 800, height: 600 });
    expect(await refusal(processUpload(photo, { purpose: 'photo', maxBytes: photo.length - 1, field: 'file' }))).toEqual({
      status: 413,
      code: 'payload_too_large',
      fields: [{ field: 'file', reason: 'too_large' }],
    });
  });

  it('refuses a picture smaller than the minimum, and a damaged one', async () => {
    expect(await refusal(process(await testPhoto({ width: 600, height: 800 })))).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: [{ field: 'file', reason: 'too_small' }],
    });
    const whole = await testPhoto({ width: 900, height: 700 });
    expect(await refusal(process(whole.subarray(0, Math.floor(whole.length / 2))))).toEqual({
      status: 400,
      code: 'validation_failed',
      fields: [{ field: 'file', reason: 'unreadable' }],
    });
  });

  it('keeps a logo’s transparency: AVIF and WebP at header widths, and a PNG', async () => {
    const processed = await process(await testPhoto({ width: 800, height: 200, format: 'png', transparent: true }), 'logo');
    expect(processed.renditions.map(({ format, width }) => `${format} ${width}`).sort()).toEqual(['avif 160', 'avif 320', 'avif 640', 'webp 160', 'webp 320', 'webp 640']);
    expect(processed.display).toMatchObject({ mimeType: 'image/png', width: 640, height: 160 });
    expect((await sharp(processed.display.bytes).metadata()).hasAlpha).toBe(true);
    expect((await sharp(processed.renditions.find((r) => r.format === 'webp')!.bytes).metadata()).hasAlpha).toBe(true);
  });
});
