import type { Page } from '@playwright/test';

// Reading a booking's figures in the console the way a person does: the summary's values and
// the amounts in its sentences.

// The number in a money text ("€1,234.50" -> 1234.5).
export const amountOf = (text: string) => Number(/(\d[\d,]*(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN);

export const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// A value of the booking summary ("Total", "Paid", "Status") on the change and cancel pages.
export const summaryValue = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Booking' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
