import type { ImageRef } from '@direct/contracts';

// What the gallery needs of each photo in the browser: the full picture (the link, and the
// lightbox), its size, and for a photo kept as renditions the thumbnail's address (the 320 px
// rendition in the format the browser's Accept header prefers). The rendition lists stay on the
// server: the hero is server-rendered markup (hero-picture.tsx), and the site's JavaScript builds
// no rendition address of its own for the first view (the page's 120 KB budget).
export type GalleryImage = Pick<ImageRef, 'id' | 'url' | 'alt' | 'width' | 'height'> & { thumb?: string };

export function galleryImage(image: ImageRef): GalleryImage {
  const { id, url, alt, width, height } = image;
  return image.renditions ? { id, url, alt, width, height, thumb: `/images/${id}/320` } : { id, url, alt, width, height };
}
