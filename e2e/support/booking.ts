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
// What a guest's links need: the code and its access token.
export type BookingLink = Pick<TestBooking, 'bookingCode' | 'accessToken'>;

// A pending booking on Lisbon Stays. `fromDays` keeps parallel tests on different dates.
// `addOns` names add-ons (by their label) the guest takes with the stay; `language` and `email`
// are the guest's (English and Ana Pagadora's unless given); `hostname` the brand's site.
// The page is left on the brand's site (its robots.txt), or with `onPropertyPage`, on the
// property's page, opened from the explore list as a guest would.
export async function createBooking(
  page: Page,
  origin: string,
  options: { fromDays: number; propertyName?: string; addOns?: readonly string[]; hostname?: string; language?: string; email?: string; onPropertyPage?: boolean },
): Promise<TestBooking> {
  const propertyName = options.propertyName ?? 'Bairro Alto Sunset Terrace';
  const brand = await api<{ id: number }>(`/apis/brands/resolve?hostname=${options.hostname ?? 'lisbon-stays.localhost'}`);
  expect(brand.status, 'brand').toBe(200);
  const propertyId = options.onPropertyPage
    ? (await openProperty(page, origin, propertyName)).propertyId
    : await propertyOnSite(page, origin, brand.json.id, propertyName);
  const stay = await findStay(page, String(propertyId), { fromDays: options.fromDays });

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
      guest: { first_name: 'Ana', last_name: 'Pagadora', email: options.email ?? 'ana.pagadora@example.com', phone: '+351 912 345 678' },
      language: options.language ?? 'en',
      ...(addOns.length > 0 ? { add_ons: addOns } : {}),
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
  return { ...created.json, propertyName };
}

// A property of a brand by its name, from the brand's list on the API (the explore list shows the
// same): its id and its address on the site. Rendering the explore list and the property page
// only to read these cost the browser suite about a minute of Chromium's CPU (decision 0052 §5);
// the tests of those pages render them.
export async function brandProperty(brandId: number, propertyName: string): Promise<{ id: number; path: string }> {
  for (let pageNumber = 1; pageNumber <= 10; pageNumber++) {
    const list = await api<{ data: { id: number; name: string; route: { completeRoute: string } }[] }>(`/apis/direct/properties?brands=${brandId}&page=${pageNumber}`);
    expect(list.status, 'properties').toBe(200);
    const found = list.json.data.find((property) => property.name === propertyName);
    if (found) return { id: found.id, path: found.route.completeRoute };
    if (list.json.data.length === 0) break;
  }
  throw new Error(`no property named ${propertyName} on brand ${brandId}`);
}

// The property's id, with the page on the brand's site (robots.txt: no scripts, no photos) so
// that findStay can ask the site for stays.
async function propertyOnSite(page: Page, origin: string, brandId: number, propertyName: string): Promise<number> {
  if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/robots.txt`);
  return (await brandProperty(brandId, propertyName)).id;
}

// The property's page on the site, from the explore list: its path and id.
export async function openProperty(page: Page, origin: string, propertyName: string): Promise<{ path: string; propertyId: number }> {
  await page.goto(`${origin}/explore`);
  const path = (await page.getByRole('main').getByRole('link', { name: propertyName }).first().getAttribute('href'))!;
  await page.goto(`${origin}${path}`);
  return { path, propertyId: Number(await propertyIdOf(page)) };
}

export type SiteGuest = { firstName: string; lastName: string; email: string; phone: string };

// The guest's own way (booking-journey.spec.ts walks its mistakes): the property page for the
// stay, the first bookable rate, the reservation overlay, up to the payment terminal it opens.
export async function reserveOnSite(
  page: Page,
  origin: string,
  options: { propertyName: string; propertyPath: string; stay: { checkIn: string; checkOut: string }; guest: SiteGuest },
): Promise<BookingLink & { paymentPath: string }> {
  await page.goto(`${origin}${options.propertyPath}?checkIn=${options.stay.checkIn}&checkOut=${options.stay.checkOut}&guests=2`);
  const rates = page.getByRole('region', { name: 'Prices and availability' });
  await rates.getByRole('radio').and(page.locator(':enabled')).first().check();
  await rates.getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve ${options.propertyName}` });
  await expect(dialog.locator('.price-lines')).toContainText('Due now');
  await dialog.getByLabel('First name').fill(options.guest.firstName);
  await dialog.getByLabel('Last name').fill(options.guest.lastName);
  await dialog.getByLabel('Email address').fill(options.guest.email);
  await dialog.getByLabel('Mobile phone').fill(options.guest.phone);
  await dialog.getByRole('button', { name: 'Reserve and continue to payment' }).click();
  await expect(page).toHaveURL(/\/payment\/booking_payment_terminal\/[^/]+\/[^/?]+$/);
  const paymentPath = new URL(page.url()).pathname;
  const [, , , bookingCode, token] = paymentPath.split('/');
  return { bookingCode: bookingCode!, accessToken: decodeURIComponent(token!), paymentPath };
}

type RefundableOption = { bookable: boolean; ratePlan: { id: number; derived: boolean }; unitType: { id: number } };

// A booking on the refundable plan (not the derived non-refundable one), so a cancellation
// refunds something, made as the overlay makes it and paid in full by card (one card method per
// part: a method is single-use), the card saved for later charges.
export async function paidRefundableBooking(page: Page, origin: string, options: { propertyName: string; fromDays: number }): Promise<BookingLink & { bookingId: number }> {
  const brand = await api<{ id: number }>('/apis/brands/resolve?hostname=lisbon-stays.localhost');
  const propertyId = await propertyOnSite(page, origin, brand.json.id, options.propertyName);
  const stay = await findStay(page, String(propertyId), { fromDays: options.fromDays });
  const query = new URLSearchParams({ property: String(propertyId), 'date[after]': stay.checkIn, 'date[before]': stay.checkOut, number_of_guests: '2', allow_for_booking_engine: 'true', brand_id: String(brand.json.id) });
  const rates = await api<{ data: RefundableOption[] }>(`/apis/rate_and_availability?${query}`);
  const option = rates.json.data.find((candidate) => candidate.bookable && !candidate.ratePlan.derived)!;
  expect(option, 'a bookable refundable plan').toBeTruthy();
  const guest = { first_name: 'Ana', last_name: 'Pagadora', email: 'ana.pagadora@example.com', phone: '+351 912 345 678' };
  const booked = await api<BookingLink & { bookingId: number }>('/apis/booking_requests', {
    method: 'POST',
    body: { brand: brand.json.id, property: propertyId, unit_type: option.unitType.id, rate_plan: option.ratePlan.id, check_in: stay.checkIn, check_out: stay.checkOut, adults: 2, children: 0, guest, language: 'en' },
  });
  expect(booked.status, JSON.stringify(booked.json)).toBe(201);
  const created = booked.json;
  for (let part = 1; part <= 3; part++) {
    const method = await api<{ id: string }>('/apis/sandbox/payment_methods', { method: 'POST', body: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } });
    expect(method.status).toBe(201);
    const paid = await api<{ status: string; error?: unknown }>(`/apis/booking_requests/send_payment_form_stripe/${created.bookingCode}`, {
      method: 'POST',
      body: { access_token: created.accessToken, payment_method_id: method.json.id, save_card: true, pay_part: part },
    });
    if (part > 1 && paid.status !== 200) break;
    expect(paid.json.status).toBe('succeeded');
  }
  return created;
}
