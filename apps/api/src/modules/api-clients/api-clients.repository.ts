import { oauthClients, writeAuditEntry, type AuditActor, type Database } from '@direct/db';
import { and, desc, eq } from 'drizzle-orm';

export type ApiClientsRepository = ReturnType<typeof createApiClientsRepository>;

export type ApiClientRow = {
  id: number;
  clientId: string;
  name: string;
  scopes: string[];
  isActive: boolean;
  createdAt: Date;
  lastUsedAt: Date | null;
};

const columns = {
  id: oauthClients.id,
  clientId: oauthClients.clientId,
  name: oauthClients.name,
  scopes: oauthClients.scopes,
  isActive: oauthClients.isActive,
  createdAt: oauthClients.createdAt,
  lastUsedAt: oauthClients.lastUsedAt,
};

// An organization's own OAuth clients (organization_id set); platform clients are never listed here.
export function createApiClientsRepository(db: Database) {
  return {
    async list(organizationId: number): Promise<ApiClientRow[]> {
      return db.select(columns).from(oauthClients).where(eq(oauthClients.organizationId, organizationId)).orderBy(desc(oauthClients.isActive), desc(oauthClients.createdAt));
    },

    async create(
      organizationId: number,
      client: { clientId: string; secretHash: string; name: string; scopes: string[] },
      audit: { actor: AuditActor; role: string; requestId?: string },
    ): Promise<ApiClientRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(oauthClients)
          .values({ ...client, organizationId, isActive: true })
          .returning(columns);
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'api_client.create',
          entityType: 'api_client',
          entityId: row!.id,
          after: { clientId: row!.clientId, name: row!.name, role: audit.role, scopes: row!.scopes },
          requestId: audit.requestId,
        });
        return row!;
      });
    },

    // False when the organization has no such client; revoking twice is harmless.
    async revoke(organizationId: number, id: number, audit: { actor: AuditActor; requestId?: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(columns)
          .from(oauthClients)
          .where(and(eq(oauthClients.id, id), eq(oauthClients.organizationId, organizationId)))
          .for('update');
        if (!before) return false;
        if (!before.isActive) return true;
        await tx.update(oauthClients).set({ isActive: false }).where(and(eq(oauthClients.id, id), eq(oauthClients.organizationId, organizationId)));
        await writeAuditEntry(tx, {
          organizationId,
          actor: audit.actor,
          action: 'api_client.revoke',
          entityType: 'api_client',
          entityId: id,
          before: { clientId: before.clientId, name: before.name, isActive: true },
          after: { clientId: before.clientId, name: before.name, isActive: false },
          requestId: audit.requestId,
        });
        return true;
      });
    },
  };
}
