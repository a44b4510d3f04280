import { endpoints } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

type Target = { organizationId: number; brandId: number };
export type DomainAnswer = { ok: true; toast: 'added' | 'removed' | 'checked' | 'stillPending' } | FormFailure;

// The page's three forms: add a domain, look its TXT record up now, remove it.
export async function runDomainIntent(form: FormData, target: Target, token: string, signal: AbortSignal): Promise<DomainAnswer> {
  const intent = textOf(form, 'intent');
  try {
    if (intent === 'add') {
      await hostCall(endpoints.hostAddBrandDomain, token, { params: target, body: { hostname: textOf(form, 'hostname') }, signal });
      return { ok: true, toast: 'added' };
    }
    const domainId = Number(textOf(form, 'domainId')) || 0;
    if (intent === 'check') {
      const domain = await hostCall(endpoints.hostCheckBrandDomain, token, { params: { ...target, domainId }, signal });
      return { ok: true, toast: domain.status === 'verified' ? 'checked' : 'stillPending' };
    }
    await hostCall(endpoints.hostRemoveBrandDomain, token, { params: { ...target, domainId }, signal });
    return { ok: true, toast: 'removed' };
  } catch (error) {
    return formFailureOf(error, ['hostname'], keptValues(form, ['hostname']));
  }
}
