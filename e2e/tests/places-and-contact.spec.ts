import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { webOrigin } from '../playwright.config.ts';

const lisbon = webOrigin('lisbon-stays.localhost');
const alpine = webOrigin('alpine-lodges.localhost');
const shared = webOrigin('direct.localhost');

// Each run's database is fresh, but a retried test must not meet its own subscription.
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

async function jsonLd(page: Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as Record<string, unknown>;
}

test('a destination card opens its city page with the properties there', async ({ page }) => {
  await page.goto(`${lisbon}/destinations`);
  await page.getByRole('main').getByRole('link', { name: 'Lisbon', exact: true }).click();
  await expect(page).toHaveURL(`${lisbon}/destinations/pt/lisbon`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday rentals in Lisbon');
  await expect(page).toHaveTitle('Holiday rentals in Lisbon · Lisbon Stays');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Destinations' })).toHaveAttribute('href', '/destinations');

  const properties = page.getByRole('region', { name: 'Places to stay in Lisbon' }).getByRole('listitem');
  expect(await properties.count()).toBeGreaterThan(0);
  for (const link of await properties.getByRole('link').all()) {
    await expect(link).toHaveAttribute('href', /^\/stays\/lisbon\/[a-z0-9-]+$/);
  }
  await expect(page.getByRole('link', { name: 'Search Lisbon with your dates' })).toHaveAttribute('href', /^\/search\?city=\d+&destination=Lisbon$/);

  // The server-rendered head (a full load of the same address).
  await page.reload();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${lisbon}/destinations/pt/lisbon`);
  await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', /\/destinations\/pt\/lisbon\?lng=pt$/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Lisbon/);
  const graph = (await jsonLd(page))['@graph'] as Record<string, unknown>[];
  expect(graph[0]).toMatchObject({ '@type': 'City', name: 'Lisbon' });
  expect(graph[1]).toMatchObject({ '@type': 'ItemList', numberOfItems: await properties.count() });
  await expectNoAxeViolations(page);
});

test('a host card opens the host page with its properties', async ({ page }) => {
  await page.goto(`${shared}/hosts`);
  const firstHost = page.getByRole('main').getByRole('listitem').first().getByRole('heading').getByRole('link');
  const name = (await firstHost.textContent())!.trim();
  // The whole card is the link's target: a click on the card's logo (top left) opens the host too.
  await page.getByRole('main').getByRole('listitem').first().locator('article').click({ position: { x: 30, y: 30 } });
  await expect(page).toHaveURL(/\/hosts\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Hosts' })).toBeVisible();
  const properties = page.getByRole('region', { name: `Homes by ${name}` }).getByRole('listitem');
  expect(await properties.count()).toBeGreaterThan(0);
  await expect(properties.first().getByRole('link')).toHaveAttribute('href', /^\/stays\//);

  await page.reload();
  const graph = (await jsonLd(page))['@graph'] as Record<string, unknown>[];
  expect(graph[0]).toMatchObject({ '@type': 'Organization', name });
  await expectNoAxeViolations(page);
});

test('property cards link to their pages, in the language of the path', async ({ page }) => {
  await page.goto(`${lisbon}/explore`);
  const card = page.getByRole('main').getByRole('listitem').first();
  const link = card.getByRole('heading').getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/stays\/[a-z0-9-]+\/[a-z0-9-]+$/);
  const href = await link.getAttribute('href');
  // One link per card, and the picture is part of it.
  await expect(card.getByRole('link')).toHaveCount(1);
  await card.locator('article').click({ position: { x: 30, y: 30 } });
  await expect(page).toHaveURL(`${lisbon}${href}`);
});

// A fresh browser: an English page seen before would be remembered (cookie) over the path.
test('card links keep the /de/ path language', async ({ page }) => {
  await page.goto(`${lisbon}/de/destinations`);
  // The city's German name (the demo seed has it); its address stays the same in every language.
  await expect(page.getByRole('main').getByRole('link', { name: 'Lissabon', exact: true })).toHaveAttribute('href', '/de/destinations/pt/lisbon');
  await page.goto(`${lisbon}/de/destinations/pt/lisbon`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferienunterkünfte in Lissabon');
  const cards = page.getByRole('region', { name: 'Unterkünfte in Lissabon' }).getByRole('listitem');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/de\/stays\//);
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('link', { name: 'Reiseziele' })).toHaveAttribute('href', '/de/destinations');
});

test('city and host pages are 404s when unknown or not on this brand', async ({ page }) => {
  expect((await page.goto(`${lisbon}/destinations/xx/nowhere`))?.status()).toBe(404);
  await expect(page.getByText("We can't seem to find the page you're looking for")).toBeVisible();
  expect((await page.goto(`${lisbon}/hosts/no-such-host`))?.status()).toBe(404);
  // Lisbon's city page and host exist, but Alpine Lodges lists none of their properties.
  expect((await page.goto(`${alpine}/destinations/pt/lisbon`))?.status()).toBe(404);
  expect((await page.goto(`${alpine}/hosts/lisbon-stays`))?.status()).toBe(404);
  // A page past the end is no page.
  expect((await page.goto(`${lisbon}/destinations/pt/lisbon?page=99`))?.status()).toBe(404);
});

test('the city and host pages speak Portuguese and German', async ({ page }) => {
  await page.goto(`${lisbon}/pt/destinations/pt/lisbon`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alojamento de férias em Lisboa');
  await expect(page.getByRole('link', { name: 'Pesquisar em Lisboa com as suas datas' })).toHaveAttribute('href', /^\/pt\/search\?/);
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/pt/contact');

  await page.goto(`${lisbon}/hosts/lisbon-stays?lng=de`);
  await expect(page.locator('.place-hero__eyebrow')).toHaveText('Gastgeber');
  await expect(page.getByRole('heading', { level: 2, name: 'Unterkünfte von Lisbon Stays' })).toBeVisible();
  await expect(page).toHaveTitle('Lisbon Stays: Ferienunterkünfte direkt buchen · Lisbon Stays');
});

test('the contact form explains a bad email in the guest language, keeps the values, then sends', async ({ page }) => {
  await page.goto(`${lisbon}/de/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
  await form.getByLabel('Ihr Name').fill('Ana Silva');
  await form.getByLabel('E-Mail-Adresse', { exact: true }).fill('ana-at-example.com');
  await form.getByLabel('Betreff').fill('Mai');
  await form.getByLabel('Nachricht').fill('Ist das Loft im Mai noch frei?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();

  const email = form.getByLabel('E-Mail-Adresse', { exact: true });
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.').last()).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
  await expect(form.getByLabel('Ihr Name')).toHaveValue('Ana Silva');
  await expect(form.getByLabel('Nachricht')).toHaveValue('Ist das Loft im Mai noch frei?');
  // No reload: the page kept its JavaScript state, and focus went to the list of problems.
  await expect(page).toHaveURL(`${lisbon}/de/contact`);
  await expect(form.getByRole('alert')).toBeFocused();
  await expectNoAxeViolations(page);

  await email.fill('ana@example.com');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByRole('status')).toHaveText('Vielen Dank, Ihre Nachricht wurde gesendet. Wir antworten Ihnen so bald wie möglich.');
  await expect(form.getByLabel('Ihr Name')).toHaveValue('');
});

test('the newsletter form subscribes, and says so when the address already is', async ({ page }) => {
  await page.goto(`${lisbon}/contact`);
  await expect(page.getByRole('link', { name: 'Contact' }).first()).toHaveAttribute('aria-current', 'page');
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  const address = uniqueEmail('js');
  await newsletter.getByLabel('Your email address').fill(address);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Thank you for subscribing! Look out for our next newsletter in your inbox.');
  await expect(newsletter.getByLabel('Your email address')).toHaveValue('');

  await newsletter.getByLabel('Your email address').fill(address.toUpperCase());
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('You are already subscribed to our newsletter.');
  await expectNoAxeViolations(page);
});

test("the footer's newsletter form answers on the contact page's newsletter form", async ({ page }) => {
  await page.goto(`${lisbon}/destinations/pt/lisbon`);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Your email address').fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`${lisbon}/contact#newsletter`);
  const newsletter = page.getByRole('region', { name: 'Newsletter' });
  const field = newsletter.getByLabel('Your email address');
  await expect(newsletter.getByText('Please enter a valid email address, like name@example.com.')).toBeVisible();
  await expect(field).toHaveValue('not-an-address');
  await expect(field).toBeFocused();
  // The contact page has one newsletter form: its own.
  await expect(page.getByRole('contentinfo').getByLabel('Your email address')).toHaveCount(0);

  await field.fill(uniqueEmail('footer'));
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toContainText('Thank you for subscribing!');
});

test('both forms work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${lisbon}/contact?lng=pt`);
  const form = page.getByRole('region', { name: 'Envie-nos uma mensagem' });
  await form.getByLabel('O seu nome').fill('Rui');
  await form.getByLabel('Endereço de email', { exact: true }).fill('rui@example.com');
  await form.getByLabel('Número de telefone').fill('12');
  await form.getByLabel('Mensagem').fill('Curto');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  // The page comes back (a full POST) with the problems and everything typed.
  await expect(page.getByRole('alert')).toContainText('Corrija 2 campos:');
  await expect(form.getByText('Escreva pelo menos 10 caracteres.').last()).toBeVisible();
  await expect(form.getByText(/Introduza um número de telefone válido/).last()).toBeVisible();
  await expect(form.getByLabel('O seu nome')).toHaveValue('Rui');
  await expect(form.getByLabel('Número de telefone')).toHaveValue('12');
  await expect(form.getByLabel('Mensagem')).toHaveValue('Curto');

  await form.getByLabel('Número de telefone').fill('+351 912 345 678');
  await form.getByLabel('Mensagem').fill('Têm estacionamento perto do apartamento?');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status')).toHaveText('Obrigado, a sua mensagem foi enviada. Responderemos o mais depressa possível.');

  const address = uniqueEmail('nojs');
  const newsletter = page.getByRole('region', { name: 'A nossa newsletter' });
  await newsletter.getByLabel('O seu endereço de email').fill(address);
  await newsletter.getByRole('button', { name: 'Subscrever' }).click();
  await expect(page.getByRole('region', { name: 'A nossa newsletter' }).getByRole('status')).toHaveText(/Obrigado pela sua subscrição!/);

  // From the footer of another page: the contact page answers.
  await page.goto(`${lisbon}/explore`);
  await page.getByRole('contentinfo').getByLabel('O seu endereço de email').fill(address);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscrever' }).click();
  await expect(page).toHaveURL(/\/contact/);
  await expect(page.getByRole('region', { name: 'A nossa newsletter' }).getByRole('status')).toHaveText('Já subscreveu a nossa newsletter.');
  await expect(page.getByRole('region', { name: 'A nossa newsletter' }).getByLabel('O seu endereço de email')).toHaveValue(address);
  await context.close();
});

// Fetched by the browser: it resolves *.localhost itself, Node's resolver does not.
async function fetchText(page: Page, url: string) {
  const response = (await page.goto(url))!;
  return { status: response.status(), type: response.headers()['content-type'] ?? '', text: await response.text() };
}

test("the sitemap lists the brand's own pages on its own origin, and robots.txt names it", async ({ page }) => {
  const sitemap = await fetchText(page, `${lisbon}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  expect(sitemap.type).toMatch(/^application\/xml/);
  const xml = sitemap.text;
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain(`<loc>${lisbon}/</loc>`);
  expect(xml).toContain(`<loc>${lisbon}/contact?lng=de</loc>`);
  expect(xml).toContain(`<loc>${lisbon}/destinations/pt/lisbon?lng=pt</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${lisbon}/hosts/lisbon-stays"/>`);
  expect(xml).not.toContain('/search');

  // Every property explore shows for Lisbon Stays is in its sitemap…
  await page.goto(`${lisbon}/explore`);
  const paths = await page.getByRole('main').getByRole('listitem').getByRole('heading').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(xml).toContain(`<loc>${lisbon}${path}</loc>`);
  // …and none of Alpine Lodges'.
  const alpineXml = (await fetchText(page, `${alpine}/sitemap.xml`)).text;
  const alpineStays = [...alpineXml.matchAll(/<loc>http:\/\/[^/]+(\/stays\/[^?<]+)<\/loc>/g)].map((match) => match[1]);
  expect(alpineStays.length).toBeGreaterThan(0);
  for (const path of alpineStays) expect(xml).not.toContain(`${path}?`);

  const robots = await fetchText(page, `${lisbon}/robots.txt`);
  expect(robots.type).toMatch(/^text\/plain/);
  const text = robots.text;
  expect(text).toContain(`Sitemap: ${lisbon}/sitemap.xml`);
  expect(text).toContain('Disallow: /resources/');
  expect(text).toContain('Disallow: /search?');

  // Each brand host answers for itself; a host with no brand has neither.
  expect((await fetchText(page, `${shared}/robots.txt`)).text).toContain(`Sitemap: ${shared}/sitemap.xml`);
  expect((await fetchText(page, `${webOrigin('nobody-here.localhost')}/sitemap.xml`)).status).toBe(404);
  expect((await fetchText(page, `${webOrigin('nobody-here.localhost')}/robots.txt`)).status).toBe(404);
});
