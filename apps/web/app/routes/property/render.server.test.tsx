import { catalogs } from '@direct/i18n';
import { createTranslator } from '@direct/i18n/translator';
import { describe, expect, it } from 'vitest';
import { localeData } from '../../lib/i18n/locale-data.server.ts';
import { ratesView } from './page-view.ts';
import { staticHtml } from './render.server.tsx';
import { property, rateOption } from './testing/fixtures.ts';
import { propertyView } from './page-view.ts';

const stay = { checkIn: '2026-12-21', checkOut: '2026-12-24', adults: 2, children: 0 };

function ratesHtml(lng: 'en' | 'pt') {
  const t = createTranslator(lng, catalogs[lng]);
  const rates = ratesView({ property, stay, complete: true, problem: null, maxNights: 90, rates: { ok: true, options: [rateOption()], nights: 3 } }, t, lng);
  const html = staticHtml(localeData(lng), { property: propertyView(property, t, lng, '/stays/lisbon/x'), rates, plan: null, reviews: null, details: false, overlay: null });
  return html.rates.replace(/[\u00a0\u202f]/g, ' ');
}

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
});
