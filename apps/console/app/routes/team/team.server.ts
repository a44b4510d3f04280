import { endpoints, type HostRoleName } from '@direct/contracts';
import { hostRoles } from '@direct/domain/host-access';
import { hostCall } from '../../lib/api/host-call.server.ts';
import { formFailureOf, keptValues, textOf } from '../../lib/forms/form-failure.server.ts';

export type TeamActionResult = { intent: string; target?: string } & (
  | { ok: true }
  | ReturnType<typeof formFailureOf>
);

const asRole = (value: string): HostRoleName => ((hostRoles as readonly string[]).includes(value) ? value : 'front_desk') as HostRoleName;

// One form per change on the team page (invite, change a role, remove, revoke); `intent` says which.
export async function teamAction(form: FormData, organizationId: number, token: string, signal: AbortSignal): Promise<TeamActionResult> {
  const intent = textOf(form, 'intent');
  const target = textOf(form, 'target');
  try {
    switch (intent) {
      case 'invite':
        await hostCall(endpoints.hostInvite, token, {
          params: { organizationId },
          body: { email: textOf(form, 'email'), role: textOf(form, 'role') as HostRoleName, ...languageOf(form) },
          signal,
        });
        return { intent, ok: true };
      case 'change-role':
        await hostCall(endpoints.hostChangeMemberRole, token, { params: { organizationId, userId: target }, body: { role: asRole(textOf(form, 'role')) }, signal });
        return { intent, target, ok: true };
      case 'remove':
        await hostCall(endpoints.hostRemoveMember, token, { params: { organizationId, userId: target }, signal });
        return { intent, target, ok: true };
      case 'revoke':
        await hostCall(endpoints.hostRevokeInvitation, token, { params: { organizationId, invitationId: Number(target) }, signal });
        return { intent, target, ok: true };
      default:
        return { intent, ok: false, fieldErrors: {}, formError: 'invalid', values: {} };
    }
  } catch (error) {
    return { intent, target, ...formFailureOf(error, intent === 'invite' ? ['email', 'role'] : ['role'], keptValues(form, ['email', 'role'])) };
  }
}

function languageOf(form: FormData): { language?: 'en' | 'de' | 'pt' } {
  const language = textOf(form, 'language');
  return language === 'en' || language === 'de' || language === 'pt' ? { language } : {};
}
