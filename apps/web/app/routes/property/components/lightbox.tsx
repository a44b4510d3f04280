import { useEffect, useRef, type KeyboardEvent } from 'react';
import { srcSetOf } from '../../../components/catalog/catalog-image.tsx';
import type { GalleryImage } from '../gallery-image.ts';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The photos one at a time in a modal dialog: arrow keys and buttons step through them, Escape or
// the close button closes it, and focus goes back to the photo that opened it (the gallery's job).
export default function Lightbox({
  images,
  name,
  index,
  onIndex,
  onClose,
}: {
  images: GalleryImage[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const count = images.length;
  const image = images[index]!;
  const step = (by: number) => onIndex((index + by + count) % count);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  return (
    <dialog ref={dialog} className="lightbox" aria-label={t('property.gallery.dialog', { name })} onClose={onClose} onKeyDown={keys}>
      <div className="lightbox__bar">
        <p aria-live="polite">{t('property.gallery.position', { index: index + 1, count })}</p>
        <button type="button" className="icon-button" onClick={onClose} autoFocus>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('property.gallery.close')}</span>
        </button>
      </div>
      <figure className="lightbox__figure">
        <img
          key={image.id}
          src={image.url}
          {...(image.thumb ? { srcSet: srcSetOf(image, 1920), sizes: '100vw' } : {})}
          alt={image.alt || name}
          width={image.width || 1200}
          height={image.height || 800}
        />
        {image.alt && <figcaption>{image.alt}</figcaption>}
      </figure>
      {count > 1 && (
        <div className="lightbox__nav">
          <button type="button" className="icon-button" onClick={() => step(-1)}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{t('property.gallery.previous')}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => step(1)}>
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{t('property.gallery.next')}</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
