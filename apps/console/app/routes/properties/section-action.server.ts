import { data, type RouterContextProvider } from 'react-router';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import type { TranslationKey } from '@direct/i18n/translator';
import { languageContext } from '../../lib/request-context.server.ts';
import { pagePathOf, redirectWithToast } from '../../lib/toast/toast.server.ts';
import { failureStatus, propertyFailureOf } from './property-failure.server.ts';

// A section's save: call the API; done, back to the same page saying so (a reload won't post
// again); refused, the page again with the reasons and what was typed.
export async function saveSection(
  input: { context: Readonly<RouterContextProvider>; request: Request; form: FormData; intent: string; target?: string; fields: readonly string[]; done: TranslationKey; typed?: Record<string, string> },
  write: () => Promise<unknown>,
) {
  try {
    await write();
    const t = serverTranslator(input.context.get(languageContext));
    return redirectWithToast(pagePathOf(input.request), { message: t(input.done) }, input.context);
  } catch (error) {
    const failure = propertyFailureOf(error, input.form, input.fields, input.intent, input.target);
    if (input.typed) failure.values = { ...failure.values, ...input.typed };
    return data(failure, { status: failureStatus(failure) });
  }
}

export function idsFrom(params: { organizationId?: string; propertyId?: string }) {
  return { organizationId: Number(params.organizationId), propertyId: Number(params.propertyId) };
}

