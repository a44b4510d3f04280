import { inflateSync } from 'node:zlib';
import sharp from 'sharp';

// What a guest uploads is later opened by a host (ID scans, selfies, signatures, in the console or
// a PDF viewer). Only plain content is kept:
// - JPEG, PNG and WebP are decoded and encoded again, so only the pixels survive: no trailing
//   HTML or script after the end marker, no polyglot, no EXIF (GPS position of a selfie).
// - HEIC/HEIF can't be decoded by sharp's prebuilt libvips, so its structure is checked instead:
//   its boxes must end exactly where the file ends.
// - PDFs with active content (script, automatic actions, embedded files, rich media) are refused.

export type SafetyVerdict = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'active_content' | 'trailing_data' | 'unreadable'; message: string };

// PDF names that make a viewer run something or carry another file.
const activePdfNames: Readonly<Record<string, string>> = {
  JavaScript: 'JavaScript',
  JS: 'JavaScript',
  OpenAction: 'an action run on opening (/OpenAction)',
  AA: 'automatic actions (/AA)',
  Launch: 'a program launch (/Launch)',
  EmbeddedFile: 'embedded files',
  EmbeddedFiles: 'embedded files',
  RichMedia: 'rich media',
};

// Inflated streams are searched too (object streams hide dictionaries); bounded against bombs.
const maxInflatedBytes = 32 * 1024 * 1024;
// Decoding limit: a 50-megapixel photo is far beyond any phone's ID scan.
const maxInputPixels = 50_000_000;

export async function makeSafe(bytes: Uint8Array, mimeType: string): Promise<SafetyVerdict> {
  switch (mimeType) {
    case 'application/pdf': {
      const found = activePdfContent(bytes);
      if (found.length === 0) return { ok: true, bytes };
      return {
        ok: false,
        reason: 'active_content',
        message: `This PDF contains active content (${found.join(', ')}) that a PDF viewer could run, so it is not accepted. Save or print it again as a plain PDF, or upload a photo instead.`,
      };
    }
    case 'image/jpeg':
    case 'image/png':
    case 'image/webp':
      return reencode(bytes, mimeType);
    case 'image/heic':
    case 'image/heif':
      return heifEndsAtItsLastBox(bytes)
        ? { ok: true, bytes }
        : { ok: false, reason: 'trailing_data', message: 'This HEIC image has extra data after its end, so it is not accepted. Upload it again as a JPEG or PNG photo.' };
    default:
      return { ok: false, reason: 'unreadable', message: 'This file type is not accepted.' };
  }
}

async function reencode(bytes: Uint8Array, mimeType: 'image/jpeg' | 'image/png' | 'image/webp'): Promise<SafetyVerdict> {
  try {
    // rotate() applies the EXIF orientation to the pixels before the metadata is dropped.
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const encoded =
      mimeType === 'image/jpeg'
        ? image.jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
        : mimeType === 'image/png'
          ? image.png({ compressionLevel: 6 })
          : image.webp({ quality: 92 });
    const output = await encoded.toBuffer();
    return { ok: true, bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength) };
  } catch {
    return { ok: false, reason: 'unreadable', message: 'This image could not be read (it may be damaged or not really an image), so it is not accepted. Take the photo again or upload another file.' };
  }
}

/** The active-content features a PDF holds, by name (empty when none). */
export function activePdfContent(bytes: Uint8Array): string[] {
  const found = new Set<string>();
  const scan = (text: string) => {
    for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
      const described = activePdfNames[decodePdfName(match[1]!)];
      if (described) found.add(described);
    }
  };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  scan(text);
  let budget = maxInflatedBytes;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0 || budget <= 0) break;
    try {
      const inflated = inflateSync(Buffer.from(bytes.subarray(start, end)), { maxOutputLength: budget });
      budget -= inflated.length;
      scan(inflated.toString('latin1'));
    } catch {
      // Not a Flate stream (an image, a font): nothing to read as PDF syntax.
    }
  }
  return [...found];
}

// PDF names may write any character as #xx (/J#61vaScript is /JavaScript).
function decodePdfName(name: string): string {
  return name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** ISO base media file: top-level boxes (size, type) must cover the file exactly. */
export function heifEndsAtItsLastBox(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  while (offset < bytes.length) {
    if (offset + 8 > bytes.length) return false;
    let size = view.getUint32(offset);
    if (size === 1) {
      if (offset + 16 > bytes.length) return false;
      const large = view.getBigUint64(offset + 8);
      if (large > BigInt(bytes.length)) return false;
      size = Number(large);
      if (size < 16) return false;
    } else if (size === 0) {
      return true; // The last box runs to the end of the file by definition.
    } else if (size < 8) {
      return false;
    }
    // A box type is four printable characters; anything else is not a box.
    for (let index = offset + 4; index < offset + 8; index++) {
      if (bytes[index]! < 0x20 || bytes[index]! > 0x7e) return false;
    }
    offset += size;
  }
  return offset === bytes.length;
}
