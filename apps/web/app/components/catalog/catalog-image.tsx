import { renditionWidthsFor } from '@direct/domain/photos';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';

export type ImageLike = {
  id?: number;
  url: string;
  alt: string;
  // The alt text's language when the API says it (decision 0032): an English fallback gets lang="en".
  altLanguage?: string | undefined;
  width: number;
  height: number;
  // A photo kept as renditions (AVIF, WebP, JPEG at the standard widths up to its own width).
  renditions?: { widths: number[]; formats: string[] } | undefined;
};

// The API's resize call in the site's short form (image-proxy.route.ts): the nearest rendition at
// least `width` wide. Without an extension the browser's Accept header picks AVIF, WebP or JPEG
// (one srcset instead of three keeps list pages' HTML small); with one, that format.
export const resizedUrl = (id: number, width: number, extension = '') => `/images/${id}/${width}${extension}`;

// Every rendition width up to `maxWidth` (the widest a slot can need on a 3× screen), as srcset.
export function srcSetOf(image: ImageLike & { id: number }, maxWidth: number, extension = ''): string {
  const widths = renditionWidthsFor(image.width).filter((width, index, all) => width <= maxWidth || all[index - 1]! < maxWidth);
  return widths.map((width) => `${resizedUrl(image.id, width, extension)} ${width}w`).join(',');
}

const isPhoto = (image: ImageLike): image is ImageLike & { id: number } => image.id !== undefined && (image.renditions?.formats.includes('jpeg') ?? false);

// A catalogue image through the site's own address. A photo gets a srcset and sizes (the browser
// loads the width the slot needs); a drawing (SVG) is one file at any size. Width and height are
// always set, so nothing moves when it loads. The first visible images load eagerly (they are the
// page's largest paint); the rest lazily.
export function CatalogImage({
  image,
  alt,
  eager = false,
  className = 'card__image',
  sizes = '(min-width:40rem) 24rem,100vw',
  maxWidth = 960,
}: {
  image: ImageLike | undefined | null;
  alt?: string;
  eager?: boolean;
  className?: string;
  // What the image's slot measures (the srcset's sizes); cards by default.
  sizes?: string;
  maxWidth?: number;
}) {
  const { i18n } = useTranslation();
  if (!image) return <div className={`${className} card__image--empty`} aria-hidden="true" />;
  const photo = isPhoto(image);
  const altLanguage = alt === undefined || alt === image.alt ? image.altLanguage : undefined;
  return (
    <img
      className={className || undefined}
      src={photo ? resizedUrl(image.id, 640) : image.url}
      {...(photo ? { srcSet: srcSetOf(image, maxWidth), sizes } : {})}
      alt={alt ?? image.alt}
      lang={altLanguage && altLanguage !== i18n.language ? altLanguage : undefined}
      width={image.width || 800}
      height={image.height || 600}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
