import { endpoints, type HostCheckinSettings } from '@direct/contracts';
import { checkinStepNames, depositFallbackChoices } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

const numberFields = ['depositAmount', 'depositHoursBeforeArrival', 'depositReleaseDaysAfterCheckout', 'identityRetentionDays'] as const;
const windowFields = ['earliestArrival', 'latestArrival', 'slotMinutes', 'departureBy'] as const;
// The API names the window's fields arrivalWindow.<name>; the form shows each at its own input.
const apiFields = ['depositAmountMinor', ...numberFields, 'requiredSteps', 'depositFallback', ...windowFields.map((name) => `arrivalWindow.${name}`)];

// "150" or "150.50" → minor units; anything else is sent as -1 so the API names the field.
function minorOf(text: string): number {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : -1;
}

const wholeOf = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text) : -1);

export async function saveCheckinSettings(form: FormData, params: { organizationId: number; propertyId: number }, token: string, signal: AbortSignal): Promise<{ ok: true; settings: HostCheckinSettings } | FormFailure> {
  const steps = form.getAll('requiredSteps').map(String);
  const fallback = textOf(form, 'depositFallback');
  const useWindow = textOf(form, 'useArrivalWindow') === 'on';
  const guestDateChanges = textOf(form, 'guestDateChanges') === 'on';
  try {
    const settings = await hostCall(endpoints.hostUpdateCheckinSettings, token, {
      params,
      body: {
        requiredSteps: checkinStepNames.filter((step) => steps.includes(step)),
        depositAmountMinor: minorOf(textOf(form, 'depositAmount')),
        depositHoursBeforeArrival: wholeOf(textOf(form, 'depositHoursBeforeArrival')),
        depositReleaseDaysAfterCheckout: wholeOf(textOf(form, 'depositReleaseDaysAfterCheckout')),
        identityRetentionDays: wholeOf(textOf(form, 'identityRetentionDays')),
        // Anything else than the two choices is sent as it came, so the API names the field.
        depositFallback: (depositFallbackChoices as readonly string[]).includes(fallback) ? (fallback as (typeof depositFallbackChoices)[number]) : (fallback as never),
        arrivalWindow: useWindow
          ? {
              earliestArrival: textOf(form, 'earliestArrival').trim(),
              latestArrival: textOf(form, 'latestArrival').trim(),
              slotMinutes: Number(textOf(form, 'slotMinutes')),
              departureBy: textOf(form, 'departureBy').trim(),
            }
          : null,
        guestDateChanges,
      },
      signal,
    });
    return { ok: true, settings };
  } catch (error) {
    // What the user ticked and chose stays in the form, not only what they typed.
    const kept = { ...keptValues(form, [...numberFields, ...windowFields, 'depositFallback']), requiredSteps: steps.join(','), useArrivalWindow: useWindow ? 'on' : 'off', guestDateChanges: guestDateChanges ? 'on' : 'off' };
    return formFailureOf(error, apiFields, kept);
  }
}
