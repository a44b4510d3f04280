import { endpoints } from '@direct/contracts';
import { data, type RouterContextProvider } from 'react-router';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { textOf } from '../../lib/forms/form-failure.server.ts';
import { serverTranslator } from '../../lib/i18n/locale-data.server.ts';
import { languageContext } from '../../lib/request-context.server.ts';
import { signedInHost } from '../../lib/session/host-session.server.ts';
import { redirectWithToast } from '../../lib/toast/toast.server.ts';
import { versionOf } from '../../lib/forms/form-values.server.ts';
import type { PropertyFailure } from './property-errors.ts';
import { failureStatus, propertyFailureOf } from './property-failure.server.ts';

const intents = ['publish', 'unpublish', 'feature', 'unfeature', 'delete'] as const;
type Intent = (typeof intents)[number];

// The frame's forms: publish or unpublish, feature or not, delete. Done: back to the page (or the
// list after a delete) saying so; refused: the reasons, in the frame's summary.
export async function propertyAction(input: { context: Readonly<RouterContextProvider>; request: Request; organizationId: number; propertyId: number }) {
  const { context, request, organizationId, propertyId } = input;
  const { token } = signedInHost(context);
  const form = await request.formData();
  const intent = textOf(form, 'intent') as Intent;
  const t = serverTranslator(context.get(languageContext));
  const params = { organizationId, propertyId };
  const version = versionOf(form);
  const page = `/o/${organizationId}/properties/${propertyId}`;
  if (!intents.includes(intent)) return data(refused({ formError: 'invalid' }), { status: 400 });
  if (intent === 'delete' && form.get('confirm') !== 'on') return data(refused({ fieldErrors: { confirm: 'required' } }), { status: 400 });
  try {
    switch (intent) {
      case 'publish':
      case 'unpublish':
        await hostCall(endpoints.hostSetPropertyPublication, token, { params, body: { version, published: intent === 'publish' }, signal: request.signal });
        return redirectWithToast(page, { message: t(`consoleProperties.done.${intent === 'publish' ? 'published' : 'unpublished'}`) }, context);
      case 'feature':
      case 'unfeature':
        await hostCall(endpoints.hostSetPropertyFeatured, token, { params, body: { version, featured: intent === 'feature' }, signal: request.signal });
        return redirectWithToast(page, { message: t(`consoleProperties.done.${intent === 'feature' ? 'featured' : 'unfeatured'}`) }, context);
      case 'delete':
        await hostCall(endpoints.hostDeleteProperty, token, { params, signal: request.signal });
        return redirectWithToast(`/o/${organizationId}/properties`, { message: t('consoleProperties.done.deleted') }, context);
    }
  } catch (error) {
    const failure = propertyFailureOf(error, form, [], 'property');
    return data(failure, { status: failureStatus(failure) });
  }
}

function refused(parts: Partial<Pick<PropertyFailure, 'fieldErrors' | 'formError'>>): PropertyFailure {
  return { ok: false, fieldErrors: parts.fieldErrors ?? {}, ...(parts.formError ? { formError: parts.formError } : {}), values: {}, intent: 'property', target: '', refusals: [] };
}
