import { expect, type Page } from '@playwright/test';

type Day = {
  date: string;
  minStay: number | null;
  arrivalAllowed: boolean;
  departureAllowed: boolean;
  available: boolean;
  canCheckIn: boolean;
  checkInBlockedBy: string | null;
};

// A GET from the page itself (Node's resolver doesn't know *.localhost; the browser does), as the
// site's own scripts make them.
export async function fetchFromPage(page: Page, path: string): Promise<{ status: number; text: string }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  }, path);
}

// A bookable stay from the site's own calendar data, whatever day the suite runs: the first
// date after `fromDays` where the API says a stay can start (canCheckIn), for the shortest length
// from its minimum stay whose nights are all available and whose check-out allows departure.
// The calendar (93 days at most) reaches 30 days past the arrivals searched, so their check-outs are known.
// `spareNights`: that many nights after the check-out are free too (a stay the host can lengthen).
export async function findStay(page: Page, propertyId: string, options: { fromDays?: number; guests?: number; spareNights?: number } = {}) {
  const spare = options.spareNights ?? 0;
  const fromDays = options.fromDays ?? 0;
  const from = new Date(Date.now() + fromDays * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (fromDays + 92) * 86_400_000).toISOString().slice(0, 10);
  const answer = await fetchFromPage(page, `/resources/stay-options?property=${propertyId}&from=${from}&to=${to}&guests=${options.guests ?? 2}`);
  expect(answer.status).toBe(200);
  const calendar = (JSON.parse(answer.text) as { calendar: Day[] }).calendar;
  // From the second date: the first may already be "today" somewhere west of UTC.
  for (let i = 1; i < calendar.length - 30; i++) {
    const arrival = calendar[i]!;
    if (!arrival.canCheckIn || !arrival.minStay) continue;
    for (let nights = arrival.minStay; nights <= 30; nights++) {
      const departure = calendar[i + nights];
      if (!calendar.slice(i, i + nights).every((day) => day.available)) break;
      const spareFree = calendar.slice(i + nights, i + nights + spare).every((day) => day.available) && calendar[i + nights + spare]?.departureAllowed;
      if (departure?.departureAllowed && spareFree) return { checkIn: arrival.date, checkOut: departure.date };
    }
  }
  throw new Error('no bookable stay in the demo calendar');
}

export async function propertyIdOf(page: Page): Promise<string> {
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  return jsonLd.identifier;
}

// A stay of ordinary demand for tests that search many homes at once: the first Tuesday at least
// `fromDays` ahead whose nights miss the demo calendar's year-end holidays (20 Dec – 3 Jan, peak
// minimum stays), so the result doesn't hang on which day the suite runs. UTC dates.
export function ordinaryStay(fromDays = 30, nights = 3): { checkIn: string; checkOut: string } {
  const dayMs = 86_400_000;
  const isHoliday = (time: number) => {
    const date = new Date(time);
    const month = date.getUTCMonth() + 1;
    const day = date.getUTCDate();
    return (month === 12 && day >= 20) || (month === 1 && day <= 3);
  };
  let start = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + fromDays * dayMs;
  for (;;) {
    const nightsTimes = Array.from({ length: nights }, (_, i) => start + i * dayMs);
    if (new Date(start).getUTCDay() === 2 && !nightsTimes.some(isHoliday)) break;
    start += dayMs;
  }
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { checkIn: iso(start), checkOut: iso(start + nights * dayMs) };
}
