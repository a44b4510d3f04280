import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// Key of the advisory lock that puts listing changes in commit order (see markListingChanged).
const listingChangeLock = 74_012;

/**
 * Call inside the transaction of a host write that changes what property search derives from
 * rates or listings (prices, stop-sell, plans, capacity), as its last statement. It stamps the
 * organization with the next generation; search caches compare generations on every request and
 * reload that organization's facts, so the guest sees the change on the next request in every
 * API process. The lock (held to commit) makes generations commit in order, so a reader that
 * sees generation N has seen every change up to N.
 */
export async function markListingChanged(executor: Pick<Database, 'execute'>, organizationId: number): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${listingChangeLock}::int, 0)`);
  await executor.execute(sql`
    insert into listing_changes (organization_id, generation, changed_at)
    values (${organizationId}, nextval('listing_change_generation'), now())
    on conflict (organization_id) do update set generation = excluded.generation, changed_at = excluded.changed_at`);
}
