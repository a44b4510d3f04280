import type { ArrivalTime} from '@direct/contracts';
import { endpoints, type Brand } from '@direct/contracts';
import { redirect } from 'react-router';
import { type ApiClient, ApiError } from '@direct/api-client';
import { notFound, pageError } from '../../../lib/catalog/page-errors.server.ts';
import { validAccess, type Access } from '../../../lib/payment/payment.server.ts';
import { checkArrival, normaliseTime, type ArrivalFormState, type ArrivalProblem } from './arrival-form.ts';

// The arrival-time page's server side: specify_arrival_time read and saved from a plain form post.

export async function loadArrival(api: ApiClient, brand: Brand, access: Access, signal: AbortSignal): Promise<ArrivalTime> {
  if (!validAccess(access)) notFound();
  let arrival: ArrivalTime;
  try {
    arrival = await api.call(endpoints.getArrivalTime, { query: { BOOKINGCODE: access.bookingCode, access_token: access.accessToken }, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'not_found' || error.code === 'validation_failed')) notFound();
    return pageError(error);
  }
  if (arrival.brandId !== brand.id) notFound();
  return arrival;
}

const problemOfReason: Record<string, ArrivalProblem> = {
  early_check_in_required: 'tooEarly',
  before_early_check_in: 'beforeSlot',
  after_arrival: 'tooLate',
  slot_not_offered: 'notOffered',
};

// A suggested time's button or the typed time; checked here first so the answer is instant and
// in the guest's language, then by the API (which has the last word).
export async function saveArrival(
  api: ApiClient,
  brand: Brand,
  access: Access,
  pathname: string,
  form: FormData,
  signal: AbortSignal,
): Promise<ArrivalFormState | Response> {
  const suggested = String(form.get('suggested') ?? '');
  const value = normaliseTime(String(suggested || form.get('arrival_time') || '').slice(0, 20));
  const arrival = await loadArrival(api, brand, access, signal);
  const problem = checkArrival(value, arrival);
  if (problem) return { value, problem };
  try {
    await api.call(endpoints.specifyArrivalTime, { body: { BOOKINGCODE: access.bookingCode, access_token: access.accessToken, arrival_time: value }, signal });
    return redirect(`${pathname}?saved=1`, 303);
  } catch (error) {
    if (!(error instanceof ApiError)) return { value, problem: 'failed' };
    if (error.code === 'not_found') notFound();
    const reason = error.fields[0]?.reason ?? '';
    if (problemOfReason[reason]) return { value, problem: problemOfReason[reason] };
    if (reason.startsWith('booking_')) return { value, problem: 'notConfirmed' };
    return { value, problem: error.code === 'validation_failed' ? 'invalid' : 'failed' };
  }
}
