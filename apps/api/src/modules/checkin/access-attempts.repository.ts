import { and, eq, gt, inArray, lt, max, sql } from 'drizzle-orm';
import { accessAttempts, queryRows, type Database } from '@direct/db';

// Counters of guarded ways in (access_attempts), shared by every API process. A key is what a
// guesser controls (a client address, a booking code), not tenant data, so rows are global; the
// scope names the way in they guard.

export type AttemptPolicy = {
  // Failures allowed before any lock.
  freeAttempts: number;
  // The first lock; each further failure doubles it, up to maxLockMs.
  firstLockMs: number;
  maxLockMs: number;
  // A key's failures are forgotten this long after its last one.
  forgetAfterMs: number;
};

export type AccessAttemptsRepository = ReturnType<typeof createAccessAttemptsRepository>;

export function createAccessAttemptsRepository(db: Database) {
  return {
    /** The latest lock still running on any of the keys at `now`, or null. */
    async lockedUntil(scope: string, keys: readonly string[], now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: max(accessAttempts.lockedUntil) })
        .from(accessAttempts)
        .where(and(eq(accessAttempts.scope, scope), inArray(accessAttempts.key, [...keys]), gt(accessAttempts.lockedUntil, now)));
      return row?.until ?? null;
    },

    /**
     * Counts one attempt against the key in one statement (so concurrent attempts each count) and
     * locks it once the free attempts are used up; false when the key was locked meanwhile.
     */
    async count(scope: string, key: string, now: Date, policy: AttemptPolicy): Promise<boolean> {
      const at = now.toISOString();
      const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs).toISOString();
      const failures = sql`(case when a.last_failure_at < ${forgetBefore}::timestamptz then 1 else a.failures + 1 end)`;
      const rows = await queryRows<{ failures: number }>(
        db,
        sql`insert into access_attempts as a (scope, key, failures, last_failure_at, locked_until)
            values (${scope}, ${key}, 1, ${at}::timestamptz, null)
            on conflict (scope, key) do update set
              failures = ${failures},
              last_failure_at = ${at}::timestamptz,
              locked_until = case when ${failures} > ${policy.freeAttempts}::int
                then ${at}::timestamptz + least(${policy.maxLockMs}::float8, ${policy.firstLockMs}::float8 * power(2, least(${failures} - ${policy.freeAttempts}::int - 1, 30))) * interval '1 millisecond'
                else null end
            where a.locked_until is null or a.locked_until <= ${at}::timestamptz
            returning a.failures`,
      );
      return rows.length > 0;
    },

    /** A success: the attempt counted for this key was not a failure after all. */
    async uncount(scope: string, key: string, policy: AttemptPolicy): Promise<void> {
      await db.execute(sql`
        update access_attempts set
          failures = greatest(failures - 1, 0),
          locked_until = case when failures - 1 > ${policy.freeAttempts}::int then locked_until else null end
        where scope = ${scope} and key = ${key}`);
    },

    /** Starts the key afresh (a client that got in). */
    async forget(scope: string, key: string): Promise<void> {
      await db.execute(sql`delete from access_attempts where scope = ${scope} and key = ${key}`);
    },

    /** Drops keys nobody has failed on for the forgetting period and that hold no running lock. */
    async prune(scope: string, now: Date, policy: AttemptPolicy): Promise<void> {
      const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
      await db
        .delete(accessAttempts)
        .where(and(eq(accessAttempts.scope, scope), lt(accessAttempts.lastFailureAt, forgetBefore), sql`(${accessAttempts.lockedUntil} is null or ${accessAttempts.lockedUntil} <= ${now.toISOString()}::timestamptz)`));
    },
  };
}
