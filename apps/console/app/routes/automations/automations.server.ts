import { emailAutomationKinds, endpoints, type EmailAutomationsUpdate } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { daysField, enabledField, propertyField, usesDays } from './automation-fields.ts';

export type SaveAutomationsResult = { ok: true } | FormFailure;

// The form as the API takes it: a checkbox per automation and per property × automation (ticked:
// on), a number of days where the automation counts them. What was sent comes back on a refusal.
export function automationsOf(form: FormData): EmailAutomationsUpdate {
  const propertyIds = form.getAll('property').map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return {
    automations: emailAutomationKinds.map((kind) => {
      const days = textOf(form, daysField(kind)).trim();
      return { kind, enabled: form.has(enabledField(kind)), daysBefore: usesDays(kind) ? (/^\d{1,3}$/.test(days) ? Number(days) : null) : null };
    }),
    properties: propertyIds.map((propertyId) => ({ propertyId, offKinds: emailAutomationKinds.filter((kind) => !form.has(propertyField(propertyId, kind))) })),
  };
}

export async function saveAutomations(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<SaveAutomationsResult> {
  try {
    await hostCall(endpoints.hostUpdateEmailAutomations, token, { params: { organizationId }, body: automationsOf(form), signal });
    return { ok: true };
  } catch (error) {
    const values: Record<string, string> = {};
    for (const [name, value] of form.entries()) if (typeof value === 'string' && name !== 'csrf' && name !== 'property') values[name] = value;
    return formFailureOf(
      error,
      emailAutomationKinds.map((_, index) => `automations.${index}`),
      values,
    );
  }
}
