// The type of a file from its first bytes (its "magic number"), never from its name or the
// client's content type: a text file renamed photo.jpg is still text.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

// ISO base media file brands (ftyp box) of HEIF images; AVIF and video brands are not images we take.
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const heifBrands = new Set(['mif1', 'msf1']);

function heifType(bytes: Uint8Array): string | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, boxSize >= 16 ? boxSize : 16);
  const major = ascii(bytes, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= end; offset += 4) compatible.push(ascii(bytes, offset, offset + 4));
  if (major === 'avif' || major === 'avis') return null;
  if (heicBrands.has(major) || compatible.some((brand) => heicBrands.has(brand))) return 'image/heic';
  if (heifBrands.has(major)) return 'image/heif';
  return null;
}

/** image/jpeg, image/png, image/webp, image/heic, image/heif or application/pdf; null for anything else. */
export function detectContentType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return heifType(bytes);
}

// How formats are named in messages.
export const formatNames: Readonly<Record<string, string>> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'application/pdf': 'PDF',
};
