import { endpoints, pathOf, type HostDeposit } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { hostUpload } from '../../lib/api/host-upload.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { minorOfAmount } from './amount-input.ts';

type Place = { organizationId: number; bookingId: number };
type Intent = 'place' | 'release' | 'capture' | 'photo';
export type DepositActionResult = { ok: true; intent: Intent; deposit: HostDeposit } | ({ intent: Intent } & FormFailure);

// The page's three posts. A claim's amount is typed as money ("80.00") and sent in minor units;
// the API's refusals come back on the field they concern (amountMinor is the page's "amount").
// A photo of the damage: the file passed on to the API as a form of its own.
async function addPhoto(form: FormData, place: Place, token: string, signal: AbortSignal): Promise<DepositActionResult> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { intent: 'photo', ok: false, fieldErrors: { file: 'required' }, values: {} };
  const body = new FormData();
  body.append('file', file, file.name || 'photo');
  const answer = await hostUpload(pathOf(endpoints.hostAddDepositPhoto, place), token, body, signal);
  const json = (await answer.json().catch(() => null)) as (HostDeposit & { error?: { code: string; message: string; fields?: { field: string; reason: string; message: string }[] } }) | null;
  if (answer.ok && json) return { ok: true, intent: 'photo', deposit: json };
  const error = json?.error;
  // Not the host's doing (the API down, a broken answer): the error page.
  if (!error) throw new Response('The photo could not be added.', { status: 502 });
  const fileReason = error.fields?.find((field) => field.field === 'file')?.reason;
  if (fileReason) return { intent: 'photo', ok: false, fieldErrors: { file: fileReason }, values: {} };
  if (error.code === 'conflict' && /photos/.test(error.message)) return { intent: 'photo', ok: false, fieldErrors: { file: 'too_many' }, values: {} };
  return { intent: 'photo', ok: false, fieldErrors: {}, formError: error.code === 'conflict' ? 'conflict' : error.code === 'forbidden' ? 'forbidden' : error.code === 'not_found' ? 'not_found' : 'invalid', values: {} };
}

export async function depositAction(form: FormData, place: Place, token: string, signal: AbortSignal): Promise<DepositActionResult> {
  const intent = textOf(form, 'intent');
  if (intent === 'photo') return addPhoto(form, place, token, signal);
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
