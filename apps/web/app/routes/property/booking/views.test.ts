import { catalogs } from '@direct/i18n';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@direct/i18n/translator';
import { checkReserveQuery } from './resource-query.ts';
import { addOnsView, quoteView } from './views.ts';
import { checkGuest } from './booking.server.ts';
import { emptyValues } from './reserve.ts';

const en = createTranslator('en', catalogs.en);
const de = createTranslator('de', catalogs.de);
const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' });

describe('quoteView', () => {
  it('itemises nights, fees, add-ons and discount, with what is due now and later', () => {
    const view = quoteView(
      {
        currency: 'EUR',
        nights: [
          { date: '2026-12-21', price: eur(17000) },
          { date: '2026-12-22', price: eur(17000) },
          { date: '2026-12-23', price: eur(17000) },
        ],
        lines: [
          { kind: 'accommodation', label: 'Accommodation', amount: eur(51000) },
          { kind: 'fee', label: 'Final cleaning', amount: eur(6000) },
          { kind: 'add_on', label: 'Early check-in from 12:00', amount: eur(3000) },
          { kind: 'discount', label: 'Voucher WELCOME10', amount: eur(-5100) },
        ],
        voucher: { code: 'WELCOME10', label: '10% off' },
        total: eur(54900),
        perNight: eur(17300),
        schedule: [
          { sequence: 1, amount: eur(16470), dueDate: '2026-11-01', dueNow: true, status: 'due', paidAt: null },
          { sequence: 2, amount: eur(38430), dueDate: '2026-12-07', dueNow: false, status: 'scheduled', paidAt: null },
        ],
        dueNow: eur(16470),
      },
      en,
      'en',
    );
    expect(view).toEqual({
      lines: [
        ['Accommodation, 3 nights', '€510'],
        ['Final cleaning', '€60'],
        ['Early check-in from 12:00', '€30'],
        ['Voucher WELCOME10', '-€51'],
      ],
      total: '€549',
      perNight: '€173 a night, all-in',
      totalMinor: 54900,
      dueNow: '€164.70',
      later: [['Due on Dec 7, 2026', '€384.30']],
      voucher: { code: 'WELCOME10', label: '10% off' },
    });
  });
});

describe('quoteView in German', () => {
  it('says the lines in German words and numbers, never the API\'s English accommodation label', () => {
    const de = createTranslator('de', catalogs.de);
    const view = quoteView(
      {
        currency: 'EUR',
        nights: [
          { date: '2026-12-21', price: eur(16470) },
          { date: '2026-12-22', price: eur(16470) },
        ],
        lines: [
          { kind: 'accommodation', label: 'Accommodation', amount: eur(32940) },
          { kind: 'discount', label: 'Frühbucher', amount: eur(-3294) },
        ],
        voucher: null,
        total: eur(29646),
        perNight: eur(14823),
        schedule: [{ sequence: 1, amount: eur(29646), dueDate: '2026-11-01', dueNow: true, status: 'due', paidAt: null }],
        dueNow: eur(29646),
      },
      de,
      'de',
    );
    expect(view.lines).toEqual([
      ['Unterkunft, 2 Nächte', '329,40\u00a0€'],
      ['Frühbucher', '-32,94\u00a0€'],
    ]);
    expect(view.total).toBe('296,46\u00a0€');
    expect(view.perNight).toBe('148,23\u00a0€ pro Nacht, alles inklusive');
  });
});

describe('addOnsView', () => {
  it('prices add-ons for the stay and shows a time slot’s time unless its label says it', () => {
    const base = { description: null, calculation: 'fixed' as const, percent: null, maxQuantity: 1, unavailable: false };
    expect(
      addOnsView(
        [
          { ...base, id: 1, kind: 'arrival_time', label: 'Early check-in from 12:00', unitAmount: eur(3000), slotTime: '12:00:00', priceForStay: eur(3000), unavailable: true },
          { ...base, id: 4, kind: 'departure_time', label: 'Late check-out', unitAmount: eur(2000), slotTime: '14:00:00', priceForStay: eur(2000) },
          { ...base, id: 2, kind: 'extra', label: 'Cancellation protection', calculation: 'percentage', unitAmount: null, percent: 8, slotTime: null, priceForStay: null },
          { ...base, id: 3, kind: 'extra', label: 'Bike rental', calculation: 'per_night', unitAmount: eur(1500), slotTime: null, priceForStay: eur(4500), maxQuantity: 4 },
        ],
        en,
        'en',
      ),
    ).toEqual([
      { id: 1, kind: 'arrival_time', label: 'Early check-in from 12:00', description: null, price: '€30', time: null, basis: null, maxQuantity: 1, unavailable: true },
      { id: 4, kind: 'departure_time', label: 'Late check-out', description: null, price: '€20', time: '14:00', basis: null, maxQuantity: 1, unavailable: false },
      { id: 2, kind: 'extra', label: 'Cancellation protection', description: null, price: '8% of the stay', time: null, basis: null, maxQuantity: 1, unavailable: false },
      { id: 3, kind: 'extra', label: 'Bike rental', description: null, price: '€45', time: null, basis: '€15 per night; €45 for your stay', maxQuantity: 4, unavailable: false },
    ]);
  });
});

describe('addOnsView: what an extra’s price is per', () => {
  const extra = { kind: 'extra' as const, label: 'Extra', description: null, percent: null, slotTime: null, maxQuantity: 1, unavailable: false };
  it('says per stay, per night or per person, in the page’s language', () => {
    const views = addOnsView(
      [
        { ...extra, id: 1, calculation: 'fixed', unitAmount: eur(2500), priceForStay: eur(2500) },
        { ...extra, id: 2, calculation: 'per_guest', unitAmount: eur(1000), priceForStay: null },
        { ...extra, id: 3, calculation: 'per_guest_per_night', unitAmount: eur(800), priceForStay: eur(4800) },
      ],
      de,
      'de',
    );
    expect(views.map((view) => view.basis)).toEqual(['pro Aufenthalt', '10\u00a0€ pro Person', '8\u00a0€ pro Person und Nacht; 48\u00a0€ für Ihren Aufenthalt']);
  });
});

describe('addOnsView languages', () => {
  it('marks a label or description the host has not translated with its own language', () => {
    const base = { calculation: 'fixed' as const, percent: null, maxQuantity: 1, unavailable: false, kind: 'extra' as const, unitAmount: eur(2500), slotTime: null, priceForStay: eur(2500) };
    const [translated, fallback] = addOnsView(
      [
        { ...base, id: 1, label: 'Willkommenskorb', labelLanguage: 'de', description: 'Wein und Obst', descriptionLanguage: 'de' },
        { ...base, id: 2, label: 'Welcome basket', labelLanguage: 'en', description: 'Wine and fruit', descriptionLanguage: 'en' },
      ],
      de,
      'de',
    );
    expect(translated).not.toHaveProperty('labelLang');
    expect(translated).not.toHaveProperty('descriptionLang');
    expect(fallback).toMatchObject({ labelLang: 'en', descriptionLang: 'en' });
  });
});

describe('checkReserveQuery', () => {
  const params = (query: string) => new URLSearchParams(query);
  it('accepts a stay, plan, add-ons and vouchers', () => {
    const checked = checkReserveQuery(params('property=3&plan=5-6&checkIn=2026-12-21&checkOut=2026-12-24&guests=2&addOn=12x2&voucher=WELCOME10'), '2026-11-01', 90, true);
    expect(checked).toEqual({
      ok: true,
      value: {
        property: 3,
        plan: '5-6',
        stay: { checkIn: '2026-12-21', checkOut: '2026-12-24', adults: 2, children: 0 },
        addOns: [{ id: 12, quantity: 2 }],
        vouchers: ['WELCOME10'],
      },
    });
  });

  it('names every bad field', () => {
    const checked = checkReserveQuery(params('property=x&checkIn=2026-12-24&checkOut=2026-12-21&addOn=1&voucher='), '2026-11-01', 90, true);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.fields.map((field) => field.field)).toEqual(['property', 'checkIn', 'plan', 'addOn', 'voucher']);
  });
});

describe('checkGuest', () => {
  it('checks the guest with the API’s contract and names each wrong field', () => {
    expect(checkGuest({ ...emptyValues, firstName: 'Ana', lastName: 'Tester', email: 'ana@example.com', phone: '+351 912 345 678' })).toEqual({
      guest: { first_name: 'Ana', last_name: 'Tester', email: 'ana@example.com', phone: '+351 912 345 678' },
      errors: null,
    });
    expect(checkGuest({ ...emptyValues, email: 'ana@', phone: '123' }).errors).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailInvalid',
      phone: 'phoneLength',
    });
  });
});
