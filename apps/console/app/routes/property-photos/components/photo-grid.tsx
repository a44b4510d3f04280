import type { HostPhoto } from '@direct/contracts';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '@direct/ui';
import { useFetcher } from 'react-router';
import { isFormFailure } from '../../../lib/forms/form-failure.ts';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import { droppedOn } from '../photo-order.ts';
import { PhotoCard, type CardDrag } from './photo-card.tsx';
import { useHydrated } from './use-hydrated.ts';

type Language = 'en' | 'de' | 'pt';

// The photos in their order. Dragging a card onto another puts it there: the grid shows the new
// order at once and saves it (the full list, so a photo added meanwhile by someone else makes the
// save fail with a message instead of being lost). The Earlier/Later buttons do the same one place
// at a time; after one, the focus comes back to that button on the photo's new place.
export function PhotoGrid({
  photos,
  languages,
  canWrite,
  deleting,
  result,
}: {
  photos: HostPhoto[];
  languages: Language[];
  canWrite: boolean;
  deleting: number | null;
  result: { imageId?: number } | undefined;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const { csrf } = useRootData();
  const saved = photos.map((photo) => photo.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const [pending, setPending] = useState<number[] | null>(null);
  const focusAfterMove = useRef<string | null>(null);

  // Until the server's order comes back, the order the host made.
  useEffect(() => setPending(null), [photos]);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const button = document.getElementById(focusAfterMove.current) as HTMLButtonElement | null;
    const other = focusAfterMove.current.endsWith('-earlier') ? focusAfterMove.current.replace(/-earlier$/, '-later') : focusAfterMove.current.replace(/-later$/, '-earlier');
    (button && !button.disabled ? button : document.getElementById(other))?.focus();
    focusAfterMove.current = null;
  }, [photos]);

  const order = pending ?? saved;
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const shown = order.map((id, position) => ({ ...byId.get(id)!, position, isCover: position === 0 })).filter((photo) => photo.id !== undefined);

  const dragFor = (id: number): CardDrag | undefined =>
    canWrite && hydrated && photos.length > 1
      ? {
          onDragStart: (event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(id));
            setDragged(id);
          },
          onDragOver: (event) => {
            if (dragged === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
          },
          onDrop: (event) => {
            event.preventDefault();
            if (dragged === null || dragged === id) return;
            const next = droppedOn(order, dragged, id);
            setPending(next);
            setDragged(null);
            void fetcher.submit({ intent: 'reorder', order: next.join(','), csrf }, { method: 'post' });
          },
          onDragEnd: () => setDragged(null),
        }
      : undefined;

  return (
    <>
      {isFormFailure(fetcher.data) && fetcher.state === 'idle' && <Notice tone="error">{t('consolePhotos.errors.stale')}</Notice>}
      <ol className="photo-grid">
      {shown.map((photo) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          count={shown.length}
          order={order}
          languages={languages}
          canWrite={canWrite}
          confirmingDelete={deleting === photo.id}
          result={result?.imageId === photo.id ? result : undefined}
          drag={dragFor(photo.id)}
          dragging={dragged === photo.id}
          onMove={(buttonId) => {
            focusAfterMove.current = buttonId;
          }}
        />
      ))}
      </ol>
    </>
  );
}
