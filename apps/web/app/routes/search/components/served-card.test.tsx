import { catalogs } from '@direct/i18n';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TranslationProvider } from '../../../lib/i18n/translation-context.tsx';
import type { ResultItem } from '../results.ts';
import { SearchResultCard } from './search-result-card.tsx';
import { isLinkClick, isServedCard, servedCardOf, ServedResult } from './served-card.tsx';

const item: ResultItem = {
  id: 7,
  name: 'Alfama River Loft',
  image: { id: 24, url: '/apis/image/24/1.svg', alt: 'The loft', width: 1200, height: 800 },
  city: 'Lisbon',
  area: 'Alfama',
  reviewAverage: 4.2,
  reviewCount: 5,
  stayTotal: { amountMinor: 36000, currency: 'EUR' },
  stayPromotion: { name: 'Early bird', amount: { amountMinor: 4000, currency: 'EUR' } },
  averageNightlyPrice: { amountMinor: 12380, currency: 'EUR' },
  route: '/stays/lisbon/alfama-river-loft',
  position: { lat: 38.7, lng: -9.1 },
};
const href = '/stays/lisbon/alfama-river-loft?checkIn=2027-01-05&checkOut=2027-01-08&guests=2&children=0';

const render = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <TranslationProvider locale={{ lng: 'en', dir: 'ltr', resources: catalogs.en, languages: [] }}>{node}</TranslationProvider>
    </MemoryRouter>,
  );

// A card's <li> as the browser's DOM offers it.
const element = (attributes: Record<string, string>, innerHTML: string, linkHref: string | null) => ({
  getAttribute: (name: string) => attributes[name] ?? null,
  innerHTML,
  querySelector: () => (linkHref === null ? null : { getAttribute: (name: string) => (name === 'href' ? linkHref : null) }),
});

describe('a result card served as markup', () => {
  it('is read back with its id, its markup and its link', () => {
    expect(servedCardOf(element({ 'data-result-id': '7' }, '<article>…</article>', href))).toEqual({ id: 7, html: '<article>…</article>', href });
    expect(servedCardOf(element({ 'data-result-id': '8' }, '<article>…</article>', null))).toEqual({ id: 8, html: '<article>…</article>', href: null });
    expect(servedCardOf(element({}, '<article>…</article>', href))).toBeNull();
    expect(servedCardOf(element({ 'data-result-id': 'x' }, '', href))).toBeNull();
  });

  it('renders the markup the server rendered for the card, so hydration finds the same HTML', () => {
    // Not eager: React would put the image's preload before the card here (in a document it goes
    // to the head).
    const cardHtml = render(<SearchResultCard item={item} href={href} nights={3} />);
    const server = render(
      <li data-result-id={item.id}>
        <SearchResultCard item={item} href={href} nights={3} />
      </li>,
    );
    const served = servedCardOf(element({ 'data-result-id': '7' }, cardHtml, href))!;
    // All-in total first, per night second, the promotion in it said in words.
    expect(cardHtml).toContain('€360 for 3 nights');
    expect(cardHtml).toContain('Fees and taxes included');
    expect(cardHtml).toContain('€120 a night, all-in');
    expect(cardHtml).toContain('Early bird: €40 off, included in this price');
    expect(render(<ServedResult card={served} />)).toBe(server);
  });

  it('follows in the browser the clicks the router’s links follow, and leaves new tabs and windows to the browser', () => {
    const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
    expect(isLinkClick(click)).toBe(true);
    expect(isLinkClick({ ...click, button: 1 })).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(isLinkClick({ ...click, [key]: true })).toBe(false);
    expect(isLinkClick({ ...click, defaultPrevented: true })).toBe(false);
  });

  it('is told apart from an item with data', () => {
    expect(isServedCard({ id: 7, html: '', href: null })).toBe(true);
    expect(isServedCard(item)).toBe(false);
  });
});
