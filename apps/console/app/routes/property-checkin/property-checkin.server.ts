import { endpoints, type HostCheckinSettings } from '@direct/contracts';
import { checkinStepNames } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

const numberFields = ['depositAmount', 'depositHoursBeforeArrival', 'depositReleaseDaysAfterCheckout', 'identityRetentionDays'] as const;

// "150" or "150.50" → minor units; anything else is sent as -1 so the API names the field.
function minorOf(text: string): number {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : -1;
}

const wholeOf = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text) : -1);

export async function saveCheckinSettings(form: FormData, params: { organizationId: number; propertyId: number }, token: string, signal: AbortSignal): Promise<{ ok: true; settings: HostCheckinSettings } | FormFailure> {
  const steps = form.getAll('requiredSteps').map(String);
  try {
    const settings = await hostCall(endpoints.hostUpdateCheckinSettings, token, {
      params,
      body: {
        requiredSteps: checkinStepNames.filter((step) => steps.includes(step)),
        depositAmountMinor: minorOf(textOf(form, 'depositAmount')),
        depositHoursBeforeArrival: wholeOf(textOf(form, 'depositHoursBeforeArrival')),
        depositReleaseDaysAfterCheckout: wholeOf(textOf(form, 'depositReleaseDaysAfterCheckout')),
        identityRetentionDays: wholeOf(textOf(form, 'identityRetentionDays')),
      },
      signal,
    });
    return { ok: true, settings };
  } catch (error) {
    // The API names depositAmountMinor; the form's field is depositAmount.
    const failure = formFailureOf(error, ['depositAmountMinor', ...numberFields, 'requiredSteps'], keptValues(form, numberFields));
    return failure;
  }
}
