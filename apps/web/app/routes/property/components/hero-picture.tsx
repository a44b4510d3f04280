import type { ImageRef } from '@direct/contracts';
import { renditionWidthsFor } from '@direct/domain/photos';

// The gallery's hero, the page's largest paint, as server-rendered markup (a static part: this
// component never reaches the browser, see StaticHtml). A photo is a <picture>: AVIF and WebP
// offered by type, JPEG for the rest, each at every rendition width, with the slot's size (the
// page's 72rem column, the viewport's width below it), so the browser loads what it needs; width
// and height keep its place before it arrives. A drawing (SVG) is one file at any size. Addresses
// in the site's short form of the resize call (image-proxy.route.ts).
const sizes = '(min-width:72rem) 72rem,100vw';
const sources = [
  ['avif', 'image/avif', '.avif'],
  ['webp', 'image/webp', '.webp'],
] as const;

export function HeroPicture({ image, alt }: { image: ImageRef; alt: string }) {
  const size = { width: image.width || 1200, height: image.height || 800 };
  const formats = image.renditions?.formats ?? [];
  const img = (props: { src: string; srcSet?: string; sizes?: string }) => <img {...props} alt={alt} {...size} loading="eager" fetchPriority="high" decoding="async" />;
  if (!formats.includes('jpeg')) return img({ src: image.url });
  const widths = renditionWidthsFor(image.width);
  const srcSet = (extension: string) => widths.map((width) => `/images/${image.id}/${width}${extension} ${width}w`).join(',');
  return (
    <picture>
      {sources.map(([format, type, extension]) => formats.includes(format) && <source key={format} type={type} srcSet={srcSet(extension)} sizes={sizes} />)}
      {img({ src: `/images/${image.id}/1280.jpg`, srcSet: srcSet('.jpg'), sizes })}
    </picture>
  );
}
