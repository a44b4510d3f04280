import { endpoints, type HostDeposit } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { minorOfAmount } from './amount-input.ts';

type Place = { organizationId: number; bookingId: number };
export type DepositActionResult = { ok: true; intent: 'place' | 'release' | 'capture'; deposit: HostDeposit } | ({ intent: 'place' | 'release' | 'capture' } & FormFailure);

// The page's three posts. A claim's amount is typed as money ("80.00") and sent in minor units;
// the API's refusals come back on the field they concern (amountMinor is the page's "amount").
export async function depositAction(form: FormData, place: Place, token: string, signal: AbortSignal): Promise<DepositActionResult> {
  const intent = textOf(form, 'intent');
  if (intent === 'place' || intent === 'release') {
    const endpoint = intent === 'place' ? endpoints.hostPlaceDeposit : endpoints.hostReleaseDeposit;
    try {
      return { ok: true, intent, deposit: await hostCall(endpoint, token, { params: place, signal }) };
    } catch (error) {
      return { intent, ...formFailureOf(error, []) };
    }
  }
  const values = keptValues(form, ['amount', 'reason']);
  const amountMinor = minorOfAmount(values['amount'] ?? '');
  if (amountMinor === null) return { intent: 'capture', ok: false, fieldErrors: { amount: 'amount_format' }, values };
  try {
    const deposit = await hostCall(endpoints.hostCaptureBookingDeposit, token, { params: place, body: { amountMinor, reason: values['reason'] ?? '' }, signal });
    return { ok: true, intent: 'capture', deposit };
  } catch (error) {
    const failure = formFailureOf(error, ['amountMinor', 'reason'], values);
    const { amountMinor: amountReason, ...rest } = failure.fieldErrors;
    return { intent: 'capture', ...failure, fieldErrors: { ...rest, ...(amountReason ? { amount: amountReason } : {}) } };
  }
}
