import { endpoints, type CreatedApiClient } from '@direct/contracts';
import type { z } from 'zod';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';
import type { FormFailure } from '../../lib/forms/form-failure.ts';

import type { keyRoles } from './key-roles.ts';

type KeyRole = (typeof keyRoles)[number];

export type CreateKeyResult = { intent: 'create'; ok: true; created: z.infer<typeof CreatedApiClient> } | ({ intent: 'create' } & FormFailure);

export async function createKey(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<CreateKeyResult> {
  const role = textOf(form, 'role') as KeyRole;
  try {
    const created = await hostCall(endpoints.hostCreateApiClient, token, { params: { organizationId }, body: { name: textOf(form, 'name'), role }, signal });
    return { intent: 'create', ok: true, created };
  } catch (error) {
    return { intent: 'create', ...formFailureOf(error, ['name', 'role'], keptValues(form, ['name', 'role'])) };
  }
}

export async function revokeKey(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<{ intent: 'revoke' } & ({ ok: true } | FormFailure)> {
  try {
    await hostCall(endpoints.hostRevokeApiClient, token, { params: { organizationId, apiClientId: Number(textOf(form, 'target')) || 0 }, signal });
    return { intent: 'revoke', ok: true };
  } catch (error) {
    return { intent: 'revoke', ...formFailureOf(error, []) };
  }
}
