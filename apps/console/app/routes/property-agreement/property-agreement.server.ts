import { endpoints, languages, type AgreementPreview, type Language } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export type AgreementAnswer = { ok: true; published: true } | { ok: true; preview: AgreementPreview; values: { language: string; body: string } } | FormFailure;

// The editor's two buttons: preview (nothing saved) or publish a new version.
export async function answerAgreementForm(form: FormData, params: { organizationId: number; propertyId: number }, token: string, signal: AbortSignal): Promise<AgreementAnswer> {
  const language = textOf(form, 'language');
  const body = { language: ((languages as readonly string[]).includes(language) ? language : language) as Language, body: textOf(form, 'body') };
  try {
    if (textOf(form, 'intent') === 'preview') {
      const preview = await hostCall(endpoints.hostPreviewAgreement, token, { params, body, signal });
      return { ok: true, preview, values: { language, body: body.body } };
    }
    await hostCall(endpoints.hostPublishAgreementVersion, token, { params, body, signal });
    return { ok: true, published: true };
  } catch (error) {
    return formFailureOf(error, ['body', 'language'], keptValues(form, ['body', 'language']));
  }
}
