import { endpoints, pathOf, type ContentImage, type HostProfile } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export const profileFields = ['name', 'bio.en', 'bio.de', 'bio.pt', 'languagesSpoken', 'listed'] as const;

// Saves the profile; a chosen photo goes through the API's photo pipeline first.
export async function saveHostProfile(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<{ ok: true; profile: HostProfile } | FormFailure> {
  const kept = keptValues(form, profileFields);
  let photoImageId: number | undefined;
  const file = form.get('photo');
  if (file instanceof File && file.size > 0) {
    const body = new FormData();
    body.set('file', file, file.name || 'photo');
    const response = await hostUpload(pathOf(endpoints.hostUploadContentImage, { organizationId }), token, body, signal);
    const answer = (await response.json().catch(() => null)) as ContentImage | { error?: { fields?: { reason: string }[] } } | null;
    if (!response.ok || !answer || !('imageId' in answer)) {
      const reason = (answer && 'error' in answer && answer.error?.fields?.[0]?.reason) || 'invalid';
      return { ok: false, fieldErrors: { photo: reason }, values: kept };
    }
    photoImageId = answer.imageId;
  }
  try {
    const profile = await hostCall(endpoints.hostUpdateHostProfile, token, {
      params: { organizationId },
      body: {
        version: Number(textOf(form, 'version')) || 1,
        name: textOf(form, 'name'),
        bio: { en: textOf(form, 'bio.en'), de: textOf(form, 'bio.de'), pt: textOf(form, 'bio.pt') },
        languagesSpoken: textOf(form, 'languagesSpoken')
          .split(',')
          .map((code) => code.trim().toLowerCase())
          .filter(Boolean),
        ...(photoImageId ? { photoImageId } : {}),
        listed: textOf(form, 'listed') === 'on',
      },
      signal,
    });
    return { ok: true, profile };
  } catch (error) {
    return formFailureOf(error, [...profileFields, 'photoImageId', 'bio'], kept);
  }
}
