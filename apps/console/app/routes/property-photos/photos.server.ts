import { endpoints, pathOf, type ErrorEnvelope } from '@direct/contracts';
import { ApiError } from '@direct/api-client';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { moved, parseOrder } from './photo-order.ts';

// The photo page's posts. One form per change (upload, cover, a move, the order after a drag, a
// description, a deletion); `intent` says which, and every one works without JavaScript.

export type PhotoTarget = { organizationId: number; propertyId: number };
// A file the API refused, by name, with the reason (translated by the page).
export type RefusedFile = { name: string; reason: string };
export type PhotoActionResult =
  | { intent: 'upload'; ok: true; added: number; refused: RefusedFile[] }
  | { intent: 'cover' | 'move' | 'reorder' | 'alt' | 'delete'; ok: true }
  | ({ intent: string; imageId?: number } & FormFailure);

export const altLanguages = ['en', 'de', 'pt'] as const;

const uploadPath = (target: PhotoTarget) => pathOf(endpoints.hostUploadPropertyPhoto, target);

// The API's reason for a refused upload (its first field error), or a generic one.
export async function refusalReason(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as ErrorEnvelope | null;
  if (response.status === 413) return 'too_large';
  return body?.error?.fields?.[0]?.reason ?? (response.status === 409 ? 'too_many' : 'generic');
}

// Without JavaScript the browser posts every chosen file at once; each goes to the API in turn.
async function uploadFiles(form: FormData, target: PhotoTarget, session: string, signal: AbortSignal): Promise<PhotoActionResult> {
  const files = form.getAll('file').filter((value): value is File => typeof value !== 'string' && value.size > 0);
  if (files.length === 0) return { intent: 'upload', ok: false, fieldErrors: { file: 'required' }, values: {} };
  let added = 0;
  const refused: RefusedFile[] = [];
  for (const file of files) {
    const body = new FormData();
    body.set('file', file, file.name);
    const response = await hostUpload(uploadPath(target), session, body, signal);
    if (response.ok) {
      await response.body?.cancel();
      added++;
    } else {
      refused.push({ name: file.name.slice(0, 120), reason: await refusalReason(response) });
    }
  }
  return { intent: 'upload', ok: true, added, refused };
}

export async function photoAction(form: FormData, target: PhotoTarget, session: string, signal: AbortSignal): Promise<PhotoActionResult> {
  const intent = textOf(form, 'intent');
  const imageId = Number(textOf(form, 'imageId'));
  const photo = { ...target, imageId };
  try {
    switch (intent) {
      case 'upload':
        return await uploadFiles(form, target, session, signal);
      case 'cover':
        await hostCall(endpoints.hostSetPropertyCover, session, { params: photo, signal });
        return { intent, ok: true };
      case 'move':
      case 'reorder': {
        const shown = parseOrder(textOf(form, 'order'));
        const imageIds = intent === 'move' ? moved(shown, imageId, textOf(form, 'direction') === 'later' ? 'later' : 'earlier') : shown;
        await hostCall(endpoints.hostReorderPropertyPhotos, session, { params: target, body: { imageIds }, signal });
        return { intent, ok: true };
      }
      case 'alt': {
        const alt: Partial<Record<(typeof altLanguages)[number], string>> = {};
        for (const language of altLanguages) {
          const text = form.get(`alt-${language}`);
          if (typeof text === 'string') alt[language] = text;
        }
        await hostCall(endpoints.hostUpdatePhotoAlt, session, { params: photo, body: { version: Number(textOf(form, 'version')), alt }, signal });
        return { intent, ok: true };
      }
      case 'delete':
        await hostCall(endpoints.hostDeletePropertyPhoto, session, { params: photo, signal });
        return { intent, ok: true };
      default:
        return { intent, ok: false, fieldErrors: {}, formError: 'invalid', values: {} };
    }
  } catch (error) {
    const values = Object.fromEntries(altLanguages.map((language) => [`alt-${language}`, textOf(form, `alt-${language}`)]));
    const failure = formFailureOf(
      error,
      altLanguages.map((language) => `alt.${language}`),
      values,
    );
    // A change based on an old view of the gallery: the page reloads it and says so.
    const stale = error instanceof ApiError && error.status === 409;
    return { intent, imageId, ...failure, ...(stale ? { formError: 'conflict' as const } : {}) };
  }
}
