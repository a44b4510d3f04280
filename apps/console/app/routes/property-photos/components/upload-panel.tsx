import { Button, ProgressBar } from '@direct/ui';
import { useState, type DragEvent } from 'react';
import { Form, useRevalidator } from 'react-router';
import { CsrfField } from '../../../components/csrf-field.tsx';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { useRootData } from '../../../lib/root-data.ts';
import type { RefusedFile } from '../photos.server.ts';
import { useHydrated } from './use-hydrated.ts';
import { useUploads, type UploadItem } from './use-uploads.ts';

const accepted = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif';

// Adding photos: drop them on the zone or choose them (several at once); each gets its own line
// and progress bar. Without JavaScript the same form posts the chosen files to the page, which
// sends them on one by one and says which were refused and why.
export function UploadPanel({ uploadUrl, maxBytes, refused }: { uploadUrl: string; maxBytes: number; refused: RefusedFile[] }) {
  const { t } = useTranslation();
  const { csrf } = useRootData();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { items, add, clear } = useUploads({ url: uploadUrl, csrf, maxBytes, onAdded: () => void revalidator.revalidate() });
  const [over, setOver] = useState(false);
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  const reasonText = (reason: string | undefined) => {
    const key = `consolePhotos.errors.${reason ?? 'generic'}`;
    const text = t(key as 'consolePhotos.errors.generic', { size: megabytes });
    return text === key ? t('consolePhotos.errors.generic') : text;
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };
  const finished = items.filter((item) => item.state === 'done' || item.state === 'failed').length;

  return (
    <section className="panel photo-upload" aria-labelledby="photo-upload-title">
      <h2 id="photo-upload-title">{t('consolePhotos.upload.heading')}</h2>
      <Form method="post" encType="multipart/form-data" className={['photo-drop', over ? 'photo-drop--over' : ''].join(' ')} onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }} onDragLeave={() => setOver(false)} onDrop={drop}>
        <CsrfField />
        <input type="hidden" name="intent" value="upload" />
        {hydrated && <p className="photo-drop__text" aria-hidden="true">{t('consolePhotos.upload.drop')}</p>}
        <label className="field__label" htmlFor="photo-files">
          {t('consolePhotos.upload.choose')}
        </label>
        <input
          id="photo-files"
          className="photo-drop__input"
          type="file"
          name="file"
          multiple
          accept={accepted}
          aria-describedby="photo-upload-hint"
          onChange={(event) => {
            if (!hydrated) return;
            add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <p id="photo-upload-hint" className="field__hint">
          {t('consolePhotos.upload.hint', { size: megabytes })}
        </p>
        {!hydrated && <Button type="submit">{t('consolePhotos.upload.submit')}</Button>}
      </Form>
      {refused.length > 0 && (
        <ul className="photo-refused" role="alert">
          {refused.map((file, index) => (
            <li key={`${file.name}-${index}`}>{t('consolePhotos.notAdded', { name: file.name, reason: reasonText(file.reason) })}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <>
          <p className="muted" role="status">
            {t('consolePhotos.upload.summary', { done: items.filter((item) => item.state === 'done').length, total: items.length })}
          </p>
          <ul className="upload-list">
            {items.map((item) => (
              <UploadLine key={item.key} item={item} reason={reasonText(item.reason)} />
            ))}
          </ul>
          {finished > 0 && (
            <Button small variant="quiet" onClick={clear}>
              {t('consolePhotos.upload.clear')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function UploadLine({ item, reason }: { item: UploadItem; reason: string }) {
  const { t } = useTranslation();
  const label = t('consolePhotos.upload.progressLabel', { name: item.name });
  const status =
    item.state === 'queued'
      ? t('consolePhotos.upload.queued')
      : item.state === 'uploading'
        ? t('consolePhotos.upload.uploading', { percent: item.percent })
        : item.state === 'processing'
          ? t('consolePhotos.upload.processing')
          : item.state === 'done'
            ? t('consolePhotos.upload.done')
            : t('consolePhotos.upload.failed');
  return (
    <li className={`upload-line upload-line--${item.state}`}>
      {item.state === 'failed' || item.state === 'done' ? (
        <p className="upload-line__result">
          <span className="upload-line__name">{item.name}</span> <span className={item.state === 'failed' ? 'upload-line__error' : 'muted'}>{item.state === 'failed' ? `${status}: ${reason}` : status}</span>
        </p>
      ) : (
        <ProgressBar label={label} value={item.state === 'processing' ? undefined : item.percent} valueText={status} />
      )}
    </li>
  );
}
