import { catalogs } from '@direct/i18n';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@direct/i18n/translator';
import { property, rateOption, unitType } from './testing/fixtures.ts';
import { propertyView, rateChoices, ratesView, unitFacts, withoutLines } from './page-view.ts';
import { reviewsView } from './review-view.ts';

const en = createTranslator('en', catalogs.en);
const pt = createTranslator('pt', catalogs.pt);
const stay = { checkIn: '2026-12-21', checkOut: '2026-12-24', adults: 2, children: 0 };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('unitFacts', () => {
  it('describes a unit in words', () => {
    expect(unitFacts(unitType, en)).toEqual({
      facts: 'Sleeps up to 5 · 2 bedrooms · 3 beds · 1 bathroom · 78 m²',
      guests: 'up to 4 adults and 2 children',
    });
    expect(unitFacts({ ...unitType, bedrooms: 0, maxChildren: 0, maxAdults: 1, sizeM2: null }, en)).toEqual({
      facts: 'Sleeps up to 5 · Studio (no separate bedroom) · 3 beds · 1 bathroom',
      guests: 'up to 1 adult, no children',
    });
  });
});

describe('propertyView', () => {
  it('names the city in the page’s language, marking an untranslated area or city as English', () => {
    const german = { ...property, city: { id: 1, name: 'Lissabon', nameLanguage: 'de' as const }, area: { id: 2, name: 'Bairro Alto', nameLanguage: 'en' as const } };
    const view = propertyView(german, createTranslator('de', catalogs.de), 'de', '/de/stays/lisbon/bairro-alto-sunset-terrace');
    expect(view.place).toEqual([{ text: 'Bairro Alto', lang: 'en' }, { text: 'Lissabon' }, { text: 'Portugal' }]);
  });

  it('puts the page’s texts together in the guest language', () => {
    const view = propertyView(property, en, 'en', '/de/stays/lisbon/bairro-alto-sunset-terrace');
    expect(view.placeType).toBe('Apartment');
    expect(view.place).toEqual([{ text: 'Bairro Alto' }, { text: 'Lisbon' }, { text: 'Portugal' }]);
    expect(view.rating).toEqual({ score: '4.6', label: 'Rated 4.6 out of 5', count: '7 reviews' });
    expect(view.host).toEqual({ name: 'Lisbon Stays', href: '/de/hosts/lisbon-stays' });
    expect(view.fromPrice).toBe('€137.83 a night on average over the next 30 days, before fees');
    expect(view.paragraphs).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(view.amenityGroups).toEqual([
      { title: 'Essentials', items: ['Wi-Fi', 'Kitchen'] },
      { title: 'Outdoors', items: ['Balcony', 'jacuzzi deluxe'] },
    ]);
    expect(view.facts).toEqual([
      ['Check-in', 'from 15:00'],
      ['Check-out', 'by 11:00'],
      ['Pets', 'No pets'],
    ]);
    expect(view.rules).toEqual(['No smoking indoors.', 'No pets, please.']);
    expect(view.address).toEqual(['Rua da Rosa, 78', '5.º Dto.', '1200-284 Lisbon', 'Portugal']);
    expect(view.maxOccupancy).toBe(5);
    expect(view.lang).toEqual({});
  });

  it('marks the host texts that fell back to English on a page in another language', () => {
    const translated = { ...property, textLanguages: { name: 'de', summary: 'en', description: 'de', houseRules: 'en' } as const };
    expect(propertyView(translated, en, 'de', '/de/stays/lisbon/x').lang).toEqual({ summary: 'en', rules: 'en' });
  });
});

describe('ratesView', () => {
  const input = { property, stay, complete: true, problem: null, maxNights: 90, listing: { all: false, plan: null, allHref: '/stays/lisbon/x?rates=all#rates' } };

  it('itemises a bookable rate and offers it as a choice', () => {
    const view = ratesView({ ...input, rates: { ok: true, options: [rateOption()], nights: 3 } }, en, 'en');
    expect(view.stayText).toBe('For 3 nights, Mon, Dec 21, 2026 to Thu, Dec 24, 2026, 2 adults');
    const [option] = view.groups[0]!.options;
    expect(option).toMatchObject({
      key: '5-6',
      bookable: true,
      name: 'Flexible',
      meal: 'No meals included',
      cancellation: 'Flexible cancellation',
      total: '€582',
      perNight: '€194 a night, all-in',
      promotion: null,
      lines: [
        ['Accommodation, 3 nights', '€510'],
        ['Final cleaning', '€60'],
        ['Lisbon tourist tax', '€12'],
      ],
      left: 'Only 1 left',
    });
    expect(option!.policy[0]).toBe('Free cancellation until Mon, Dec 14, 2026');
    expect(view.stayPrice).toBe('€582 for your 3 nights, fees and taxes included');
    expect(rateChoices(view)).toEqual({
      '5-6': { unit: 'Terrace Apartment', name: 'Flexible', cancellation: 'Flexible cancellation', total: '€582', lines: option!.lines },
    });
    // The browser's copy leaves the lines to the rate list's markup.
    expect(withoutLines(rateChoices(view))).toEqual({
      '5-6': { unit: 'Terrace Apartment', name: 'Flexible', cancellation: 'Flexible cancellation', total: '€582' },
    });
  });

  it('shows the promotion in the rate\'s total and lines, said in words', () => {
    const base = rateOption();
    const promoted = rateOption({
      quote: {
        ...base.quote!,
        lines: [...base.quote!.lines, { kind: 'discount', label: 'Early bird', amountMinor: -5100 }],
        totalMinor: 58200 - 5100,
        promotion: { id: 3, name: 'Early bird', amountMinor: 5100 },
        totalBeforePromotionMinor: 58200,
        perNightMinor: 17700,
      },
    });
    const [option] = ratesView({ ...input, rates: { ok: true, options: [promoted], nights: 3 } }, en, 'en').groups[0]!.options;
    expect(option).toMatchObject({ total: '€531', perNight: '€177 a night, all-in', promotion: 'Early bird: €51 off, included in this price' });
    expect(option!.lines.at(-1)).toEqual(['Early bird', '-€51']);
  });

  it('explains a rate that can’t be booked and offers no choice of it', () => {
    const closed = rateOption({ bookable: false, quote: null, reasons: [{ code: 'closed_to_arrival', date: '2026-12-20' }] });
    const view = ratesView({ ...input, rates: { ok: true, options: [closed], nights: 3 } }, en, 'en');
    expect(view.groups[0]!.options[0]).toMatchObject({ bookable: false, total: null, reasons: ['Arrival is not allowed on Sun, Dec 20, 2026.'] });
    expect(rateChoices(view)).toEqual({});
  });

  it('lists plans without prices when there is no stay, and reports failures', () => {
    const noStay = ratesView(
      { ...input, stay: { ...stay, checkIn: null, checkOut: null }, complete: false, rates: { ok: true, options: [rateOption({ quote: null })], nights: null } },
      en,
      'en',
    );
    expect(noStay).toMatchObject({ priced: false, stayText: null, problem: null });
    expect(noStay.groups[0]!.options[0]).toMatchObject({ bookable: false, policy: [], reasons: [], total: null });
    expect(ratesView({ ...input, rates: { ok: false, invalidDates: false } }, en, 'en')).toMatchObject({ state: 'failed', groups: [] });
    expect(ratesView({ ...input, rates: { ok: false, invalidDates: true } }, en, 'en')).toMatchObject({
      state: 'ok',
      problem: 'The check-in date has already passed.',
    });
  });

  it('formats prices the European Portuguese way', () => {
    const view = ratesView({ ...input, rates: { ok: true, options: [rateOption()], nights: 3 } }, pt, 'pt');
    expect(plain(view.groups[0]!.options[0]!.total!)).toBe('582 €');
    expect(view.stayText).toContain('3 noites');
  });
});

describe('reviewsView', () => {
  const review = {
    id: 14,
    rating: 4,
    title: 'Very comfortable',
    text: 'Good communication.',
    authorName: 'Ava J.',
    stayedOn: '2026-09-10',
    createdAt: '2026-09-16T10:00:00.000Z',
    language: 'en',
    hostReply: null as { text: string; repliedAt: string } | null,
  };
  const answer = {
    data: [review],
    meta: { total: 12, page: 2, limit: 10 },
    summary: { average: 4.6, count: 12, distribution: { '1': 0, '2': 0, '3': 1, '4': 3, '5': 8 } },
  };

  it('gives the summary with text for each bar, the reviews and the links', () => {
    const view = reviewsView(answer, 2, en, 'en', (page) => `/p?reviews=${page}`);
    expect(view.summary?.bars[0]).toEqual({ stars: 5, count: 8, percent: 67, text: '5 stars: 8 reviews' });
    expect(view.summary?.bars[4]?.text).toBe('1 star: 0 reviews');
    expect(view.items[0]).toEqual({
      id: 14,
      stars: 4,
      rating: 'Rated 4.0 out of 5',
      title: 'Very comfortable',
      text: 'Good communication.',
      lang: 'en',
      meta: 'Ava J. · September 16, 2026 · Stayed in September 2026',
      reply: null,
    });
    expect(view).toMatchObject({ page: 2, lastPage: 2, range: 'Reviews 11–11 of 12', moreHref: '/p?reviews=3', newestHref: '/p?reviews=1' });
  });

  it('puts the host’s reply under the review, labelled in the guest’s language', () => {
    const replied = { ...answer, data: [{ ...review, hostReply: { text: 'Thank you, Ava!', repliedAt: '2026-09-17T08:00:00.000Z' } }] };
    expect(reviewsView(replied, 1, en, 'en', String).items[0]?.reply).toEqual({ label: 'Reply from the host', text: 'Thank you, Ava!' });
    expect(reviewsView(replied, 1, pt, 'pt', String).items[0]?.reply?.label).toBe('Resposta do anfitrião');
  });

  it('has no summary without reviews', () => {
    const empty = { data: [], meta: { total: 0, page: 1, limit: 10 }, summary: { average: null, count: 0, distribution: answer.summary.distribution } };
    expect(reviewsView(empty, 1, en, 'en', String)).toMatchObject({ summary: null, items: [], range: null, lastPage: 1 });
  });
});
