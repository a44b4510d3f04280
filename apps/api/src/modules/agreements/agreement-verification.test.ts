import { checkinSettings, emailOutbox, emailVerifications } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreementListing, createAgreementsTestApp, createSignableBooking, startNow, type AgreementListing, type AgreementsTestApp } from '../../testing/agreements-world.ts';

// Reading the agreement and confirming the booker's email with a one-time code.

let t: AgreementsTestApp;
let listing: AgreementListing;

beforeAll(async () => {
  t = await createAgreementsTestApp();
  listing = await createAgreementListing(t.db);
});
afterAll(() => t?.close());

const view = (code: string, token: string) => t.get(`/apis/agreements/${code}?access_token=${encodeURIComponent(token)}`);
const sendCode = (code: string, token: string) => t.post(`/apis/agreements/${code}/verification_code`, { access_token: token });
const verify = (code: string, token: string, entered: string) => t.post(`/apis/agreements/${code}/verify`, { access_token: token, code: entered });

async function codeSentTo(email: string): Promise<string> {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const last = rows.sort((a, b) => b.id - a.id)[0];
  const match = last?.textBody.match(/^\d{6}$/m);
  if (!match) throw new Error(`no code emailed to ${email}`);
  return match[0];
}

describe('GET /apis/agreements/{bookingCode}', () => {
  it('fills the host’s template with the booking’s facts', async () => {
    t.clock.now = startNow;
    const { booking, email, token } = await createSignableBooking(t, listing);
    const response = await view(booking.code, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    expect(body.agreement).toMatchObject({ title: 'Test rental agreement', version: 1, language: 'en' });
    const text: string = body.agreement.body;
    expect(text).toContain(`Agreement between ${listing.organization.name} and Ana Silva for ${listing.property.name}, Rua Augusta 10, 1100-053`);
    expect(text).toMatch(/From \d{1,2} May 2026 \(15:00\) to \d{1,2} May 2026 \(11:00\)/);
    expect(text).toContain('deposit €250.00');
    expect(text).toContain(`rate ${listing.ratePlan.name}`);
    expect(text).toContain('Signed on the day of signing.');
    expect(text).not.toContain('{{');
    expect(body.signer).toEqual({ email, emailVerified: false, codeSentAt: null, resendInSeconds: 0 });
    expect(body.signature).toBeNull();
    expect(body.limits).toMatchObject({ maxSignatureMegabytes: 2, codeLength: 6, maxAttempts: 5, codeMinutes: 10, uploadedTypes: ['image/png', 'image/jpeg'] });
  });

  it('uses the booking’s language when the host has it, else English', async () => {
    const german = await createSignableBooking(t, listing, { language: 'de' });
    const de = (await view(german.booking.code, german.token)).json();
    expect(de.agreement.language).toBe('de');
    expect(de.agreement.body).toMatch(/^Vertrag: /);
    expect(de.agreement.body).toMatch(/250,00\s€/);
    expect(de.agreement.body).toContain('dem Tag der Unterschrift');
    const portuguese = await createSignableBooking(t, listing, { language: 'pt' });
    expect((await view(portuguese.booking.code, portuguese.token)).json().agreement.language).toBe('en');
  });

  it('is a 404 for a wrong token, another booking’s token, an unconfirmed booking and a property without agreement', async () => {
    const mine = await createSignableBooking(t, listing);
    const other = await createSignableBooking(t, listing);
    expect((await view(mine.booking.code, 'x'.repeat(43))).statusCode).toBe(404);
    expect((await view(mine.booking.code, other.token)).statusCode).toBe(404);
    expect((await sendCode(mine.booking.code, other.token)).statusCode).toBe(404);
    expect((await verify(mine.booking.code, other.token, '123456')).statusCode).toBe(404);
    expect((await view('NOPE-123', mine.token)).statusCode).toBe(404);
    const pending = await createSignableBooking(t, listing, { status: 'pending_payment' });
    expect((await view(pending.booking.code, pending.token)).statusCode).toBe(404);
    // No text and no terms step: the host asked for no agreement.
    const bare = await createAgreementListing(t.db, { withTemplate: false });
    await t.db.update(checkinSettings).set({ requiredSteps: ['general_info'] }).where(eq(checkinSettings.propertyId, bare.property.id));
    const noAgreement = await createSignableBooking(t, bare);
    const response = await view(noAgreement.booking.code, noAgreement.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

describe('the one-time code', () => {
  it('is emailed in the booking’s language, stored only as a hash, and verifies the email', async () => {
    t.clock.now = startNow;
    const { booking, email, token } = await createSignableBooking(t, listing, { language: 'de' });
    const sent = await sendCode(booking.code, token);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sentTo: email, expiresAt: new Date(startNow.getTime() + 600_000).toISOString(), resendInSeconds: 60 });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail?.subject).toBe(`Ihr Bestätigungscode für die Buchung ${booking.code}`);
    const code = await codeSentTo(email);
    const [stored] = await t.db.select().from(emailVerifications).where(eq(emailVerifications.bookingId, booking.id));
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.codeHash).toMatch(/^scrypt\$/);

    const wrong = await verify(booking.code, token, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([{ field: 'code', reason: 'invalid_code', message: 'The code you entered is invalid.' }]);

    expect((await verify(booking.code, token, ` ${code.slice(0, 3)} ${code.slice(3)} `)).json()).toEqual({ verified: true });
    expect((await view(booking.code, token)).json().signer.emailVerified).toBe(true);
    expect((await sendCode(booking.code, token)).statusCode).toBe(409);
  });

  it('allows one code a minute (429 with Retry-After)', async () => {
    t.clock.now = startNow;
    const { booking, token } = await createSignableBooking(t, listing);
    expect((await sendCode(booking.code, token)).statusCode).toBe(202);
    t.clock.now = new Date(startNow.getTime() + 20_000);
    const again = await sendCode(booking.code, token);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.code).toBe('rate_limited');
    expect(again.headers['retry-after']).toBe('40');
    expect((await view(booking.code, token)).json().signer.resendInSeconds).toBe(40);
    t.clock.now = new Date(startNow.getTime() + 60_000);
    expect((await sendCode(booking.code, token)).statusCode).toBe(202);
  });

  it('takes five attempts, then asks for a new code; the right code then fails too', async () => {
    t.clock.now = startNow;
    const { booking, email, token } = await createSignableBooking(t, listing);
    await sendCode(booking.code, token);
    const code = await codeSentTo(email);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(booking.code, token, wrongCode)).json().error.fields[0].reason).toBe('invalid_code');
    }
    const fifth = (await verify(booking.code, token, wrongCode)).json().error.fields[0];
    expect(fifth.reason).toBe('attempts_exhausted');
    expect(fifth.message).toMatch(/^The code you entered is invalid\. No attempts are left/);
    const right = await verify(booking.code, token, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.fields[0].reason).toBe('attempts_exhausted');

    // A new code starts over.
    t.clock.now = new Date(startNow.getTime() + 61_000);
    await sendCode(booking.code, token);
    expect((await verify(booking.code, token, await codeSentTo(email))).statusCode).toBe(200);
  });

  it('expires after ten minutes', async () => {
    t.clock.now = startNow;
    const { booking, email, token } = await createSignableBooking(t, listing);
    await sendCode(booking.code, token);
    const code = await codeSentTo(email);
    t.clock.now = new Date(startNow.getTime() + 600_000);
    const late = await verify(booking.code, token, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields[0]).toMatchObject({ field: 'code', reason: 'code_expired' });
    expect(late.json().error.fields[0].message).toMatch(/^The code you entered is invalid\. This code has expired/);
  });

  it('asks for a code first when none was sent', async () => {
    const { booking, token } = await createSignableBooking(t, listing);
    const response = await verify(booking.code, token, '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0]).toMatchObject({ field: 'code', reason: 'no_code' });
  });
});
