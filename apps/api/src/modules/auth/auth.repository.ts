import { eq } from 'drizzle-orm';
import { oauthClients, type Database } from '@direct/db';

export type OAuthClientRecord = {
  id: number;
  clientId: string;
  secretHash: string;
  organizationId: number | null;
  scopes: string[];
  isActive: boolean;
};

export type AuthRepository = ReturnType<typeof createAuthRepository>;

export function createAuthRepository(db: Database) {
  return {
    // Global lookup: a client proves who it is before we know which organization it acts for.
    async findClientByClientId(clientId: string): Promise<OAuthClientRecord | undefined> {
      const [row] = await db
        .select({
          id: oauthClients.id,
          clientId: oauthClients.clientId,
          secretHash: oauthClients.secretHash,
          organizationId: oauthClients.organizationId,
          scopes: oauthClients.scopes,
          isActive: oauthClients.isActive,
        })
        .from(oauthClients)
        .where(eq(oauthClients.clientId, clientId))
        .limit(1);
      return row;
    },

    // Global by primary key: the client row was found by findClientByClientId just before.
    async markClientUsed(id: number, at: Date): Promise<void> {
      await db.update(oauthClients).set({ lastUsedAt: at }).where(eq(oauthClients.id, id));
    },

    // Platform clients (organization null) belong to no tenant; the website's is kept in step
    // with its configured id and secret at every start.
    async upsertPlatformClient(client: { clientId: string; secretHash: string; name: string }): Promise<void> {
      await db
        .insert(oauthClients)
        .values({ ...client, organizationId: null, isActive: true })
        .onConflictDoUpdate({
          target: oauthClients.clientId,
          set: { secretHash: client.secretHash, name: client.name, organizationId: null, isActive: true },
        });
    },
  };
}
