import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookings, emailOutbox, instalments, openDatabase, payments, type Database, type DatabaseHandle } from '@direct/db';
import { openTestDatabase, type TestDatabase } from '@direct/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { startApiProcess, type ApiProcess } from '../../testing/api-process.ts';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stand-ins/stripe-stand-in.ts';
import { testEnvironment } from '../../testing/test-app.ts';
import { createPayableBooking } from '../../testing/payments-world.ts';

// The API process is killed (SIGKILL) while two payments wait for the gateway: the rows are
// written, the answers never arrive. One payment Stripe had charged, the other never reached
// it. The reconciliation job, on the same database, settles both.

const stripeEnv = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_crash',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_crash',
  STRIPE_WEBHOOK_SECRET: 'whsec_crash',
};
const site = { WEB_CLIENT_ID: 'crash-site', WEB_CLIENT_SECRET: 'crash-site-secret-0123456789' };

let standIn: StripeStandIn;
let api: ApiProcess | undefined;
// PostgreSQL when DATABASE_URL is set (a scratch database), else a PGlite folder: the API
// process and this one open it in turn.
let server: TestDatabase | undefined;
let dataDir: string | undefined;
const open = (): Promise<DatabaseHandle> => (server?.url ? openDatabase({ url: server.url, poolSize: 4 }) : openDatabase({ dataDir: dataDir as string }));

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: stripeEnv.STRIPE_SECRET_KEY });
  if (process.env.DATABASE_URL) server = await openTestDatabase();
  else dataDir = await mkdtemp(join(tmpdir(), 'payment-crash-'));
});
afterAll(async () => {
  // Also when the test timed out: never leave the API process behind.
  await api?.kill();
  await standIn.close();
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function stateOf(db: Database, bookingId: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    booking: booking!,
    parts: await db.select().from(instalments).where(eq(instalments.bookingId, bookingId)),
    rows: await db.select().from(payments).where(eq(payments.bookingId, bookingId)),
    emails: await db.select().from(emailOutbox).where(and(eq(emailOutbox.organizationId, booking!.organizationId), eq(emailOutbox.toAddress, 'ana@example.test'))),
    intents: [...standIn.intents.values()].filter((intent) => (intent.metadata as Record<string, string>).booking_code === booking!.code),
  };
}

describe('the API process dies between the payment row and the gateway answer', () => {
  // Starting the API takes a few seconds, far longer on a loaded machine: a generous timeout.
  it('reconciliation pays the charged attempt exactly once and cancels the one Stripe never got', async () => {
    const config = loadConfig({ ...testEnvironment, ...stripeEnv, STRIPE_API_BASE: standIn.apiBase });
    let handle = await open();
    await handle.migrate();
    const charged = await createPayableBooking(handle.db, config.tokenSigningSecret);
    const unreached = await createPayableBooking(handle.db, config.tokenSigningSecret);
    if (dataDir) await handle.close();

    try {
      api = await startApiProcess({
        ...testEnvironment,
        LOG_LEVEL: 'info',
        ...stripeEnv,
        ...site,
        STRIPE_API_BASE: standIn.apiBase,
        JOBS_ENABLED: 'false',
        ...(server?.url ? { DATABASE_URL: server.url } : { PGLITE_DATA_DIR: dataDir as string }),
      });
      const tokenResponse = await fetch(`${api.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', client_id: site.WEB_CLIENT_ID, client_secret: site.WEB_CLIENT_SECRET }),
      });
      expect(tokenResponse.status).toBe(200);
      const { access_token: bearer } = (await tokenResponse.json()) as { access_token: string };
      const pay = (made: typeof charged) =>
        fetch(`${api!.url}/apis/booking_requests/send_payment_form_stripe/${made.booking.code}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({ access_token: made.token, payment_method_id: 'pm_card_visa' }),
        }).catch((error: unknown) => error);

      // One at a time, so each request meets its own stall.
      const reachedCharged = standIn.stallNextCreate('after_create');
      const first = pay(charged);
      await reachedCharged;
      const reachedUnreached = standIn.stallNextCreate('before_create');
      const second = pay(unreached);
      await reachedUnreached;
      await api.kill();
      // The guest's requests never got an answer.
      expect(await first).toBeInstanceOf(Error);
      expect(await second).toBeInstanceOf(Error);
    } catch (error) {
      throw new Error(`${String(error)}\n--- API output ---\n${api?.output() ?? ''}`, { cause: error });
    } finally {
      await api?.kill();
    }

    if (dataDir) handle = await open();
    try {
      for (const made of [charged, unreached]) {
        expect((await stateOf(handle.db, made.booking.id)).rows).toEqual([expect.objectContaining({ status: 'created', providerRef: null })]);
      }
      expect((await stateOf(handle.db, charged.booking.id)).intents.map((intent) => intent.status)).toEqual(['succeeded']);
      expect((await stateOf(handle.db, unreached.booking.id)).intents).toEqual([]);

      // A worker started later (another process, after the window) runs the scheduled jobs.
      const later = new Date(Date.now() + 6 * 60_000);
      const services = createServices({ db: handle.db, config, databaseKind: handle.kind, version: 'test', now: () => later });
      const logged: { object: Record<string, unknown>; message: string }[] = [];
      const record = (object: object, message: string) => void logged.push({ object: object as Record<string, unknown>, message });
      const logger = { debug: record, info: record, warn: record, error: record };
      await services.jobs.createWorker(logger, { now: () => later }).runOnce();
      expect(logged.filter((line) => line.message === 'payment attempt reconciled').map((line) => line.object.to).sort()).toEqual(['cancelled', 'succeeded']);

      const paid = await stateOf(handle.db, charged.booking.id);
      expect(paid.rows).toEqual([expect.objectContaining({ status: 'succeeded', providerRef: paid.intents[0]?.id })]);
      expect(paid.parts.map((part) => part.status)).toEqual(['paid']);
      expect(paid.booking).toMatchObject({ status: 'confirmed', paidMinor: charged.instalments[0]!.amountMinor });
      expect(paid.emails).toHaveLength(1);
      expect(paid.intents).toHaveLength(1);

      const dropped = await stateOf(handle.db, unreached.booking.id);
      expect(dropped.rows).toEqual([expect.objectContaining({ status: 'cancelled', failureCode: 'not_at_gateway' })]);
      expect(dropped.booking.status).toBe('pending_payment');
      expect(dropped.parts.map((part) => part.status)).toEqual(['due']);
      expect(dropped.intents).toEqual([]);

      // Run again (and twice at once): nothing more happens.
      const again = new Date(later.getTime() + 2 * 60_000);
      const rerun = createServices({ db: handle.db, config, databaseKind: handle.kind, version: 'test', now: () => again });
      await Promise.all([rerun.payments.reconcileOpenAttempts(again, logger), rerun.payments.reconcileOpenAttempts(again, logger)]);
      expect((await stateOf(handle.db, charged.booking.id)).emails).toHaveLength(1);
      expect((await stateOf(handle.db, charged.booking.id)).rows).toHaveLength(1);
      expect(standIn.problems).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 240_000);
});
