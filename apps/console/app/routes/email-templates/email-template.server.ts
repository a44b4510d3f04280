import { endpoints, type EmailAutomationKind, type EmailPreview, type Language } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export type TemplateTarget = { organizationId: number; brandId: number; kind: EmailAutomationKind; language: Language };

export type PreviewResult = { intent: 'preview'; ok: true; preview: EmailPreview; values: Record<string, string> } | ({ intent: 'preview' } & FormFailure);
export type SaveResult = { intent: 'save' | 'reset'; ok: true } | ({ intent: 'save' | 'reset' } & FormFailure);

const fields = ['subject', 'body'] as const;
const textIn = (form: FormData) => ({ subject: textOf(form, 'subject'), body: textOf(form, 'body') });

// Nothing is saved: the branded email the typed text makes, with sample values. What was typed
// comes back with the answer, so the editor keeps it.
export async function previewTemplate(form: FormData, target: TemplateTarget, token: string, signal: AbortSignal): Promise<PreviewResult> {
  const values = keptValues(form, fields);
  try {
    const preview = await hostCall(endpoints.hostPreviewEmailTemplate, token, { params: target, body: textIn(form), signal });
    return { intent: 'preview', ok: true, preview, values };
  } catch (error) {
    return { intent: 'preview', ...formFailureOf(error, fields, values) };
  }
}

export async function saveTemplate(form: FormData, target: TemplateTarget, token: string, signal: AbortSignal): Promise<SaveResult> {
  try {
    await hostCall(endpoints.hostSaveEmailTemplate, token, { params: target, body: textIn(form), signal });
    return { intent: 'save', ok: true };
  } catch (error) {
    return { intent: 'save', ...formFailureOf(error, fields, keptValues(form, fields)) };
  }
}

export async function resetTemplate(target: TemplateTarget, token: string, signal: AbortSignal): Promise<SaveResult> {
  try {
    await hostCall(endpoints.hostResetEmailTemplate, token, { params: target, signal });
    return { intent: 'reset', ok: true };
  } catch (error) {
    return { intent: 'reset', ...formFailureOf(error, []) };
  }
}
