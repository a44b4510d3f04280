import type { HostPhoto } from '@direct/contracts';
import { Badge, Button } from '@direct/ui';
import { useEffect, useRef, type DragEvent } from 'react';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { AltTextForm } from './alt-text-form.tsx';

type Language = 'en' | 'de' | 'pt';

export type CardDrag = {
  onDragStart: (event: DragEvent) => void;
  onDragOver: (event: DragEvent) => void;
  onDrop: (event: DragEvent) => void;
  onDragEnd: () => void;
};

// One photo in the grid: the picture (its 320 px rendition), whether it is the cover, and what
// the host may do with it. Each action is its own small form (cover, a place earlier or later,
// delete after a confirmation), so it works by keyboard and without JavaScript; with JavaScript
// the card can also be dragged.
export function PhotoCard({
  photo,
  count,
  order,
  languages,
  canWrite,
  confirmingDelete,
  result,
  drag,
  dragging,
  onMove,
}: {
  photo: HostPhoto;
  count: number;
  order: number[];
  languages: Language[];
  canWrite: boolean;
  confirmingDelete: boolean;
  result: unknown;
  drag: CardDrag | undefined;
  dragging: boolean;
  onMove: (buttonId: string) => void;
}) {
  const { t } = useTranslation();
  const position = photo.position + 1;
  const which = t('consolePhotos.photo.which', { position });
  const titleId = `photo-${photo.id}-title`;
  const confirmRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus();
  }, [confirmingDelete]);

  const moveButton = (direction: 'earlier' | 'later', disabled: boolean) => {
    const id = `photo-${photo.id}-${direction}`;
    return (
      <Form method="post" preventScrollReset className="inline-form" onSubmit={() => onMove(id)}>
        <CsrfField />
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="imageId" value={photo.id} />
        <input type="hidden" name="direction" value={direction} />
        <input type="hidden" name="order" value={order.join(',')} />
        <Button id={id} type="submit" small variant="secondary" disabled={disabled}>
          <span aria-hidden="true">{direction === 'earlier' ? '← ' : ''}</span>
          {t(`consolePhotos.photo.${direction}`)}
          <span aria-hidden="true">{direction === 'later' ? ' →' : ''}</span>
          <span className="visually-hidden"> {which}</span>
        </Button>
      </Form>
    );
  };

  return (
    <li
      className={['photo-card', dragging ? 'photo-card--dragging' : ''].filter(Boolean).join(' ')}
      {...(drag ? { draggable: true, ...drag } : {})}
    >
      <div className="photo-card__frame">
        <img src={`/images/${photo.id}/640`} alt={photo.alt.en || ''} width={photo.width} height={photo.height} loading="lazy" decoding="async" />
        {photo.isCover && (
          <span className="photo-card__cover">
            <Badge tone="success">{t('consolePhotos.photo.cover')}</Badge>
          </span>
        )}
        {drag && (
          <span className="photo-card__grip" title={t('consolePhotos.photo.drag')} aria-hidden="true">
            ⠿
          </span>
        )}
      </div>
      <div className="photo-card__body">
        <h2 id={titleId} className="photo-card__title">
          {t('consolePhotos.photo.label', { position, count })}
        </h2>
        {!canWrite && <p className="muted">{photo.alt.en || t('consolePhotos.photo.noAlt')}</p>}
        {canWrite && (
          <>
            <div className="row-actions">
              {moveButton('earlier', photo.position === 0)}
              {moveButton('later', photo.position === count - 1)}
              {!photo.isCover && (
                <Form method="post" preventScrollReset className="inline-form">
                  <CsrfField />
                  <input type="hidden" name="intent" value="cover" />
                  <input type="hidden" name="imageId" value={photo.id} />
                  <Button type="submit" small variant="secondary">
                    {t('consolePhotos.photo.makeCover')}
                    <span className="visually-hidden"> {which}</span>
                  </Button>
                </Form>
              )}
              <Link to={`?delete=${photo.id}`} preventScrollReset className="button button--quiet button--small">
                {t('consolePhotos.photo.delete')}
                <span className="visually-hidden"> {which}</span>
              </Link>
            </div>
            {confirmingDelete && (
              <div className="photo-card__confirm" role="group" aria-labelledby={`photo-${photo.id}-confirm`}>
                <h3 id={`photo-${photo.id}-confirm`} tabIndex={-1} ref={confirmRef}>
                  {t('consolePhotos.delete.question', { position })}
                </h3>
                <p>{t('consolePhotos.delete.text')}</p>
                <div className="row-actions">
                  <Form method="post" className="inline-form">
                    <CsrfField />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="imageId" value={photo.id} />
                    <Button type="submit" small>
                      {t('consolePhotos.delete.confirm')}
                    </Button>
                  </Form>
                  <Link to="." preventScrollReset className="button button--secondary button--small">
                    {t('consolePhotos.delete.cancel')}
                  </Link>
                </div>
              </div>
            )}
            <AltTextForm photo={photo} languages={languages} result={result} />
          </>
        )}
      </div>
    </li>
  );
}
