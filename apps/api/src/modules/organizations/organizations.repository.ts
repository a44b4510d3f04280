import {
  auditLog,
  brandDomains,
  brands,
  emailOutbox,
  hostUsers,
  organizationInvitations,
  organizationMembers,
  organizations,
  sqlStateOf,
  writeAuditEntry,
  type AuditActor,
  type BrandTheme,
  type Database,
} from '@direct/db';
import type { HostRole } from '@direct/domain/host-access';
import { and, asc, count, desc, eq, gt, gte, isNull, like, lt, sql } from 'drizzle-orm';
import type { AuditQuery } from '@direct/contracts';

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;

export type NewOrganization = {
  name: string;
  brand: { name: string; alias: string; hostname: string; currency: string; languages: string[]; defaultLanguage: string; theme: BrandTheme };
};

export type OrganizationSummary = { id: number; name: string; brands: { id: number; name: string; alias: string; hostname: string | null }[] };
export type Membership = { organizationId: number; organizationName: string; role: HostRole };
export type TeamMemberRow = { userId: string; name: string; email: string; role: HostRole; joinedAt: Date };
export type InvitationRow = { id: number; organizationId: number; email: string; role: HostRole; expiresAt: Date; invitedBy: string; acceptedAt: Date | null; revokedAt: Date | null };

export type OutgoingHostEmail = { toAddress: string; fromAddress: string; subject: string; textBody: string; htmlBody: string };

// What went wrong in a write that the service turns into the right answer.
export type WriteOutcome<T> = { ok: true; value: T } | { ok: false; reason: 'alias_taken' | 'not_found' | 'last_owner' | 'already_member' };

export function createOrganizationsRepository(db: Database) {
  async function brandsOf(organizationId: number) {
    return db
      .select({ id: brands.id, name: brands.name, alias: brands.urlAlias, hostname: brandDomains.hostname })
      .from(brands)
      .leftJoin(brandDomains, and(eq(brandDomains.brandId, brands.id), eq(brandDomains.isPrimary, true)))
      .where(eq(brands.organizationId, organizationId))
      .orderBy(asc(brands.id));
  }

  return {
    // Global: whether the platform has any tenant at all (first start seeds demo data).
    async anyExists(): Promise<boolean> {
      const rows = await db.select({ id: organizations.id }).from(organizations).limit(1);
      return rows.length > 0;
    },

    async aliasTaken(alias: string, hostname: string): Promise<boolean> {
      const [byAlias] = await db.select({ id: brands.id }).from(brands).where(eq(brands.urlAlias, alias)).limit(1);
      if (byAlias) return true;
      const [byHost] = await db.select({ id: brandDomains.id }).from(brandDomains).where(eq(brandDomains.hostname, hostname)).limit(1);
      return Boolean(byHost);
    },

    // The organization, its first brand on its platform subdomain, and its owner, in one go.
    async createWithOwner(input: NewOrganization, owner: { userId: string; actor: AuditActor }): Promise<WriteOutcome<OrganizationSummary>> {
      try {
        return await db.transaction(async (tx) => {
          const slugBase = input.brand.alias;
          const [{ taken }] = (await tx.select({ taken: count() }).from(organizations).where(sql`${organizations.slug} like ${`${slugBase}%`}`)) as [{ taken: number }];
          const slug = taken === 0 ? slugBase : `${slugBase}-${taken + 1}`;
          const [organization] = await tx.insert(organizations).values({ name: input.name, slug, isListedHost: false }).returning({ id: organizations.id, name: organizations.name });
          const [brand] = await tx
            .insert(brands)
            .values({
              organizationId: organization!.id,
              name: input.brand.name,
              urlAlias: input.brand.alias,
              theme: input.brand.theme,
              currency: input.brand.currency,
              languages: input.brand.languages,
              defaultLanguage: input.brand.defaultLanguage,
            })
            .returning({ id: brands.id });
          await tx.insert(brandDomains).values({ brandId: brand!.id, hostname: input.brand.hostname, isPrimary: true });
          await tx.insert(organizationMembers).values({ organizationId: organization!.id, userId: owner.userId, role: 'owner' });
          const created = { id: organization!.id, name: organization!.name, brands: [{ id: brand!.id, name: input.brand.name, alias: input.brand.alias, hostname: input.brand.hostname }] };
          await writeAuditEntry(tx, { organizationId: organization!.id, actor: owner.actor, action: 'organization.created', entityType: 'organization', entityId: organization!.id, after: { ...input, slug } });
          return { ok: true as const, value: created };
        });
      } catch (error) {
        // Two sign-ups racing for one alias meet at the unique index.
        if (sqlStateOf(error) === '23505') return { ok: false, reason: 'alias_taken' };
        throw error;
      }
    },

    async find(organizationId: number): Promise<OrganizationSummary | null> {
      const [organization] = await db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
      if (!organization) return null;
      return { ...organization, brands: await brandsOf(organizationId) };
    },

    async membershipsOf(userId: string): Promise<Membership[]> {
      return db
        .select({ organizationId: organizations.id, organizationName: organizations.name, role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.userId, userId), eq(organizations.isActive, true)))
        .orderBy(asc(organizations.name), asc(organizations.id));
    },

    // Idempotent: the demo owners are ensured at every start.
    async ensureMember(organizationId: number, userId: string, role: HostRole): Promise<void> {
      await db.insert(organizationMembers).values({ organizationId, userId, role }).onConflictDoNothing();
    },

    async roleOf(organizationId: number, userId: string): Promise<HostRole | null> {
      const [row] = await db
        .select({ role: organizationMembers.role })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId), eq(organizations.isActive, true)))
        .limit(1);
      return row?.role ?? null;
    },

    async team(organizationId: number, now: Date): Promise<{ members: TeamMemberRow[]; invitations: InvitationRow[] }> {
      const members = await db
        .select({ userId: hostUsers.id, name: hostUsers.name, email: hostUsers.email, role: organizationMembers.role, joinedAt: organizationMembers.createdAt })
        .from(organizationMembers)
        .innerJoin(hostUsers, eq(hostUsers.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(organizationMembers.createdAt), asc(hostUsers.email));
      const invitations = await db
        .select({
          id: organizationInvitations.id,
          organizationId: organizationInvitations.organizationId,
          email: organizationInvitations.email,
          role: organizationInvitations.role,
          expiresAt: organizationInvitations.expiresAt,
          invitedBy: hostUsers.name,
          acceptedAt: organizationInvitations.acceptedAt,
          revokedAt: organizationInvitations.revokedAt,
        })
        .from(organizationInvitations)
        .innerJoin(hostUsers, eq(hostUsers.id, organizationInvitations.invitedBy))
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            isNull(organizationInvitations.acceptedAt),
            isNull(organizationInvitations.revokedAt),
            gt(organizationInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(organizationInvitations.createdAt));
      return { members, invitations };
    },

    async isMemberEmail(organizationId: number, email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: organizationMembers.id })
        .from(organizationMembers)
        .innerJoin(hostUsers, eq(hostUsers.id, organizationMembers.userId))
        .where(and(eq(organizationMembers.organizationId, organizationId), eq(hostUsers.email, email)))
        .limit(1);
      return Boolean(row);
    },

    // A new invitation replaces the pending one for the same email (the newest link is the one that works).
    async createInvitation(
      input: { organizationId: number; email: string; role: HostRole; tokenHash: string; invitedBy: string; expiresAt: Date; now: Date },
      actor: AuditActor,
      message: OutgoingHostEmail,
    ): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(organizationInvitations)
          .set({ revokedAt: input.now })
          .where(and(eq(organizationInvitations.organizationId, input.organizationId), eq(organizationInvitations.email, input.email), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt)));
        const [row] = await tx
          .insert(organizationInvitations)
          .values({ organizationId: input.organizationId, email: input.email, role: input.role, tokenHash: input.tokenHash, invitedBy: input.invitedBy, expiresAt: input.expiresAt })
          .returning({ id: organizationInvitations.id });
        await writeAuditEntry(tx, { organizationId: input.organizationId, actor, action: 'invitation.created', entityType: 'invitation', entityId: row!.id, after: { email: input.email, role: input.role } });
        await tx.insert(emailOutbox).values({ ...message, organizationId: input.organizationId, dedupeKey: `host-invitation:${row!.id}` });
        return { id: row!.id, organizationId: input.organizationId, email: input.email, role: input.role, expiresAt: input.expiresAt, invitedBy: actor.name, acceptedAt: null, revokedAt: null };
      });
    },

    async invitationByTokenHash(tokenHash: string): Promise<(InvitationRow & { organizationName: string }) | null> {
      const [row] = await db
        .select({
          id: organizationInvitations.id,
          organizationId: organizationInvitations.organizationId,
          organizationName: organizations.name,
          email: organizationInvitations.email,
          role: organizationInvitations.role,
          expiresAt: organizationInvitations.expiresAt,
          invitedBy: hostUsers.name,
          acceptedAt: organizationInvitations.acceptedAt,
          revokedAt: organizationInvitations.revokedAt,
        })
        .from(organizationInvitations)
        .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
        .innerJoin(hostUsers, eq(hostUsers.id, organizationInvitations.invitedBy))
        .where(eq(organizationInvitations.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    // Accepting marks the invitation used and adds the member at once; a second accept of the same
    // link finds it used (the conditional update), never two memberships.
    async acceptInvitation(invitation: { id: number; organizationId: number; role: HostRole }, user: { id: string; actor: AuditActor }, now: Date): Promise<WriteOutcome<null>> {
      try {
        return await db.transaction(async (tx) => {
          const used = await tx
            .update(organizationInvitations)
            .set({ acceptedAt: now })
            .where(and(eq(organizationInvitations.id, invitation.id), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt)))
            .returning({ id: organizationInvitations.id });
          if (used.length === 0) return { ok: false as const, reason: 'not_found' as const };
          await tx.insert(organizationMembers).values({ organizationId: invitation.organizationId, userId: user.id, role: invitation.role });
          await writeAuditEntry(tx, { organizationId: invitation.organizationId, actor: user.actor, action: 'member.joined', entityType: 'member', entityId: user.id, after: { role: invitation.role, invitationId: invitation.id } });
          return { ok: true as const, value: null };
        });
      } catch (error) {
        if (sqlStateOf(error) === '23505') return { ok: false, reason: 'already_member' };
        throw error;
      }
    },

    async revokeInvitation(organizationId: number, invitationId: number, actor: AuditActor, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(organizationInvitations)
          .set({ revokedAt: now })
          .where(and(eq(organizationInvitations.organizationId, organizationId), eq(organizationInvitations.id, invitationId), isNull(organizationInvitations.acceptedAt), isNull(organizationInvitations.revokedAt)))
          .returning({ email: organizationInvitations.email, role: organizationInvitations.role });
        if (rows.length === 0) return false;
        await writeAuditEntry(tx, { organizationId, actor, action: 'invitation.revoked', entityType: 'invitation', entityId: invitationId, before: rows[0] });
        return true;
      });
    },

    // Role changes and removals lock the organization's owners first, so two owners demoting each
    // other at once can't leave it without one.
    async changeRole(organizationId: number, userId: string, role: HostRole | null, actor: AuditActor): Promise<WriteOutcome<null>> {
      return db.transaction(async (tx) => {
        const owners = await tx
          .select({ userId: organizationMembers.userId })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'owner')))
          .for('update');
        const [member] = await tx
          .select({ role: organizationMembers.role })
          .from(organizationMembers)
          .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
          .for('update');
        if (!member) return { ok: false as const, reason: 'not_found' as const };
        const losesOwner = member.role === 'owner' && role !== 'owner';
        if (losesOwner && owners.length <= 1) return { ok: false as const, reason: 'last_owner' as const };
        if (role === null) {
          await tx.delete(organizationMembers).where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
          await writeAuditEntry(tx, { organizationId, actor, action: 'member.removed', entityType: 'member', entityId: userId, before: { role: member.role } });
        } else if (role !== member.role) {
          await tx
            .update(organizationMembers)
            .set({ role, updatedAt: new Date() })
            .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)));
          await writeAuditEntry(tx, { organizationId, actor, action: 'member.role_changed', entityType: 'member', entityId: userId, before: { role: member.role }, after: { role } });
        }
        return { ok: true as const, value: null };
      });
    },

    async auditPage(organizationId: number, query: AuditQuery) {
      const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
      // A family filter ("member.") matches by prefix; LIKE's wildcards in the text are escaped.
      const action = query.action?.endsWith('.') ? like(auditLog.action, `${query.action.replace(/[\\%_]/g, '\\$&')}%`) : query.action ? eq(auditLog.action, query.action) : undefined;
      const where = and(
        eq(auditLog.organizationId, organizationId),
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        action,
        query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lt(auditLog.createdAt, dayAfter(query.to)) : undefined,
      );
      const [{ total }] = (await db.select({ total: count() }).from(auditLog).where(where)) as [{ total: number }];
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, total };
    },
  };
}
