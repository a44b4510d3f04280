import { endpoints, pathOf } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { formFailureOf } from '../../lib/forms/form-failure.server.ts';

type Target = { organizationId: number; brandId: number };

// The logo forms of the brand page: a file goes on to the API's photo pipeline (which checks its
// type and size and answers field errors under `file`), a removal to its DELETE.
export async function saveLogo(intent: 'logo-upload' | 'logo-remove', form: FormData, target: Target, token: string, signal: AbortSignal): Promise<{ ok: true } | FormFailure> {
  const kept = { intent };
  if (intent === 'logo-remove') {
    try {
      await hostCall(endpoints.hostRemoveBrandLogo, token, { params: target, signal });
      return { ok: true };
    } catch (error) {
      return formFailureOf(error, [], kept);
    }
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { ok: false, fieldErrors: { file: 'required' }, values: kept };
  const body = new FormData();
  body.append('file', file, file.name);
  const answer = await hostUpload(pathOf(endpoints.hostUploadBrandLogo, target), token, body, signal);
  if (answer.ok) {
    await answer.body?.cancel();
    return { ok: true };
  }
  const envelope = (await answer.json().catch(() => ({}))) as { error?: { code?: string; message?: string; fields?: { field: string; reason: string; message: string }[] } };
  const fields = envelope.error?.fields ?? [];
  if (answer.status >= 500 || !envelope.error) throw new Error(`The logo upload failed with ${answer.status}`);
  return { ok: false, fieldErrors: { file: fields.find((field) => field.field === 'file')?.reason ?? 'invalid' }, values: kept };
}
