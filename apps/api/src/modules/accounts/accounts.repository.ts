import { authThrottle, emailOutbox, hostUsers, type Database } from '@direct/db';
import { eq, inArray, sql } from 'drizzle-orm';

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export type HostUserRow = { id: string; name: string; email: string; language: string; emailVerified: boolean; twoFactorEnabled: boolean };

export type ThrottleRule = { limit: number; windowMs: number; blockMs: number };

// Host accounts outside better-auth's own tables: lookups, sign-in throttling and the outbox.
// Accounts are people, not tenants: these rows belong to no organization (the membership does).
export function createAccountsRepository(db: Database) {
  return {
    async userByEmail(email: string): Promise<HostUserRow | null> {
      const [row] = await db
        .select({ id: hostUsers.id, name: hostUsers.name, email: hostUsers.email, language: hostUsers.language, emailVerified: hostUsers.emailVerified, twoFactorEnabled: hostUsers.twoFactorEnabled })
        .from(hostUsers)
        .where(eq(hostUsers.email, email))
        .limit(1);
      return row ? { ...row, twoFactorEnabled: row.twoFactorEnabled ?? false } : null;
    },

    // The latest moment any of the keys is blocked until, or null.
    async blockedUntil(keys: readonly string[], now: Date): Promise<Date | null> {
      if (keys.length === 0) return null;
      const rows = await db.select({ blockedUntil: authThrottle.blockedUntil }).from(authThrottle).where(inArray(authThrottle.key, [...keys]));
      const until = rows.map((row) => row.blockedUntil).filter((at): at is Date => at !== null && at > now);
      return until.length === 0 ? null : new Date(Math.max(...until.map((at) => at.getTime())));
    },

    // One failed attempt for a key: counted in a window that starts at the first failure; the
    // key is blocked once the count reaches the limit. One statement, so concurrent failures all count.
    async recordFailure(key: string, rule: ThrottleRule, now: Date): Promise<void> {
      const windowStart = new Date(now.getTime() - rule.windowMs);
      const blockUntil = new Date(now.getTime() + rule.blockMs);
      await db
        .insert(authThrottle)
        .values({ key, windowStartedAt: now, failures: 1, blockedUntil: rule.limit <= 1 ? blockUntil : null })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then ${now} else ${authThrottle.windowStartedAt} end`,
            blockedUntil: sql`case when (case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.failures} + 1 end) >= ${rule.limit} then ${blockUntil}::timestamptz else ${authThrottle.blockedUntil} end`,
          },
        });
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    async enqueueEmail(message: { toAddress: string; fromAddress: string; subject: string; textBody: string; htmlBody: string; dedupeKey?: string }): Promise<void> {
      await db.insert(emailOutbox).values(message).onConflictDoNothing({ target: emailOutbox.dedupeKey });
    },
  };
}
