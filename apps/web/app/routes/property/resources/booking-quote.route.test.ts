import { ApiError } from '@direct/api-client';
import { RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandContext, languageContext } from '../../../lib/request-context.server.ts';

// The API's answer to the quote, per test (a plain function: a vi.fn's own bookkeeping of a
// rejected promise would be reported as unhandled).
let answer: () => Promise<unknown> = async () => undefined;
vi.mock('../booking/booking.server.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getQuote: () => answer(),
}));
const { loader } = await import('./booking-quote.route.ts');

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function call() {
  const context = new RouterContextProvider();
  context.set(brandContext, { id: 3 } as never);
  context.set(languageContext, 'en');
  const url = new URL(`http://site.test/resources/booking-quote?property=7&plan=11-12&checkIn=${day(20)}&checkOut=${day(23)}&guests=2&children=0`);
  return loader({ url, request: new Request(url), context } as unknown as Parameters<typeof loader>[0]);
}

describe('the overlay’s quote', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers a stay taken meanwhile with the API’s 409, not as a failure of the site', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = async () => {
      throw new ApiError({ code: 'accommodation_unavailable', status: 409, message: 'This accommodation is not available for these dates and guests (sold out).' });
    };
    const response = await call();
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: { code: 'accommodation_unavailable' } });
    expect(logged).not.toHaveBeenCalled();
  });

  it('still answers 500, and logs it, for what is the site’s or the API’s fault', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = async () => {
      throw new ApiError({ code: 'internal_error', status: 500, message: 'boom' });
    };
    expect((await call()).status).toBe(500);
    expect(logged).toHaveBeenCalled();
  });
});
