import { catalogs } from '@direct/i18n';
import { createTranslator } from '@direct/i18n/translator';
import { describe, expect, it } from 'vitest';
import { localeData } from '../../lib/i18n/locale-data.server.ts';
import { ratesView } from './page-view.ts';
import { staticHtml } from './render.server.tsx';
import type { RateOption } from '@direct/contracts';
import { property, rateOption, unitType } from './testing/fixtures.ts';
import { propertyView } from './page-view.ts';

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
