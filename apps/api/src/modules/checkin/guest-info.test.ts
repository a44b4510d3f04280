import { GuestsInfo } from '@direct/contracts';
import { guests } from '@direct/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, requestToken } from '../../testing/test-records.ts';
import type { Listing } from '../../testing/bookings-world.ts';
import { confirmed, createCheckinTestApp, createCountryListing, hubUrl, infoUrl, rest, type CheckinTestApp, type Reserved } from '../../testing/checkin-world.ts';

let t: CheckinTestApp;
let plain: Listing;
let spain: Listing;
let italy: Listing;
let portugal: Listing;

beforeAll(async () => {
  t = await createCheckinTestApp();
  plain = await createCountryListing(t, null);
  spain = await createCountryListing(t, 'ES');
  italy = await createCountryListing(t, 'IT');
  portugal = await createCountryListing(t, 'PT');
});
afterAll(() => t?.close());

const booker = { is_adult: true, first_name: 'Ana', last_name: 'Silva', email: 'ana@example.test', mobile: '+351 912 345 678' };
const save = (held: Reserved, list: Record<string, unknown>[], token = held.accessToken) =>
  t.post(`${rest}/save_second_step_confirmation_info`, { BOOKINGCODE: held.bookingCode, access_token: token, guests: list });
const fieldsOf = (response: { json: () => { error: { fields: { field: string; reason: string }[] } } }) => response.json().error.fields.map((f) => `${f.field}:${f.reason}`);

describe('check-in step 2: guest info', () => {
  it('prefills the booker and one blank entry per other adult and child', async () => {
    const held = await confirmed(t, plain, { check_in: '2026-06-01', check_out: '2026-06-03', adults: 2, children: 1 });
    const response = await t.get(infoUrl('second', held));
    expect(response.statusCode, response.body).toBe(200);
    const info = GuestsInfo.parse(response.json());
    expect(info).toMatchObject({ adults: 2, children: 1, authority: null, completed: false });
    expect(info.guests.map((g) => [g.is_adult, g.first_name, g.email])).toEqual([
      [true, 'Ana', 'ana@example.test'],
      [true, null, null],
      [false, null, null],
    ]);
  });

  it('answers the §5 problems per guest field, and the guest count', async () => {
    const held = await confirmed(t, plain, { check_in: '2026-06-04', check_out: '2026-06-06', adults: 2, children: 1 });
    const bad = await save(held, [
      { ...booker, email: 'ana@', mobile: '12', passport_expiry: '2026-13-01' },
      { is_adult: true, first_name: '', last_name: 'Costa', date_of_birth: '2030-01-01' },
      { is_adult: false, first_name: 'Rui', last_name: 'Costa', age: 7, date_of_birth: '2015-01-01' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      'guests.0.email:invalid_email',
      'guests.0.mobile:invalid_mobile',
      'guests.0.passport_expiry:invalid_expiry',
      'guests.1.first_name:required',
      'guests.1.date_of_birth:not_in_past',
      'guests.2.age:age_inconsistent',
    ]);
    expect(bad.json().error.fields[2].message).toBe('Expiry date must be valid');
    expect(fieldsOf(await save(held, [booker]))).toEqual(['guests:guest_count']);
    expect(fieldsOf(await save(held, [{ ...booker, gender: 'robot' }, {}, {}]))).toContain('guests.0.gender:invalid_value');
  });

  it('saves, replaces the other guests and completes the step; the GET returns them', async () => {
    const held = await confirmed(t, plain, { check_in: '2026-06-07', check_out: '2026-06-09', adults: 2, children: 1 });
    const first = await save(held, [booker, { is_adult: true, first_name: 'João', last_name: 'Costa' }, { is_adult: false, first_name: 'Rui', last_name: 'Costa', age: 9 }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().nextPath).toBe(`/payment/booking_payment_terminal/${held.bookingCode}/${encodeURIComponent(held.accessToken)}`);
    const second = await save(held, [{ ...booker, middle_name: 'Maria' }, { is_adult: true, first_name: 'Marta', last_name: 'Costa', nationality: 'pt' }, { is_adult: false, first_name: 'Rui', last_name: 'Costa', age: 9 }]);
    expect(second.statusCode, second.body).toBe(200);
    const rows = await t.db.select().from(guests).where(eq(guests.bookingId, held.bookingId)).orderBy(asc(guests.position));
    expect(rows.map((row) => [row.isBooker, row.position, row.firstName, row.middleName])).toEqual([
      [true, 0, 'Ana', 'Maria'],
      [false, 1, 'Marta', null],
      [false, 2, 'Rui', null],
    ]);
    const info = GuestsInfo.parse((await t.get(infoUrl('second', held))).json());
    expect(info.completed).toBe(true);
    expect(info.guests[1]).toMatchObject({ first_name: 'Marta', nationality: 'PT' });
    expect((await t.get(hubUrl(held))).json().steps.find((s: { step: string }) => s.step === 'guest_info').state).toBe('completed');
  });

  it('Spain: asks SES.HOSPEDAJES’s fields', async () => {
    const held = await confirmed(t, spain, { check_in: '2026-06-10', check_out: '2026-06-12', adults: 1 });
    const bad = await save(held, [{ ...booker, nationality: 'ES', document_type: 'dni' }]);
    expect(fieldsOf(bad)).toEqual(
      ['second_last_name', 'gender', 'date_of_birth', 'passport_number', 'document_support_number', 'address_line1', 'city', 'postal_code', 'country']
        .map((field) => `guests.0.${field}:required`)
        .sort((a, b) => fieldsOf(bad).indexOf(a) - fieldsOf(bad).indexOf(b)),
    );
    const ok = await save(held, [
      { ...booker, nationality: 'ES', document_type: 'dni', second_last_name: 'López', gender: 'female', date_of_birth: '1990-01-02', passport_number: '12345678Z', document_support_number: 'ABC123456', address_line1: 'Calle Mayor 1', city: 'Madrid', postal_code: '28013', country: 'ES' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('Italy and Portugal: their authorities’ fields', async () => {
    const it1 = await confirmed(t, italy, { check_in: '2026-06-13', check_out: '2026-06-15', adults: 1 });
    expect(fieldsOf(await save(it1, [{ ...booker, birth_country: 'IT' }])).sort()).toEqual(
      ['birth_place', 'date_of_birth', 'document_issue_place', 'document_type', 'gender', 'nationality', 'passport_number'].map((f) => `guests.0.${f}:required`).sort(),
    );
    const pt = await confirmed(t, portugal, { check_in: '2026-06-16', check_out: '2026-06-18', adults: 1 });
    expect(fieldsOf(await save(pt, [{ ...booker, nationality: 'DE', date_of_birth: '1980-01-01' }])).sort()).toEqual(
      ['country', 'document_issuing_country', 'document_type', 'passport_number'].map((f) => `guests.0.${f}:required`).sort(),
    );
    expect((await save(pt, [{ ...booker, nationality: 'PT', date_of_birth: '1980-01-01' }])).statusCode).toBe(200);
  });

  it('one booking’s token can neither read nor change another booking’s guests', async () => {
    const mine = await confirmed(t, plain, { check_in: '2026-06-20', check_out: '2026-06-22', adults: 1 });
    const theirs = await confirmed(t, plain, { check_in: '2026-06-23', check_out: '2026-06-25', adults: 1 });
    expect((await t.get(infoUrl('second', theirs, mine.accessToken))).statusCode).toBe(404);
    expect((await save(theirs, [{ ...booker, first_name: 'Mallory' }], mine.accessToken)).statusCode).toBe(404);
    const [row] = await t.db.select().from(guests).where(eq(guests.bookingId, theirs.bookingId));
    expect(row?.firstName).toBe('Ana');
  });
});

describe('guest-registration export for the host', () => {
  const exportUrl = (held: Reserved, format: string) => `/apis/host/bookings/${held.bookingCode}/guest_registration?format=${format}`;
  const asClient = async (clientId: string, organizationId: number | null) => {
    await insertClient(t.db, { clientId, secret: 'host-secret', organizationId });
    const token = await requestToken(t.app, clientId, 'host-secret');
    return (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  };

  it('gives the host each authority’s file; other hosts and the site client get 404', async () => {
    const held = await confirmed(t, italy, { check_in: '2026-07-01', check_out: '2026-07-04', adults: 2 });
    const saved = await save(held, [
      { ...booker, gender: 'female', date_of_birth: '1990-01-02', birth_country: 'PT', nationality: 'PT', document_type: 'passport', passport_number: 'CB123456', document_issue_place: 'Lisboa' },
      { is_adult: true, first_name: 'Marco', last_name: 'Rossi', gender: 'male', date_of_birth: '1985-03-04', birth_country: 'IT', birth_place: 'Roma', nationality: 'IT' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const host = await asClient('italy-host', italy.organization.id);

    const alloggiati = await host(exportUrl(held, 'it_alloggiati'));
    expect(alloggiati.statusCode, alloggiati.body).toBe(200);
    expect(alloggiati.headers['content-type']).toContain('text/plain');
    expect(alloggiati.headers['content-disposition']).toBe(`attachment; filename="${held.bookingCode}-it_alloggiati.txt"`);
    const records = alloggiati.body.split('\r\n').filter(Boolean);
    expect(records.map((r) => [r.length, r.slice(0, 2)])).toEqual([
      [168, '18'],
      [168, '20'],
    ]);
    expect(records[0]!.slice(2, 14)).toBe('01/07/202603');

    const ses = await host(exportUrl(held, 'es_ses'));
    expect(ses.headers['content-type']).toContain('text/csv');
    expect(ses.body.split('\r\n')[1]).toMatch(/^VI;Ana;Silva;;PAS;CB123456;;02\/01\/1990;PT;M;/);
    const siba = await host(exportUrl(held, 'pt_siba'));
    expect(siba.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(siba.body).toContain('Rossi;Marco;IT;04/03/1985;Roma');

    expect((await host(exportUrl(held, 'fr_police'))).statusCode).toBe(400);
    const otherHost = await asClient('other-host', plain.organization.id);
    expect((await otherHost(exportUrl(held, 'it_alloggiati'))).statusCode).toBe(404);
    expect((await t.get(exportUrl(held, 'it_alloggiati'))).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: exportUrl(held, 'it_alloggiati') })).statusCode).toBe(401);
    expect((await host('/apis/host/bookings/NOPE-1/guest_registration?format=es_ses')).statusCode).toBe(404);
  });
});
