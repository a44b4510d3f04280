import { catalogs, namespaces, serverOnlyNamespaces, supportedLanguages, type Namespace } from '@direct/i18n';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { errorPageTexts, platformLocaleData, shellLocaleData, shellTexts } from './locale-data.server.ts';
import { routeKey, routeTexts, textsForRoute } from './route-texts.server.ts';

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
const scope = (routes as RouteEntry[]).find((route) => route.path === ':lng?');
const pages = (scope?.children ?? []).map((route) => (route.index ? '' : route.path!));
const namespacesOf = (texts: object) => Object.keys(texts) as Namespace[];

describe('texts per page', () => {
  it('lists the texts of every page of routes.ts, and no other page', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(Object.keys(routeTexts).sort()).toEqual([...pages].sort());
  });

  it("finds a page's texts by React Router's matched pattern, with or without the language prefix", () => {
    expect(routeKey('/:lng?/stays/*')).toBe('stays/*');
    expect(routeKey('/:lng?')).toBe('');
    expect(routeKey(':lng?/explore')).toBe('explore');
    expect(namespacesOf(textsForRoute('de', '/:lng?/stays/*'))).toContain('property');
  });

  it('picks only texts that exist, in every language', () => {
    for (const lng of supportedLanguages) {
      for (const page of pages) expect(() => textsForRoute(lng, `/:lng?/${page}`)).not.toThrow();
    }
  });

  it('never sends an email text to a browser', () => {
    const sent = [...shellTexts, ...Object.values(routeTexts).flat()];
    for (const namespace of serverOnlyNamespaces) {
      expect(sent.filter((selection) => selection === namespace || selection.startsWith(`${namespace}.`))).toEqual([]);
    }
  });

  it("sends the home page the shell's and its own texts, none of check-in, agreement, deposit or payment", () => {
    const home = [...namespacesOf(shellLocaleData('en').resources), ...namespacesOf(textsForRoute('en', '/:lng?'))];
    for (const unused of ['checkin', 'agreement', 'deposit', 'identity', 'review', 'paymentPage', 'payment', 'emails', 'property', 'booking', 'mailbox'] as const) {
      expect(home).not.toContain(unused);
    }
    expect(home).toEqual(expect.arrayContaining(['shell', 'nav', 'home', 'catalog', 'search']));
  });

  it('sends the search page all its texts but the error messages and the empty state, which come with the searches that show them', () => {
    const search = textsForRoute('en', '/:lng?/search').search!;
    expect(search).not.toHaveProperty('errors');
    expect(Object.keys(search).sort()).toEqual(Object.keys(catalogs.en.search).filter((key) => key !== 'errors').sort());
    const { empty: _empty, ...results } = catalogs.en.search.results;
    expect(search.results).toEqual(results);
  });

  it('sends a shared text alone, not its whole namespace', () => {
    const shell = shellLocaleData('en').resources;
    expect(shell.contact).toEqual({ honeypot: catalogs.en.contact.honeypot });
    const agreement = textsForRoute('en', '/:lng?/agreement/:bookingCode');
    expect(agreement.contact).toEqual({ optional: catalogs.en.contact.optional });
  });

  it("sends the brand's shell its newsletter texts only, its error page's only with an error page; the platform's error page has its own", () => {
    const shell = shellLocaleData('de').resources;
    expect(shell).not.toHaveProperty('errors');
    const errors = errorPageTexts('de').errors!;
    expect(Object.keys(errors).sort()).toEqual(['notFound', 'serverError', 'statusCode', 'unavailable']);
    expect(errors.notFound).toEqual(catalogs.de.errors.notFound);
    expect(Object.keys(shell.newsletter!).sort()).toEqual(['email', 'heading', 'submit']);
    expect(shell.platform).toEqual({ name: catalogs.de.platform.name });
    const platform = platformLocaleData('de').resources;
    expect(platform.errors!.unregisteredDomain).toEqual(catalogs.de.errors.unregisteredDomain);
    expect(platform.platform).toEqual(catalogs.de.platform);
    // The footer's form answers on the contact page, the card forms' time-out is their pages'.
    expect(textsForRoute('de', '/:lng?/contact').newsletter).toEqual(catalogs.de.newsletter);
    expect(textsForRoute('de', '/:lng?/payment/booking_payment_terminal/:bookingCode/:accessToken').errors).toEqual({ timeout: catalogs.de.errors.timeout });
  });

  it('sends the shell a small part of the catalog', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(shellLocaleData('en').resources)).toBeLessThan(size(catalogs.en) / 10);
    expect(namespaces.length).toBeGreaterThan(20);
  });
});
