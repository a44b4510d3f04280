// The 1,000-request booking race against a running cluster (issue 15 §3): 1,000 simultaneous
// booking requests for overlapping stays of a few properties, through the balancer (so spread over
// both API processes), then each accepted booking paid twice at once (a double click reaching both
// processes). PostgreSQL then has to show 0 overlapping stays and exactly 1 charge per booking, and
// every request has to have been answered without a 5xx. Prints the figures; exits 1 on a violation.
//
//   node --experimental-strip-types scripts/cluster/booking-race.ts \
//     --api http://127.0.0.1:8081 --database-url postgres://… [--access-log .data/cluster/nginx/logs/access.log]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@direct/db';
import { createBrand, createDailyRates, createOrganization, createProperty, createRatePlan } from '@direct/db/testing';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    'database-url': { type: 'string' },
    'access-log': { type: 'string' },
    requests: { type: 'string', default: '1000' },
    properties: { type: 'string', default: '4' },
    units: { type: 'string', default: '3' },
  },
});
if (!values.api || !values['database-url']) {
  console.error('usage: booking-race.ts --api <balanced API origin> --database-url <postgres URL> [--access-log <nginx log>]');
  process.exit(2);
}
const api = values.api;
const attempts = Number(values.requests);
const propertyCount = Number(values.properties);
const unitCount = Number(values.units);
// Every 10th request repeats the one before with the same Idempotency-Key (a client's retry).
const retryEvery = 10;

const violations: string[] = [];
const check = (ok: boolean, message: string) => {
  if (!ok) violations.push(message);
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Stays inside one 9-night window two months ahead: start on one of its first 5 days, 2–4 nights,
// so at most 4 fit one unit one after another.
const windowStart = 60;

async function createListings(db: Database, run: string) {
  const listings = [];
  for (let i = 0; i < propertyCount; i++) {
    const organization = await createOrganization(db, { name: `Race host ${run}-${i}`, slug: `race-${run}-${i}`, email: `race-${run}-${i}@example.test` });
    const { brand } = await createBrand(db, { organizationId: organization.id, name: `Race ${run}-${i}`, urlAlias: `race-${run}-${i}` });
    const { property, unitTypes } = await createProperty(db, { brand, unitTypes: [{ units: unitCount, maxAdults: 4, maxOccupancy: 4 }] });
    const unitType = unitTypes[0]!;
    const { ratePlan } = await createRatePlan(db, { property });
    await createDailyRates(db, { ratePlan, unitTypeId: unitType.id, from: day(windowStart - 5), to: day(windowStart + 20), priceMinor: 10_000 });
    listings.push({ brand: brand.id, property: property.id, unit_type: unitType.id, rate_plan: ratePlan.id });
  }
  return listings;
}

type Answer = { status: number; body: Record<string, unknown> } | { status: 'no answer'; body: { error: string } };

async function call(path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
  try {
    const response = await fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 'no answer', body: { error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) } };
  }
}

const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};
const errorCode = (answer: Answer) => (answer.body as { error?: { code?: string } }).error?.code;

const handle = await openDatabase({ url: values['database-url'] });
try {
  const run = `${Date.now().toString(36)}${process.pid}`;
  const listings = await createListings(handle.db, run);
  const brandIds = listings.map((listing) => listing.brand);

  const token = await call('/oauth/token', { grant_type: 'client_credentials', client_id: process.env.WEB_CLIENT_ID || 'direct-web', client_secret: process.env.WEB_CLIENT_SECRET || 'demo-web-secret-change-me' }, {});
  if (token.status !== 200) throw new Error(`no access token: ${token.status} ${JSON.stringify(token.body)}`);
  const auth = { authorization: `Bearer ${String(token.body['access_token'])}` };

  // 1. The race.
  const requests = Array.from({ length: attempts }, (_, i) => {
    const original = i % retryEvery === retryEvery - 1 ? i - 1 : i;
    const start = windowStart + (original % 5);
    const nights = 2 + (original % 3);
    return {
      key: `race-${run}-${original}`,
      body: {
        ...listings[original % listings.length],
        check_in: day(start),
        check_out: day(start + nights),
        adults: 2,
        guest: { first_name: 'Race', last_name: `Guest ${original}`, email: `race-${run}-${original}@example.test`, phone: '+351 912 345 678' },
      },
    };
  });
  let started = performance.now();
  const answers = await Promise.all(requests.map((r) => call('/apis/booking_requests', r.body, { ...auth, 'idempotency-key': r.key })));
  const raceMs = performance.now() - started;
  console.log(`${attempts} simultaneous booking requests (${propertyCount} properties × ${unitCount} units, every ${retryEvery}th a retry) in ${Math.round(raceMs)} ms: ${JSON.stringify(tally(answers))}`);

  const accepted = new Map<string, { code: string; token: string }>();
  answers.forEach((answer, i) => {
    if (answer.status === 201 || answer.status === 200) {
      const code = String(answer.body['bookingCode']);
      const previous = accepted.get(requests[i]!.key);
      check(!previous || previous.code === code, `Idempotency-Key ${requests[i]!.key} answered two bookings (${previous?.code}, ${code})`);
      accepted.set(requests[i]!.key, { code, token: String(answer.body['accessToken']) });
    } else if (answer.status === 409) {
      check(errorCode(answer) === 'accommodation_unavailable', `request ${i}: 409 ${errorCode(answer)} (expected accommodation_unavailable)`);
    } else {
      check(false, `request ${i}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    }
  });
  const bookings = [...accepted.values()];
  check(bookings.length >= propertyCount * unitCount, `only ${bookings.length} bookings accepted; at least ${propertyCount * unitCount} stays fit`);
  check(bookings.length <= propertyCount * unitCount * 4, `${bookings.length} bookings accepted; at most ${propertyCount * unitCount * 4} stays fit`);

  // 2. Pay each booking twice at the same moment with its own sandbox card.
  started = performance.now();
  const payments = await Promise.all(
    bookings.map(async (booking) => {
      const method = await call('/apis/sandbox/payment_methods', { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }, auth);
      if (method.status !== 201) return [method];
      const pay = () => call(`/apis/booking_requests/send_payment_form_stripe/${booking.code}`, { access_token: booking.token, payment_method_id: method.body['id'] }, auth);
      return Promise.all([pay(), pay()]);
    }),
  );
  const payAnswers = payments.flat();
  console.log(`${bookings.length} bookings paid twice at once in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(tally(payAnswers))}`);
  for (const answer of payAnswers) {
    const fine = (answer.status === 200 && answer.body['status'] === 'succeeded') || answer.status === 409;
    check(fine, `payment: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  }

  // 3. What PostgreSQL holds.
  const [overlaps] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from unit_allocations a join unit_allocations b
          on a.unit_id = b.unit_id and a.id < b.id and a.released_at is null and b.released_at is null
         and daterange(a.starts_on, a.ends_on, '[)') && daterange(b.starts_on, b.ends_on, '[)')`,
  );
  check(overlaps?.n === 0, `${overlaps?.n} overlapping live stays`);
  const perBooking = await queryRows<{ code: string; status: string; charges: number; gateway: number; allocations: number }>(
    handle.db,
    sql`select b.code, b.status::text as status,
          (select count(*)::int from payments p where p.booking_id = b.id and p.kind = 'charge' and p.status = 'succeeded') as charges,
          (select count(*)::int from payments p join sandbox_gateway_objects g on g.id = p.provider_ref
            where p.booking_id = b.id and g.kind = 'payment_intent' and g.status = 'succeeded') as gateway,
          (select count(*)::int from unit_allocations a where a.booking_id = b.id and a.released_at is null) as allocations
        from bookings b where b.brand_id in ${sql.raw(`(${brandIds.join(',')})`)}`,
  );
  check(perBooking.length === bookings.length, `${perBooking.length} bookings in the database, ${bookings.length} accepted`);
  const wrong = perBooking.filter((b) => b.status !== 'confirmed' || b.charges !== 1 || b.gateway !== 1 || b.allocations !== 1);
  for (const b of wrong.slice(0, 10)) check(false, `booking ${b.code}: ${b.status}, ${b.charges} charges, ${b.gateway} at the gateway, ${b.allocations} live stays`);
  check(wrong.length === 0, `${wrong.length} bookings without exactly one charge and one stay`);
  const [unpaidTries] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from booking_requests where brand_id in ${sql.raw(`(${brandIds.join(',')})`)}`);
  console.log(
    `PostgreSQL: ${overlaps?.n} overlapping stays; ${perBooking.length} bookings, ${perBooking.length - wrong.length} confirmed with exactly 1 charge (gateway agrees); ${unpaidTries?.n} booking requests recorded.`,
  );

  // 4. Both API processes took part (nginx's log names the upstream of every request).
  if (values['access-log']) {
    const perUpstream: Record<string, number> = {};
    for (const line of readFileSync(values['access-log'], 'utf8').split('\n')) {
      const match = /"POST \/apis\/booking_requests HTTP[^"]*" \d+ \d+ upstream=(\S+)/.exec(line);
      if (match) perUpstream[match[1]!] = (perUpstream[match[1]!] ?? 0) + 1;
    }
    console.log(`Booking requests per API process (nginx): ${JSON.stringify(perUpstream)}`);
    check(Object.keys(perUpstream).length >= 2, 'the booking requests did not reach both API processes');
  }
} catch (error) {
  violations.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await handle.close();
}

if (violations.length > 0) {
  console.error(`\nBooking race FAILED (${violations.length}):\n  ${violations.slice(0, 30).join('\n  ')}`);
  process.exit(1);
}
console.log('Booking race passed: 0 overlapping stays, 1 charge per booking, no 5xx.');
