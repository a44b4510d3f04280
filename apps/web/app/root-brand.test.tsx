import { catalogs } from '@direct/i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactDetails } from './components/contact-details.tsx';
import { loader } from './root.tsx';
import { brandFixture } from './testing/brand-fixture.ts';
import { TranslationProvider } from './lib/i18n/translation-context.tsx';
import { brandContext, languageContext } from './lib/request-context.server.ts';
import { siteBrand } from './lib/root-data.ts';
import { fontStylesheets } from './lib/brand/font-files.ts';
import { themeVariables } from './lib/brand/theme-style.ts';

type Language = 'en' | 'de' | 'pt';

function rootData(url: string, language: Language, overrides: Parameters<typeof brandFixture>[0] = {}) {
  const context = new RouterContextProvider();
  context.set(brandContext, brandFixture(overrides));
  context.set(languageContext, language);
  return loader({ context, url: new URL(url), request: new Request(url), params: {}, pattern: '/' } as unknown as Parameters<typeof loader>[0]);
}

const render = (language: Language, node: React.ReactNode) =>
  renderToString(
    <MemoryRouter initialEntries={[`/${language}`]}>
      <TranslationProvider locale={{ lng: language, dir: 'ltr', resources: catalogs[language], languages: [] }}>{node}</TranslationProvider>
    </MemoryRouter>,
  );

describe('the brand on the guest site', () => {
  it('shows the tagline in the page’s language, else the default language’s', () => {
    expect(rootData('http://lisbon-stays.localhost/de', 'de').brand.tagline).toBe('Sonnige Wohnungen mitten in Lissabon');
    expect(rootData('http://lisbon-stays.localhost/', 'en').brand.tagline).toBe('Sunny apartments in the heart of Lisbon');
    // No Portuguese tagline: the default language's.
    expect(rootData('http://lisbon-stays.localhost/pt', 'pt').brand.tagline).toBe('Sunny apartments in the heart of Lisbon');
  });

  it('links only the chosen fonts’ stylesheets, with metric-matched fallbacks, and sets them as the brand’s fonts', () => {
    const theme = { ...brandFixture().theme, headingFont: 'playfair-display' as const, bodyFont: 'inter' as const };
    const data = rootData('http://lisbon-stays.localhost/', 'en', { theme });
    expect(data.fonts.stylesheets).toEqual([
      { font: 'playfair-display', href: fontStylesheets['playfair-display'] },
      { font: 'inter', href: fontStylesheets.inter },
    ]);
    expect(data.fonts.fallbackFaces).toContain('font-family: "Playfair Display Variable Fallback"');
    expect(data.fonts.fallbackFaces).toContain('font-family: "Inter Variable Fallback"');
    expect(data.fonts.fallbackFaces).toMatch(/size-adjust: [\d.]+%/);
    const variables = themeVariables(theme);
    expect(variables['--brand-heading-font']).toMatch(/^"Playfair Display Variable", "Playfair Display Variable Fallback", Georgia/);
    expect(variables['--brand-font']).toMatch(/^"Inter Variable", "Inter Variable Fallback", system-ui/);

    const plain = rootData('http://lisbon-stays.localhost/', 'en');
    expect(plain.fonts).toEqual({ stylesheets: [], fallbackFaces: '' });
    expect(themeVariables(brandFixture().theme)['--brand-heading-font']).toBe('var(--brand-font)');
  });

  it('shows the postal address with the country named in the page’s language', () => {
    const brand = siteBrand(brandFixture({ postalAddress: { street: 'Rua dos Remédios 12', postcode: '1100-148', city: 'Lisboa', country: 'DE' } }), 'pt');
    const html = render('pt', <ContactDetails brand={brand} />);
    expect(html).toContain('Morada');
    expect(html).toMatch(/<address>Rua dos Remédios 12<br\/>1100-148<!-- --> <!-- -->Lisboa<br\/>Alemanha<\/address>/);
    expect(render('de', <ContactDetails brand={siteBrand(brandFixture({ postalAddress: brand.postalAddress }), 'de')} />)).toContain('Deutschland');
  });

  it('offers the console’s live preview only when asked for, naming the console as the only sender', () => {
    expect(rootData('http://lisbon-stays.localhost/', 'en').preview).toBeNull();
    expect(rootData('http://lisbon-stays.localhost/de?brandPreview=1', 'de').preview).toEqual({ consoleOrigin: 'http://console.localhost:3001', defaultLanguage: 'en' });
  });
});
