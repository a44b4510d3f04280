import { expect, type Page } from '@playwright/test';
import { findStay, propertyIdOf } from './stays.ts';

// Bookings for the payment tests, made the way the site's reservation overlay makes them: a
// booking request on the API (with the site's own client credentials, from the test process)
// for a bookable stay found in the site's calendar data.

const apiUrl = `http://127.0.0.1:${Number(process.env.E2E_API_PORT ?? 4400)}`;
const clientId = process.env.WEB_CLIENT_ID ?? 'direct-web';
const clientSecret = process.env.WEB_CLIENT_SECRET ?? 'demo-web-secret-change-me';

let token: Promise<string> | undefined;

async function apiToken(): Promise<string> {
  token ??= (async () => {
    const response = await fetch(`${apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }),
    });
    expect(response.status, 'token').toBe(200);
    return ((await response.json()) as { access_token: string }).access_token;
  })();
  return token;
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; json: T }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${await apiToken()}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
}

type RateOption = { bookable: boolean; ratePlan: { id: number }; unitType: { id: number }; quote: { totalMinor?: number } | null };

export type TestBooking = { bookingCode: string; accessToken: string; paymentPath: string; holdExpiresAt: string; propertyName: string };

// A pending booking on Lisbon Stays. `fromDays` keeps parallel tests on different dates.
// `addOns` names add-ons (by their label) the guest takes with the stay.
export async function createBooking(page: Page, origin: string, options: { fromDays: number; propertyName?: string; addOns?: readonly string[] }): Promise<TestBooking> {
  const propertyName = options.propertyName ?? 'Bairro Alto Sunset Terrace';
  await page.goto(`${origin}/explore`);
  const href = await page.getByRole('main').getByRole('link', { name: propertyName }).first().getAttribute('href');
  await page.goto(`${origin}${href}`);
  const propertyId = Number(await propertyIdOf(page));
  const stay = await findStay(page, String(propertyId), { fromDays: options.fromDays });

  const brand = await api<{ id: number }>(`/apis/brands/resolve?hostname=lisbon-stays.localhost`);
  expect(brand.status, 'brand').toBe(200);
  const query = new URLSearchParams({
    property: String(propertyId),
    'date[after]': stay.checkIn,
    'date[before]': stay.checkOut,
    number_of_guests: '2',
    number_of_children: '0',
    allow_for_booking_engine: 'true',
    brand_id: String(brand.json.id),
    'calendar[from]': stay.checkIn,
    'calendar[to]': stay.checkIn,
  });
  const rates = await api<{ data: RateOption[] }>(`/apis/rate_and_availability?${query}`);
  expect(rates.status, 'rates').toBe(200);
  const option = rates.json.data.find((candidate) => candidate.bookable);
  expect(option, 'a bookable rate').toBeTruthy();

  const offered = options.addOns?.length ? (await api<{ data: { id: number; label: string }[] }>(`/apis/properties/${propertyId}/add_ons?brand_id=${brand.json.id}`)).json.data : [];
  const addOns = (options.addOns ?? []).map((label) => ({ id: offered.find((addOn) => addOn.label === label)!.id }));

  const created = await api<TestBooking & { error?: unknown }>('/apis/booking_requests', {
    method: 'POST',
    headers: { 'idempotency-key': `e2e-pay-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    body: {
      brand: brand.json.id,
      property: propertyId,
      unit_type: option!.unitType.id,
      rate_plan: option!.ratePlan.id,
      check_in: stay.checkIn,
      check_out: stay.checkOut,
      adults: 2,
      children: 0,
      guest: { first_name: 'Ana', last_name: 'Pagadora', email: 'ana.pagadora@example.com', phone: '+351 912 345 678' },
      language: 'en',
      ...(addOns.length > 0 ? { add_ons: addOns } : {}),
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
  return { ...created.json, propertyName };
}
