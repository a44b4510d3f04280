// Host photos are kept as renditions: AVIF, WebP and JPEG at a few standard widths. The API makes
// them (sharp) and answers the nearest one for a wanted width; the guest site lists the same widths
// in srcset. Pure rules, shared by both so they can't drift apart.

export const renditionFormats = ['avif', 'webp', 'jpeg'] as const;
export type RenditionFormat = (typeof renditionFormats)[number];

// Phones at 320–430 CSS px (×2–3), cards, the gallery and a desktop hero up to 1920 px.
export const standardRenditionWidths = [320, 640, 960, 1280, 1920] as const;
export const largestRenditionWidth = 1920;

// A photo narrower or lower than this looks blurred on a phone's screen and in the hero.
export const photoMinimumSize = { width: 640, height: 400 } as const;
// A brand logo is shown small; it needs only enough pixels for a sharp header on a retina screen.
export const logoMinimumSize = { width: 120, height: 40 } as const;
// Decoding limit: beyond any camera a host uses, and what keeps a hostile file from eating memory.
export const maxInputPixels = 60_000_000;

export const fileExtensionOf: Readonly<Record<RenditionFormat, string>> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const mimeTypeOf: Readonly<Record<RenditionFormat, string>> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/**
 * The widths made for a picture `width` pixels wide (after rotation): every standard width below
 * it, and its own width (at most the largest standard width). Never wider than the picture:
 * nothing is upscaled.
 */
export function renditionWidthsFor(width: number, standard: readonly number[] = standardRenditionWidths): number[] {
  const top = Math.min(Math.floor(width), Math.max(...standard));
  if (top < 1) return [];
  return [...standard.filter((candidate) => candidate < top), top];
}

/** The narrowest rendition at least `wanted` wide, or the widest when none is that wide. */
export function nearestRendition<T extends { width: number }>(renditions: readonly T[], wanted: number): T | undefined {
  const wideEnough = renditions.filter((rendition) => rendition.width >= wanted);
  if (wideEnough.length > 0) return wideEnough.reduce((best, rendition) => (rendition.width < best.width ? rendition : best));
  return renditions.reduce<T | undefined>((best, rendition) => (!best || rendition.width > best.width ? rendition : best), undefined);
}

/** The height of a rendition `width` wide of a picture `original` in size (rounded, at least 1). */
export function scaledHeight(original: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((original.height * width) / original.width));
}
