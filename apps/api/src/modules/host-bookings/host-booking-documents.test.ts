import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingsToday, createHostBookingsWorld, type HostBookingsWorld } from '../../testing/host-bookings-world.ts';

// ID documents: listed with the guests, viewed only through a link that names one document of one
// booking and lapses after five minutes; every link issued and every view is in the audit log.

let w: HostBookingsWorld;
let bookingId = 0;
let documentId = 0;
let otherDocumentId = 0;

beforeAll(async () => {
  w = await createHostBookingsWorld();
  bookingId = (await w.book({ checkIn: '2026-04-01', checkOut: '2026-04-03', guests: [{ firstName: 'Ana', lastName: 'Silva' }] })).id;
  documentId = (await w.storeDocument(bookingId, 'id_document')).id;
  const otherBooking = await w.book({ on: w.other.listing, checkIn: '2026-04-01', checkOut: '2026-04-03' });
  otherDocumentId = (await w.storeDocument(otherBooking.id, 'id_document', w.other.organizationId)).id;
});
afterAll(async () => w?.close());

const linkUrl = (document = documentId, booking = bookingId) => `${w.base}/${booking}/documents/${document}/link`;
const issue = async (session = w.session) => {
  const answer = await w.call('POST', linkUrl(), undefined, session);
  expect(answer.status).toBe(201);
  return answer.json() as { path: string; token: string; expiresAt: string };
};

describe('ID documents', () => {
  it('are listed with the guests, without their contents', async () => {
    const { documents } = (await w.call('GET', `${w.base}/${bookingId}/guests`, undefined, w.session)).json();
    expect(documents).toEqual([expect.objectContaining({ id: documentId, kind: 'id_document', mimeType: 'image/jpeg' })]);
  });

  it('open through a fresh link: the decrypted file, never cached; the issue and the view are audited with who and which', async () => {
    const link = await issue();
    expect(new Date(link.expiresAt).getTime() - bookingsToday.getTime()).toBe(5 * 60_000);
    const file = await w.download(link.path);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const [issued] = await w.audits('document.link_issued');
    const [viewed] = await w.audits('document.viewed');
    expect(issued).toMatchObject({ actorKind: 'user', actorName: 'Olga Owner', entityType: 'document', entityId: String(documentId), after: expect.objectContaining({ bookingId }) });
    expect(viewed).toMatchObject({ actorKind: 'user', actorName: 'Olga Owner', entityType: 'document', entityId: String(documentId) });
    await w.download(link.path);
    expect(await w.audits('document.viewed')).toHaveLength(2);
  });

  it('a link lapses after five minutes (410), and nothing is audited as viewed', async () => {
    const link = await issue();
    const views = (await w.audits('document.viewed')).length;
    w.clock.now = new Date(bookingsToday.getTime() + 5 * 60_000);
    try {
      const late = await w.download(link.path);
      expect(late.statusCode).toBe(410);
      expect(late.json().error.code).toBe('expired');
    } finally {
      w.clock.now = bookingsToday;
    }
    expect(await w.audits('document.viewed')).toHaveLength(views);
  });

  it('a changed link, or one for another document or booking, is 404', async () => {
    const link = await issue();
    const [expires, signature] = link.token.split('.') as [string, string];
    const tampered = [
      `${Number(expires) + 3600}.${signature}`,
      `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
    ];
    for (const token of tampered) {
      expect((await w.download(`${w.base}/${bookingId}/documents/${documentId}?token=${encodeURIComponent(token)}`)).statusCode).toBe(404);
    }
    const otherBooking = (await w.book({ checkIn: '2026-05-01', checkOut: '2026-05-03' })).id;
    expect((await w.download(`${w.base}/${otherBooking}/documents/${documentId}?token=${encodeURIComponent(link.token)}`)).statusCode).toBe(404);
  });

  it('another organization’s document gets no link (and no audit entry), and our link is refused under its address', async () => {
    const issued = (await w.audits('document.link_issued')).length;
    expect((await w.call('POST', `${w.base}/${bookingId}/documents/${otherDocumentId}/link`, undefined, w.session)).status).toBe(404);
    expect((await w.call('POST', `${w.other.base}/${bookingId}/documents/${documentId}/link`, undefined, w.other.session)).status).toBe(404);
    expect(await w.audits('document.link_issued')).toHaveLength(issued);
    const link = await issue();
    const foreign = link.path.replace(`/organizations/${w.organizationId}/`, `/organizations/${w.other.organizationId}/`);
    expect((await w.download(foreign, w.other.session)).statusCode).toBe(404);
    expect((await w.download(link.path, w.other.session)).statusCode).toBe(404);
  });

  it('housekeeping and the accountant can neither get a link nor use one', async () => {
    const link = await issue();
    for (const role of ['housekeeping', 'accountant'] as const) {
      expect((await w.call('POST', linkUrl(), undefined, w.sessions.get(role))).status).toBe(403);
      expect((await w.download(link.path, w.sessions.get(role))).statusCode).toBe(403);
    }
    expect((await issue(w.sessions.get('front_desk'))).token).toMatch(/^\d+\.[\w-]{43}$/);
  });
});
