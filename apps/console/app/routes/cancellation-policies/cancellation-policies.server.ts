import { ApiError } from '@direct/api-client';
import { cancellationKindValues, endpoints } from '@direct/contracts';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { RatesResult } from '../../lib/forms/rates-form.ts';

// The cancellation policies page's posts. Tiers come as rows days.N / refund.N; an empty row is dropped.

import { tierRows } from './policy-tiers.ts';
const tierFields = Array.from({ length: tierRows }, (_, n) => [`days.${n}`, `refund.${n}`]).flat();
export const policyFields = ['name', 'kind', 'version', ...tierFields];

function body(form: FormData) {
  const kind = textOf(form, 'kind');
  const rules = Array.from({ length: tierRows }, (_, n) => ({ days: textOf(form, `days.${n}`).trim(), refund: textOf(form, `refund.${n}`).trim() }))
    .filter((row) => row.days !== '' || row.refund !== '')
    .map((row) => ({ daysBeforeArrival: Number(row.days || Number.NaN), refundPercent: Number(row.refund || Number.NaN) }));
  return { name: textOf(form, 'name'), kind: ((cancellationKindValues as readonly string[]).includes(kind) ? kind : 'flexible') as 'flexible', rules };
}

export async function policyAction(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<RatesResult> {
  const intent = textOf(form, 'intent');
  const values = keptValues(form, policyFields);
  const policyId = Number(textOf(form, 'policyId'));
  try {
    if (intent === 'create') await hostCall(endpoints.hostCreateCancellationPolicy, token, { params: { organizationId }, body: body(form), signal });
    else if (intent === 'update') await hostCall(endpoints.hostUpdateCancellationPolicy, token, { params: { organizationId, policyId }, body: { ...body(form), version: Number(textOf(form, 'version')) }, signal });
    else if (intent === 'delete') await hostCall(endpoints.hostDeleteCancellationPolicy, token, { params: { organizationId, policyId }, signal });
    else return { ok: false, intent, fieldErrors: {}, formError: 'invalid', values };
    return { ok: true, intent };
  } catch (error) {
    // Tier problems come as rules.N.<field>: the row's days or refund field.
    if (error instanceof ApiError) {
      for (const problem of error.fields) {
        const match = /^rules\.(\d+)\.(daysBeforeArrival|refundPercent)$/.exec(problem.field);
        if (match) problem.field = `${match[2] === 'daysBeforeArrival' ? 'days' : 'refund'}.${match[1]}`;
      }
    }
    const failed = formFailureOf(error, ['name', 'kind', 'version', 'rules', ...tierFields], values);
    const detail = error instanceof ApiError && error.status === 409 && !error.fields.some((field) => field.reason === 'stale') ? error.message : undefined;
    return { ...failed, intent, ...(detail ? { detail } : {}) };
  }
}
