import { createHash, randomBytes } from 'node:crypto';
import type { AuditQuery } from '@direct/contracts';
import type { AuditActor } from '@direct/db';
import { canAssignRole, permissionsOf, type HostRole } from '@direct/domain/host-access';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { invitationEmail } from './host-emails.ts';
import type { OrganizationsRepository, OrganizationSummary } from './organizations.repository.ts';

export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

const invitationDays = 7;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// A new brand's colours until the host picks theirs in the onboarding.
const starterTheme = { primaryColor: '#1f5f8b', accentColor: '#c2410c', backgroundColor: '#ffffff', textColor: '#1c2430' };

export type OrganizationInput = {
  name: string;
  brandName: string;
  brandAlias: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
};

function aliasTaken(): AppError {
  return new AppError('conflict', 'This address is already taken; choose another.', {
    fields: [{ field: 'brandAlias', message: 'This address is already taken; choose another.', reason: 'taken' }],
  });
}

export function createOrganizationsService(options: { repository: OrganizationsRepository; config: Pick<Config, 'platformDomain' | 'console' | 'mail' | 'brandSiteUrl'>; now?: () => Date }) {
  const { repository } = options;
  const now = options.now ?? (() => new Date());
  const config = options.config;

  const siteUrlOf = (hostname: string | null, alias: string) => {
    const host = hostname ?? `${alias}.${config.platformDomain}`;
    return config.brandSiteUrl.replace('{host}', host);
  };
  const present = (organization: OrganizationSummary, role: HostRole) => ({
    id: organization.id,
    name: organization.name,
    role,
    brands: organization.brands.map((brand) => ({ id: brand.id, name: brand.name, alias: brand.alias, siteUrl: siteUrlOf(brand.hostname, brand.alias) })),
  });

  return {
    async platformIsEmpty(): Promise<boolean> {
      return !(await repository.anyExists());
    },

    async create(user: { id: string; actor: AuditActor }, input: OrganizationInput) {
      const languages = [...new Set([input.defaultLanguage, ...input.languages])];
      const hostname = `${input.brandAlias}.${config.platformDomain}`;
      if (await repository.aliasTaken(input.brandAlias, hostname)) throw aliasTaken();
      const created = await repository.createWithOwner(
        {
          name: input.name,
          brand: { name: input.brandName, alias: input.brandAlias, hostname, currency: input.currency, languages, defaultLanguage: input.defaultLanguage, theme: { ...starterTheme, logoText: input.brandName } },
        },
        { userId: user.id, actor: user.actor },
      );
      if (!created.ok) throw aliasTaken();
      return present(created.value, 'owner');
    },

    async get(organizationId: number, role: HostRole) {
      const organization = await repository.find(organizationId);
      if (!organization) throw new AppError('not_found', 'No such organization.');
      return present(organization, role);
    },

    async membershipsOf(userId: string) {
      const memberships = await repository.membershipsOf(userId);
      return memberships.map((membership) => ({ ...membership, permissions: permissionsOf(membership.role) }));
    },

    async exists(organizationId: number): Promise<boolean> {
      return (await repository.find(organizationId)) !== null;
    },

    ensureOwner(organizationId: number, userId: string): Promise<void> {
      return repository.ensureMember(organizationId, userId, 'owner');
    },

    roleOf(organizationId: number, userId: string): Promise<HostRole | null> {
      return repository.roleOf(organizationId, userId);
    },

    async team(organizationId: number) {
      const team = await repository.team(organizationId, now());
      return {
        members: team.members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
        invitations: team.invitations.map((invitation) => ({ id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString(), invitedBy: invitation.invitedBy })),
      };
    },

    async invite(organizationId: number, actorRole: HostRole | null, actor: AuditActor & { userId: string | null }, input: { email: string; role: HostRole; language?: string | undefined }) {
      if (actorRole !== null && !canAssignRole(actorRole, input.role)) {
        throw new AppError('forbidden', 'Only an owner can invite another owner.', { fields: [{ field: 'role', message: 'Only an owner can invite another owner.', reason: 'not_allowed' }] });
      }
      if (!actor.userId) throw new AppError('forbidden', 'Invitations are sent by a signed-in member of the team.');
      if (await repository.isMemberEmail(organizationId, input.email)) {
        throw new AppError('conflict', 'This person is already on the team.', { fields: [{ field: 'email', message: 'This person is already on the team.', reason: 'already_member' }] });
      }
      const organization = await repository.find(organizationId);
      if (!organization) throw new AppError('not_found', 'No such organization.');
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const link = `${config.console.origin}/invitations/accept?token=${token}`;
      const message = invitationEmail({ language: input.language ?? 'en', inviter: actor.name, organization: organization.name, role: input.role, link });
      const invitation = await repository.createInvitation(
        { organizationId, email: input.email, role: input.role, tokenHash: hashToken(token), invitedBy: actor.userId, expiresAt: new Date(at.getTime() + invitationDays * 86_400_000), now: at },
        actor,
        { toAddress: input.email, fromAddress: config.mail.from, ...message },
      );
      return { id: invitation.id, email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString(), invitedBy: invitation.invitedBy };
    },

    async revokeInvitation(organizationId: number, invitationId: number, actor: AuditActor) {
      if (!(await repository.revokeInvitation(organizationId, invitationId, actor, now()))) throw new AppError('not_found', 'No such pending invitation.');
    },

    async changeRole(organizationId: number, actorRole: HostRole | null, actor: AuditActor, userId: string, role: HostRole | null) {
      if (actorRole !== null && role !== null && !canAssignRole(actorRole, role)) {
        throw new AppError('forbidden', 'Only an owner can make someone an owner.', { fields: [{ field: 'role', message: 'Only an owner can make someone an owner.', reason: 'not_allowed' }] });
      }
      const changed = await repository.changeRole(organizationId, userId, role, actor);
      if (changed.ok) return;
      if (changed.reason === 'last_owner') throw new AppError('conflict', 'An organization needs at least one owner: make someone else owner first.');
      throw new AppError('not_found', 'No such member.');
    },

    async previewInvitation(token: string) {
      const invitation = await repository.invitationByTokenHash(hashToken(token));
      if (!invitation || invitation.revokedAt || invitation.acceptedAt) throw new AppError('not_found', 'This invitation is not valid (used or withdrawn).');
      if (invitation.expiresAt <= now()) throw new AppError('expired', 'This invitation has expired; ask for a new one.');
      return { organizationName: invitation.organizationName, role: invitation.role, email: invitation.email, invitedBy: invitation.invitedBy, expiresAt: invitation.expiresAt.toISOString() };
    },

    async acceptInvitation(token: string, user: { id: string; email: string; actor: AuditActor }) {
      const invitation = await repository.invitationByTokenHash(hashToken(token));
      if (!invitation || invitation.revokedAt || invitation.acceptedAt) throw new AppError('not_found', 'This invitation is not valid (used or withdrawn).');
      if (invitation.expiresAt <= now()) throw new AppError('expired', 'This invitation has expired; ask for a new one.');
      // The link is for the invited address only: a forwarded email doesn't let someone else in.
      if (invitation.email !== user.email) throw new AppError('forbidden', `This invitation was sent to ${invitation.email}; sign in with that email to accept it.`);
      const accepted = await repository.acceptInvitation(invitation, { id: user.id, actor: user.actor }, now());
      if (!accepted.ok) {
        if (accepted.reason === 'already_member') throw new AppError('conflict', 'You are already on this team.');
        throw new AppError('not_found', 'This invitation is not valid (used or withdrawn).');
      }
      const organization = await repository.find(invitation.organizationId);
      return present(organization!, invitation.role);
    },

    async auditLog(organizationId: number, query: AuditQuery) {
      if (query.from && query.to && query.from > query.to) {
        throw new AppError('validation_failed', 'The date range ends before it starts.', { fields: [{ field: 'to', reason: 'before_from', message: 'must be on or after from' }] });
      }
      const { rows, total } = await repository.auditPage(organizationId, query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          at: row.createdAt.toISOString(),
          actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
          action: row.action,
          entity: { type: row.entityType, id: row.entityId },
          before: row.before ?? null,
          after: row.after ?? null,
        })),
        meta: { page: query.page, limit: query.limit, total },
      };
    },
  };
}
