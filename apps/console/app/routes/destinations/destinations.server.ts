import { endpoints, pathOf, type ContentImage, type HostDestination } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export const destinationFields = ['description.en', 'description.de', 'description.pt'] as const;

export type DestinationResult = ({ ok: true; destination: HostDestination } | FormFailure) & { cityId: number };

// One destination's form: a chosen picture goes through the API's photo pipeline first.
export async function saveDestination(form: FormData, target: { organizationId: number; brandId: number }, token: string, signal: AbortSignal): Promise<DestinationResult> {
  const cityId = Number(textOf(form, 'cityId'));
  const kept = keptValues(form, destinationFields);
  let imageId: number | undefined;
  const file = form.get('photo');
  if (file instanceof File && file.size > 0) {
    const body = new FormData();
    body.set('file', file, file.name || 'destination');
    const response = await hostUpload(pathOf(endpoints.hostUploadContentImage, { organizationId: target.organizationId }), token, body, signal);
    const answer = (await response.json().catch(() => null)) as ContentImage | { error?: { fields?: { reason: string }[] } } | null;
    if (!response.ok || !answer || !('imageId' in answer)) {
      const reason = (answer && 'error' in answer && answer.error?.fields?.[0]?.reason) || 'invalid';
      return { ok: false, fieldErrors: { photo: reason }, values: kept, cityId };
    }
    imageId = answer.imageId;
  }
  try {
    const destination = await hostCall(endpoints.hostUpdateDestination, token, {
      params: { ...target, cityId },
      body: {
        version: Number(textOf(form, 'version')) || 1,
        descriptions: { en: textOf(form, 'description.en'), de: textOf(form, 'description.de'), pt: textOf(form, 'description.pt') },
        ...(imageId ? { imageId } : {}),
      },
      signal,
    });
    return { ok: true, destination, cityId };
  } catch (error) {
    const failure = formFailureOf(error, ['descriptions', 'imageId'], kept);
    return { ...failure, cityId };
  }
}
