import { endpoints } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

export const accessFields = ['doorCode', 'wifiName', 'wifiPassword', 'arrivalInstructions'] as const;

export async function saveAccessDetails(form: FormData, target: { organizationId: number; propertyId: number }, token: string, signal: AbortSignal): Promise<{ ok: true } | FormFailure> {
  try {
    const body = {
      doorCode: textOf(form, 'doorCode'),
      wifiName: textOf(form, 'wifiName'),
      wifiPassword: textOf(form, 'wifiPassword'),
      arrivalInstructions: textOf(form, 'arrivalInstructions'),
      version: Number(textOf(form, 'version')) || 0,
    };
    await hostCall(endpoints.hostSaveAccessDetails, token, { params: target, body, signal });
    return { ok: true };
  } catch (error) {
    return formFailureOf(error, accessFields, keptValues(form, accessFields));
  }
}
