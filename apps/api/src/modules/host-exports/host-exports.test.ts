import { bookings, brands, organizationMembers, payments, properties, ratePlans, unitTypes } from '@direct/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleToken, hostCaller, signUpHost, type HostCall } from '../../testing/host-accounts-world.ts';
import { createSeededTestApp, type SeededTestApp } from '../../testing/seeded-test-app.ts';

let t: SeededTestApp;
let call: HostCall;
let accountant = '';
let stranger = '';
let strangerOrganizationId = 0;
let propertyName = '';
let bookingCode = '';
const organizationId = 66;
const base = `/apis/host/organizations/${organizationId}/exports`;
const range = 'from=2025-02-01&to=2025-02-28';
const stamp = Date.now().toString(36);

beforeAll(async () => {
  t = await createSeededTestApp();
  call = hostCaller(t.app, await consoleToken(t.app, t.db));
  accountant = await signUpHost(call, t.db, { email: `books-${stamp}@example.test` });
  const me = (await call('GET', '/apis/host/me', undefined, accountant)).json();
  await t.db.insert(organizationMembers).values({ organizationId, userId: me.user.id, role: 'accountant' });
  stranger = await signUpHost(call, t.db, { email: `books-other-${stamp}@example.test` });
  strangerOrganizationId = (await call('POST', '/apis/host/organizations', { name: 'Other Books', brandName: 'Other Books', brandAlias: `ob-${stamp}`, languages: ['en'] }, stranger)).json().id;

  // Two bookings of the host in February 2025 (before any seeded money), with known quotes.
  const [rate] = await t.db.select({ ratePlanId: ratePlans.id, propertyId: ratePlans.propertyId, name: properties.name }).from(ratePlans).innerJoin(properties, eq(properties.id, ratePlans.propertyId)).where(eq(ratePlans.organizationId, organizationId)).orderBy(asc(ratePlans.id)).limit(1);
  const [unitType] = await t.db.select({ id: unitTypes.id }).from(unitTypes).where(eq(unitTypes.propertyId, rate!.propertyId)).limit(1);
  const [brand] = await t.db.select({ id: brands.id }).from(brands).where(eq(brands.organizationId, organizationId)).limit(1);
  propertyName = rate!.name;
  bookingCode = `EX-${stamp}`.toUpperCase();
  const quote = (tourist: number) => ({
    currency: 'EUR',
    nights: [],
    lines: [
      { kind: 'nights', label: '2 nights', amountMinor: 20_000 },
      { kind: 'tax', label: 'Tourist tax', amountMinor: tourist },
      { kind: 'tax', label: 'VAT', amountMinor: 1_200 },
    ],
    totalMinor: 20_000 + tourist + 1_200,
  });
  const booking = (code: string, status: 'confirmed' | 'cancelled', checkIn: string, tourist: number) => ({
    code, accessSecret: `secret-${code}`, organizationId, brandId: brand!.id, propertyId: rate!.propertyId, unitTypeId: unitType!.id, ratePlanId: rate!.ratePlanId,
    checkIn, checkOut: checkIn.replace(/\d\d$/, (day) => String(Number(day) + 2).padStart(2, '0')), adults: 2, status, currency: 'EUR', totalMinor: 21_600 + tourist, quote: quote(tourist),
  });
  const [kept] = await t.db.insert(bookings).values([booking(bookingCode, 'confirmed', '2025-02-03', 400), booking(`${bookingCode}-X`, 'cancelled', '2025-02-10', 900)]).returning({ id: bookings.id });
  const payment = (key: string, values: Partial<typeof payments.$inferInsert>) => ({
    organizationId, bookingId: kept!.id, provider: 'sandbox' as const, idempotencyKey: `export-${stamp}-${key}`, amountMinor: 10_000, currency: 'EUR', status: 'succeeded' as const, ...values,
  });
  await t.db.insert(payments).values([
    payment('charge', { providerRef: `=HYPERLINK("http://evil.example")-${stamp}`, amountMinor: 12_345, succeededAt: new Date('2025-02-10T10:00:00Z') }),
    payment('refund', { kind: 'refund', providerRef: `re_${stamp}`, amountMinor: 2_345, succeededAt: new Date('2025-02-28T23:59:00Z') }),
    payment('failed', { status: 'failed', providerRef: `failed_${stamp}`, succeededAt: null }),
    payment('later', { providerRef: `later_${stamp}`, succeededAt: new Date('2025-03-01T00:00:00Z') }),
  ]);
});
afterAll(async () => t?.close());

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('exports for the accountant', () => {
  it('lists the succeeded payments and refunds of the range as CSV, refunds negative, formulas defused', async () => {
    const answer = await call('GET', `${base}/payments?${range}`, undefined, accountant);
    expect(answer.status).toBe(200);
    const file = answer.json();
    expect(file).toMatchObject({ fileName: 'payments-2025-02-01-2025-02-28.csv', rows: 2 });
    expect(file.csv.startsWith('\uFEFFdate,booking,property,kind,amount,currency,provider,provider_reference\r\n')).toBe(true);
    const [, charge, refund] = lines(file.csv);
    expect(charge).toBe(`2025-02-10T10:00:00.000Z,${bookingCode},${propertyName.includes(',') ? `"${propertyName}"` : propertyName},charge,123.45,EUR,sandbox,"'=HYPERLINK(""http://evil.example"")-${stamp}"`);
    expect(refund).toContain(',refund,-23.45,EUR,sandbox,re_');
    expect(file.csv).not.toContain('failed_');
    expect(file.csv).not.toContain('later_');
  });

  it('sums each tax per month of arrival and property, from kept bookings only', async () => {
    const file = (await call('GET', `${base}/tourist-tax?${range}`, undefined, accountant)).json();
    const quoted = propertyName.includes(',') ? `"${propertyName}"` : propertyName;
    expect(lines(file.csv)).toEqual(['month,property,tax,bookings,amount,currency', `2025-02,${quoted},Tourist tax,1,4.00,EUR`, `2025-02,${quoted},VAT,1,12.00,EUR`]);
  });

  it('shows another organization none of it, and refuses a backwards range', async () => {
    const other = (await call('GET', `/apis/host/organizations/${strangerOrganizationId}/exports/payments?${range}`, undefined, stranger)).json();
    expect(other.rows).toBe(0);
    expect((await call('GET', `${base}/payments?${range}`, undefined, stranger)).status).toBe(404);
    const backwards = await call('GET', `${base}/payments?from=2025-03-01&to=2025-02-01`, undefined, accountant);
    expect(backwards.status).toBe(400);
    expect(backwards.json().error.fields[0]).toMatchObject({ field: 'to', reason: 'before_from' });
    const [kept] = await t.db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.organizationId, organizationId), eq(bookings.status, 'confirmed'))).limit(1);
    expect(kept).toBeDefined();
  });
});
