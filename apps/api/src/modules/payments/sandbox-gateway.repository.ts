import { sandboxGatewayObjects, type Database } from '@direct/db';
import { and, eq, inArray } from 'drizzle-orm';

export type SandboxObject = typeof sandboxGatewayObjects.$inferSelect;
export type NewSandboxObject = typeof sandboxGatewayObjects.$inferInsert;
export type SandboxGatewayRepository = ReturnType<typeof createSandboxGatewayRepository>;

// The sandbox gateway's own ledger. It stands for a remote gateway's account, not for one of our
// organizations, so (like the webhook event log) it is provider-scoped rather than organization-scoped.
export function createSandboxGatewayRepository(db: Database) {
  return {
    // Creates the object unless one with the same idempotency key exists; answers the one stored
    // either way (the unique index decides between concurrent creators).
    async createOnce(values: NewSandboxObject): Promise<{ object: SandboxObject; created: boolean }> {
      const [inserted] = await db.insert(sandboxGatewayObjects).values(values).onConflictDoNothing().returning();
      if (inserted) return { object: inserted, created: true };
      if (!values.idempotencyKey) throw new Error('sandbox object id collision');
      const [existing] = await db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.idempotencyKey, values.idempotencyKey));
      if (!existing) throw new Error('sandbox object vanished');
      return { object: existing, created: false };
    },

    async findByIdempotencyKey(idempotencyKey: string): Promise<SandboxObject | null> {
      const [row] = await db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    async find(id: string): Promise<SandboxObject | null> {
      const [row] = await db.select().from(sandboxGatewayObjects).where(eq(sandboxGatewayObjects.id, id));
      return row ?? null;
    },

    // A state transition that only happens from the given states (a compare-and-set, so two
    // concurrent transitions can't both apply). Answers the row as it is afterwards.
    async transition(id: string, from: readonly string[], patch: Partial<NewSandboxObject>): Promise<SandboxObject | null> {
      await db
        .update(sandboxGatewayObjects)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(sandboxGatewayObjects.id, id), inArray(sandboxGatewayObjects.status, [...from])));
      return this.find(id);
    },
  };
}
