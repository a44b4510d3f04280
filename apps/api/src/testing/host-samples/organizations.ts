import type { HostOperationSamples } from './sample.ts';

export const organizationSamples: HostOperationSamples = {
  hostGetOrganization: {},
  hostListTeam: {},
  hostInvite: { body: { email: 'someone-new@example.test', role: 'front_desk' } },
  hostRevokeInvitation: { params: { invitationId: 999_999 } },
  hostChangeMemberRole: { params: { userId: 'no-such-user' }, body: { role: 'accountant' } },
  hostRemoveMember: { params: { userId: 'no-such-user' } },
  hostAuditLog: {},
};
