import { catalogs } from '@direct/i18n';
import { createTranslator } from '@direct/i18n/translator';
import { describe, expect, it } from 'vitest';
import { localeData } from '../../lib/i18n/locale-data.server.ts';
import { ratesView } from './page-view.ts';
import { staticHtml } from './render.server.tsx';
import type { RateOption } from '@direct/contracts';
import { property, rateOption, unitType } from './testing/fixtures.ts';
import { propertyView, rateChoices } from './page-view.ts';
import { emptyValues, type AddOnView, type QuoteView } from './booking/reserve.ts';
import type { OverlayState } from './components/overlay-body.tsx';

const stay = { checkIn: '2026-12-21', checkOut: '2026-12-24', adults: 2, children: 0 };

const allHref = '/stays/lisbon/x?checkIn=2026-12-21&rates=all#rates';

function ratesHtml(lng: 'en' | 'pt', options: RateOption[] = [rateOption()], listing: { all: boolean; plan: string | null } = { all: false, plan: null }) {
  const t = createTranslator(lng, catalogs[lng]);
  const rates = ratesView({ property, stay, complete: true, problem: null, maxNights: 90, rates: { ok: true, options, nights: 3 }, listing: { ...listing, allHref } }, t, lng);
  const html = staticHtml(localeData(lng), { property: propertyView(property, t, lng, '/stays/lisbon/x'), rates, plan: listing.plan, reviews: null, details: false, overlay: null });
  return html.rates.replace(/[\u00a0\u202f]/g, ' ');
}

// `units` unit types with `plans` bookable rate plans each.
const manyRates = (units: number, plans: number) =>
  Array.from({ length: units }, (_, u) => ({ ...unitType, id: 100 + u, name: `Suite ${u + 1}` })).flatMap((unit) =>
    Array.from({ length: plans }, (_, p) => rateOption({ planId: 200 + p, planName: `Plan ${p + 1}`, unitType: unit, total: 40_000 + p * 1_000 })),
  );
const radios = (html: string) => html.match(/name="plan"/g)?.length ?? 0;

describe('the rate list', () => {
  it('shows each rate’s total once, beside its name, and itemises what makes it up under it', () => {
    const html = ratesHtml('en');
    expect(html).toContain('<span>€582</span><small>€194 a night, all-in</small>');
    expect(html).toContain('<dt>Accommodation, 3 nights</dt><dd>€510</dd>');
    expect(html).toContain('<dt>Final cleaning</dt><dd>€60</dd>');
    // The total is not repeated as a last line (decision 0052): it stands above the lines.
    expect(html.match(/€582/g)).toHaveLength(1);
    expect(html).not.toContain('price-lines__total');
    expect(ratesHtml('pt')).not.toContain('Total a pagar');
  });

  it('lists the first rates of a property with many and links to all of them; the page then lists all', () => {
    const nine = ratesHtml('en', manyRates(3, 3));
    expect(radios(nine)).toBe(9);
    expect(nine).not.toContain('rates=all');

    // Four unit types × six plans: two of each (the cheapest), and a link per unit type.
    const first = ratesHtml('en', manyRates(4, 6));
    expect(radios(first)).toBe(8);
    expect(first.match(/Show all 6 rates for Suite \d/g)).toEqual(['Show all 6 rates for Suite 1', 'Show all 6 rates for Suite 2', 'Show all 6 rates for Suite 3', 'Show all 6 rates for Suite 4']);
    expect(first).toContain(`href="${allHref.replaceAll('&', '&amp;')}"`);
    expect(first).toContain('Plan 2');
    expect(first).not.toContain('Plan 3');
    // About the size of the demo's nine rates (one more unit type and its link): the page's 40 KB
    // holds however many plans the host sells.
    expect(first.length).toBeLessThanOrEqual(nine.length * 1.1);

    const all = ratesHtml('pt', manyRates(4, 6), { all: true, plan: null });
    expect(radios(all)).toBe(24);
    expect(all).not.toContain('rates=all');

    // The rate chosen (Reserve without JavaScript, ?plan=) is listed wherever it stands.
    const chosen = ratesHtml('en', manyRates(4, 6), { all: false, plan: '102-205' });
    expect(radios(chosen)).toBe(9);
    expect(chosen).toMatch(/<input[^>]*checked[^>]*value="102-205"/);
  });
});

// The overlay of ?reserve=1 is a new document after each of its buttons (no JavaScript, or the
// overlay the server rendered): focus, and with it the scroll position, comes from its markup.
describe('the server-rendered overlay', () => {
  const quote: QuoteView = {
    lines: [['Accommodation, 3 nights', '€510']],
    total: '€459',
    perNight: '€153 a night, all-in',
    totalMinor: 45_900,
    dueNow: '€459',
    later: [],
    voucher: { code: 'WELCOME10', label: 'Voucher WELCOME10' },
  };
  const addOn: AddOnView = { id: 7, kind: 'extra', label: 'Breakfast', description: null, price: '€30.00', time: null, basis: 'per stay', maxQuantity: 1, unavailable: false };

  function overlayHtml(state: Partial<OverlayState>) {
    const t = createTranslator('en', catalogs.en);
    const rates = ratesView({ property, stay, complete: true, problem: null, maxNights: 90, rates: { ok: true, options: [rateOption()], nights: 3 }, listing: { all: false, plan: null, allHref } }, t, 'en');
    const [plan, choice] = Object.entries(rateChoices(rates))[0]!;
    const overlay = {
      choice,
      pathname: '/stays/lisbon/x',
      stayInputs: [['checkIn', stay.checkIn]] as [string, string][],
      state: { status: null, values: emptyValues, errors: {}, choiceRefused: false, voucherError: null, quote, quoteState: 'ready', addOns: [addOn], addOnsState: 'ready', idempotencyKey: 'k'.repeat(20), answered: null, ...state } satisfies OverlayState,
      others: [],
      searchHref: '/search',
      contactHref: '/contact',
    };
    const html = staticHtml(localeData('en'), { property: propertyView(property, t, 'en', '/stays/lisbon/x'), rates, plan, reviews: null, details: false, overlay }).overlay;
    return autofocused(html);
  }

  // The elements carrying autofocus, named by tag and id, or tag and first class.
  function autofocused(html: string): string[] {
    return [...html.matchAll(/<(\w+)([^>]*\sautofocus=""[^>]*)>/g)].map(([, tag, attributes]) => {
      const id = /\bid="([^"]+)"/.exec(attributes!)?.[1];
      const className = /\bclass="([^" ]+)/.exec(attributes!)?.[1];
      return id ? `${tag}#${id}` : `${tag}.${className}`;
    });
  }

  it('focuses nothing when it first opens (the dialog starts at its top)', () => {
    expect(overlayHtml({})).toEqual([]);
  });

  it('focuses the applied voucher’s note after Apply, and the code field after a refusal or Remove', () => {
    const applied = { ...emptyValues, vouchers: ['WELCOME10'] };
    expect(overlayHtml({ status: 'edit', values: applied, answered: 'voucher' })).toEqual(['p.voucher__applied']);
    expect(overlayHtml({ status: 'edit', values: { ...emptyValues, voucher: 'NOPE' }, voucherError: 'invalid_voucher', answered: 'voucher' })).toEqual(['input#voucher-code']);
    // A second code refused while the first stays applied: the field with the reason.
    expect(overlayHtml({ status: 'edit', values: applied, voucherError: 'voucher_not_combinable', answered: 'voucher' })).toEqual(['input#voucher-code']);
    expect(overlayHtml({ status: 'edit', values: emptyValues, answered: 'voucher' })).toEqual(['input#voucher-code']);
  });

  it('focuses Update total after it, and the first field to correct after Reserve', () => {
    expect(overlayHtml({ status: 'edit', values: { ...emptyValues, addOns: [{ id: 7, quantity: 1 }] }, answered: 'addOns' })).toEqual(['button.button']);
    expect(overlayHtml({ status: 'invalid', values: { ...emptyValues, firstName: 'Ben' }, errors: { lastName: 'lastNameRequired', email: 'emailRequired' } })).toEqual(['input#guest-lastName']);
  });
});
