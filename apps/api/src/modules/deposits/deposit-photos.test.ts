import { auditLog, bookingEvents } from '@direct/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepositBooking } from '../../testing/deposits-world.ts';
import { createHostDepositsWorld, type HostDepositsWorld } from '../../testing/host-deposits-world.ts';
import { consoleToken } from '../../testing/host-accounts-world.ts';
import { multipartFile, notAnImage, testPhoto } from '../../testing/photo-files.ts';

// Photos of the damage: kept privately with the booking, shown to the booking's host only.
let w: HostDepositsWorld;
let token: string;
beforeAll(async () => {
  w = await createHostDepositsWorld();
  token = await consoleToken(w.t.app, w.t.db);
});
afterAll(async () => w.t.close());

async function heldDeposit() {
  const made = await createDepositBooking(w.t.db, w.t.config.tokenSigningSecret, { checkIn: '2026-03-11', checkOut: '2026-03-14' });
  await w.t.post(`/apis/booking_requests/authorize_deposit/${made.booking.code}`, { access_token: made.token, payment_method_id: await w.t.tokenize('4242424242424242') });
  const owner = await w.member(made.booking.organizationId, 'owner');
  return { ...made, owner, url: `/apis/host/organizations/${made.booking.organizationId}/bookings/${made.booking.id}/deposit` };
}

const upload = (url: string, session: string, bytes: Uint8Array, contentType = 'image/jpeg') => {
  const { payload, headers } = multipartFile(bytes, { contentType });
  return w.t.app.inject({ method: 'POST', url: `${url}/photos`, payload, headers: { ...headers, authorization: `Bearer ${token}`, 'x-direct-host-session': session, 'x-direct-client-address': '203.0.113.10' } });
};
const read = (url: string, session: string) => w.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'x-direct-host-session': session, 'x-direct-client-address': '203.0.113.10' } });

describe('photos of the damage', () => {
  it('stores a photo with the booking, lists it, serves it to the host, and writes the timeline and the audit log', async () => {
    const { booking, owner, url } = await heldDeposit();
    const added = await upload(url, owner, await testPhoto({ format: 'jpeg', gps: true }));
    expect(added.statusCode).toBe(201);
    const photos = added.json().photos as { documentId: number }[];
    expect(photos).toHaveLength(1);
    const served = await read(`${url}/photos/${photos[0]!.documentId}`, owner);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('no-store');
    expect(served.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const events = await w.t.db.select().from(bookingEvents).where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, 'deposit_photo_added')));
    expect(events).toHaveLength(1);
    expect(await w.t.db.select().from(auditLog).where(and(eq(auditLog.organizationId, booking.organizationId), eq(auditLog.action, 'deposit.photo_added')))).toHaveLength(1);
  });

  it('refuses a file that is not a picture, naming the field', async () => {
    const { owner, url } = await heldDeposit();
    const answer = await upload(url, owner, notAnImage());
    expect([400, 415]).toContain(answer.statusCode);
    expect(answer.json().error.fields[0].field).toBe('file');
  });

  it('refuses photos once nothing is held', async () => {
    const { owner, url } = await heldDeposit();
    expect((await w.call('POST', `${url}/release`, undefined, owner)).status).toBe(200);
    const answer = await upload(url, owner, await testPhoto({ format: 'png' }), 'image/png');
    expect(answer.statusCode).toBe(409);
  });

  it("never serves another booking's photo, nor to another organization", async () => {
    const mine = await heldDeposit();
    const theirs = await heldDeposit();
    const added = await upload(theirs.url, theirs.owner, await testPhoto({ format: 'jpeg' }));
    const documentId = (added.json().photos as { documentId: number }[])[0]!.documentId;
    // The document through my own booking's path: not a photo of my claim.
    expect((await read(`${mine.url}/photos/${documentId}`, mine.owner)).statusCode).toBe(404);
    // Their booking under my organization: not found.
    const crossed = `/apis/host/organizations/${mine.booking.organizationId}/bookings/${theirs.booking.id}/deposit/photos/${documentId}`;
    expect((await read(crossed, mine.owner)).statusCode).toBe(404);
    expect((await upload(`/apis/host/organizations/${mine.booking.organizationId}/bookings/${theirs.booking.id}/deposit`, mine.owner, await testPhoto())).statusCode).toBe(404);
  });

  it('lets housekeeping neither add nor see photos', async () => {
    const { booking, owner, url } = await heldDeposit();
    const added = await upload(url, owner, await testPhoto());
    const documentId = (added.json().photos as { documentId: number }[])[0]!.documentId;
    const cleaner = await w.member(booking.organizationId, 'housekeeping');
    expect((await upload(url, cleaner, await testPhoto())).statusCode).toBe(403);
    expect((await read(`${url}/photos/${documentId}`, cleaner)).statusCode).toBe(403);
  });
});
