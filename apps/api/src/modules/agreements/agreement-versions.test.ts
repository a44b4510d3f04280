import { agreementSignatures, agreementVersions, brands, emailOutbox } from '@direct/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgreementListing, createAgreementsTestApp, createSignableBooking, startNow, type AgreementListing, type AgreementsTestApp } from '../../testing/agreements-world.ts';

// Which version a guest signs (their language, else the brand's default language, else the
// built-in text) and that a signature keeps the version it was made on.

let t: AgreementsTestApp;
let listing: AgreementListing;

beforeAll(async () => {
  t = await createAgreementsTestApp();
  listing = await createAgreementListing(t.db);
});
afterAll(() => t?.close());

const view = async (code: string, token: string) => (await t.get(`/apis/agreements/${code}?access_token=${encodeURIComponent(token)}`)).json();
const publish = async (l: AgreementListing, language: string, version: number, body: string) =>
  t.db.insert(agreementVersions).values({ organizationId: l.property.organizationId, templateId: l.templateId!, version, language, body, publishedAt: new Date(startNow.getTime() - 60_000) });

async function sign(code: string, email: string, token: string) {
  t.clock.now = startNow;
  expect((await t.post(`/apis/agreements/${code}/verification_code`, { access_token: token })).statusCode).toBe(202);
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const entered = rows.sort((a, b) => b.id - a.id)[0]!.textBody.match(/^\d{6}$/m)![0];
  expect((await t.post(`/apis/agreements/${code}/verify`, { access_token: token, code: entered })).statusCode).toBe(200);
  const signed = await t.post(`/apis/agreements/${code}/sign`, { access_token: token, signer_name: 'Ana Silva', kind: 'typed', typed_signature: 'Ana Silva', accept_terms: true });
  expect(signed.statusCode).toBe(201);
  return signed.json();
}

describe('the version a guest signs', () => {
  it('is the newest in their language, else in the brand’s default language', async () => {
    await publish(listing, 'en', 2, 'English v2 for {{guestName}}');
    const english = await createSignableBooking(t, listing, { language: 'en' });
    expect((await view(english.booking.code, english.token)).agreement).toMatchObject({ version: 2, language: 'en', body: 'English v2 for Ana Silva' });
    const german = await createSignableBooking(t, listing, { language: 'de' });
    expect((await view(german.booking.code, german.token)).agreement).toMatchObject({ version: 1, language: 'de' });
    const portuguese = await createSignableBooking(t, listing, { language: 'pt' });
    expect((await view(portuguese.booking.code, portuguese.token)).agreement).toMatchObject({ version: 2, language: 'en' });
    await t.db.update(brands).set({ defaultLanguage: 'de' }).where(eq(brands.id, listing.brand.id));
    expect((await view(portuguese.booking.code, portuguese.token)).agreement).toMatchObject({ version: 1, language: 'de' });
    await t.db.update(brands).set({ defaultLanguage: 'en' }).where(eq(brands.id, listing.brand.id));
  });

  it('is the built-in text in their language when the host wrote none, and the signature keeps it', async () => {
    const bare = await createAgreementListing(t.db, { withTemplate: false });
    const guest = await createSignableBooking(t, bare, { language: 'pt' });
    const agreement = (await view(guest.booking.code, guest.token)).agreement;
    expect(agreement).toMatchObject({ version: 0, language: 'pt', title: 'Contrato de arrendamento (condições gerais)' });
    expect(agreement.body).toContain('Ana Silva (o hóspede)');
    expect(agreement.body).not.toContain('{{');
    const signed = await sign(guest.booking.code, guest.email, guest.token);
    expect(signed.agreement).toMatchObject({ version: 0, language: 'pt' });
    const [row] = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, guest.booking.id));
    expect(row).toMatchObject({ agreementVersionId: null, agreementLanguage: 'pt' });
  });

  it('keeps what was signed when the host publishes a newer version afterwards', async () => {
    const guest = await createSignableBooking(t, listing, { language: 'en' });
    const signed = await sign(guest.booking.code, guest.email, guest.token);
    expect(signed.agreement).toMatchObject({ version: 2, body: 'English v2 for Ana Silva' });
    await publish(listing, 'en', 3, 'English v3, stricter');
    const after = await view(guest.booking.code, guest.token);
    expect(after.agreement).toMatchObject({ version: 2, body: 'English v2 for Ana Silva' });
    const [row] = await t.db.select().from(agreementSignatures).where(eq(agreementSignatures.bookingId, guest.booking.id));
    const [version] = await t.db.select().from(agreementVersions).where(eq(agreementVersions.id, row!.agreementVersionId!));
    expect(version).toMatchObject({ version: 2, language: 'en', body: 'English v2 for {{guestName}}' });
    expect(row!.renderedBody).toBe('English v2 for Ana Silva');
    // A new guest gets the newer version.
    const next = await createSignableBooking(t, listing, { language: 'en' });
    expect((await view(next.booking.code, next.token)).agreement.version).toBe(3);
  });
});
