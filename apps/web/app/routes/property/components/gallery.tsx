import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';
import type { GalleryImage } from '../gallery-image.ts';
import { fetchLazyTexts } from '../lazy-texts.ts';
import { StaticHtml } from './static-html.tsx';

// Loaded when a photo is first opened, with its texts: the lightbox is not part of the page's
// first JavaScript, nor its texts of the page's data (lazy-texts.ts).
const Lightbox = lazy(() =>
  Promise.all([import('./lightbox.tsx'), import('./with-texts.tsx'), fetchLazyTexts('lightbox')]).then(([part, { withTexts }, texts]) => ({
    default: withTexts(part.default, texts),
  })),
);

// The hero photo (in the server HTML, loaded first) and the others as thumbnails. Each is a link
// to the full photo, which is all it needs to be without JavaScript; with it, a lightbox opens.
export function Gallery({ images: sent, name, hero: heroHtml }: { images: GalleryImage[] | undefined; name: string; hero: string | undefined }) {
  const { t } = useTranslation();
  // After a document load the photos are read back from the gallery's markup (servedImages).
  const [served] = useState(() => (sent === undefined && typeof document !== 'undefined' ? servedImages(name) : []));
  const images = sent ?? served;
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [hero, ...rest] = images;
  if (!hero) return null;
  const count = images.length;
  const show = (index: number) => (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  return (
    <section className="gallery" aria-label={t('property.gallery.label')}>
      <a href={hero.url} className="gallery__hero" onClick={show(0)}>
        <span className="visually-hidden">{t('property.gallery.open', { index: 1, count })}</span>
        <StaticHtml part="hero" html={heroHtml} />
      </a>
      {rest.length > 0 && (
        <ul className="gallery__thumbs" role="list">
          {rest.map((image, index) => (
            <li key={image.id}>
              <a href={image.url} onClick={show(index + 1)}>
                <span className="visually-hidden">{t('property.gallery.open', { index: index + 2, count })}</span>
                <img src={image.thumb ?? image.url} alt={image.alt} width={image.width || 400} height={image.height || 300} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {count > 1 && (
        <button type="button" className="gallery__all" onClick={show(0)}>
          {t('property.gallery.showAll', { count })}
        </button>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} name={name} index={open} onIndex={setOpen} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}

// The photos as the server's gallery shows them: each link is the full photo, its image the alt
// text and size; a photo kept as renditions is shown from the site's resize address, which names
// its id. The hero's alt falls back to the property's name (render.server.tsx): that is no caption.
function servedImages(name: string): GalleryImage[] {
  const links = document.querySelectorAll<HTMLAnchorElement>('.gallery__hero, .gallery__thumbs a');
  return [...links].map((link, index) => {
    const img = link.querySelector('img');
    const id = /^\/images\/(\d+)\//.exec(img?.getAttribute('src') ?? '')?.[1];
    const alt = img?.getAttribute('alt') ?? '';
    return {
      id: id ? Number(id) : -index,
      url: link.getAttribute('href') ?? '',
      alt: index === 0 && alt === name ? '' : alt,
      width: Number(img?.getAttribute('width')),
      height: Number(img?.getAttribute('height')),
      ...(id ? { thumb: `/images/${id}/320` } : {}),
    };
  });
}
