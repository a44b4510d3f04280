import { randomUUID } from 'node:crypto';
import { ApiError } from '@direct/api-client';
import { endpoints, type BookingActionSummary } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';
import { orNotFound } from '../../lib/api/or-not-found.server.ts';

// What every booking action page shares on the server: the booking's summary, a fresh idempotency
// key for each rendered form (a double submit then acts once), and a refusal as the form shows it.

export type ActionParams = { organizationId: string; bookingId: string };

export const idsOf = (params: ActionParams) => ({ organizationId: Number(params.organizationId), bookingId: Number(params.bookingId) });

// The head of every booking action page (their loaders): no such booking is the 404 page.
export async function summaryOf(params: ActionParams, token: string, signal: AbortSignal): Promise<BookingActionSummary> {
  return orNotFound(hostCall(endpoints.hostBookingActionSummary, token, { params: idsOf(params), signal }));
}

export const newIdempotencyKey = () => randomUUID();

// The API's own sentence for a refusal that is not about one field (dates taken, already
// cancelled, an instalment charged meanwhile): it says exactly why.
export type ActionFailure = FormFailure & { detail?: string };

export function actionFailureOf(error: unknown, fields: readonly string[], values: Record<string, string>): ActionFailure {
  const failure = formFailureOf(error, fields, values);
  // 402: the saved card refused a stay change's difference (the API says the move was undone).
  const detail = error instanceof ApiError && (error.status >= 409 || error.status === 402) ? error.message : undefined;
  return { ...failure, ...(detail ? { detail } : {}) };
}
