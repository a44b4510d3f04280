import { describe, expect, it } from 'vitest';
import { alpineLodgesId, budgetBedsId, lisbonStaysId, platformOrganizationId } from '../catalog/hosts/index.ts';
import { buildWorld } from './build-world.ts';

// The demo speaks German and Portuguese (issue 14 §3, decision 0032): every kind of host text of
// the demo hosts has both, written (not copies of the English).
const world = buildWorld({ startDate: '2026-03-02' });
const demoHosts = [lisbonStaysId, alpineLodgesId, budgetBedsId];
const languages = ['de', 'pt'] as const;

type Translated = { organizationId?: number | null | undefined; translations?: Partial<Record<string, Partial<Record<string, string>>>> | undefined };

function expectTranslated(rows: readonly Translated[], field: string, english: (row: Translated) => string | null | undefined, label: string): void {
  expect(rows.length, label).toBeGreaterThan(0);
  for (const row of rows) {
    for (const language of languages) {
      const text = row.translations?.[language]?.[field];
      expect(text, `${label} ${language}: ${english(row)}`).toBeTruthy();
    }
    // German and Portuguese differ from each other at least (and so are not both the English).
    expect(row.translations?.de?.[field], label).not.toBe(row.translations?.pt?.[field]);
  }
}

describe('the demo in German and Portuguese', () => {
  const ofDemoHosts = <T extends { organizationId?: number | null | undefined }>(rows: readonly T[]) => rows.filter((row) => demoHosts.includes(row.organizationId ?? 0));

  it('names rate plans, fees, add-ons and promotions in both languages', () => {
    expectTranslated(ofDemoHosts(world.ratePlans), 'name', (row) => (row as { name: string }).name, 'rate plan');
    expectTranslated(ofDemoHosts(world.ratePlans), 'description', (row) => (row as { name: string }).name, 'rate plan description');
    expectTranslated(ofDemoHosts(world.fees), 'name', (row) => (row as { name: string }).name, 'fee');
    expectTranslated(ofDemoHosts(world.addOns), 'label', (row) => (row as { label: string }).label, 'add-on');
    expectTranslated(ofDemoHosts(world.addOns).filter((row) => row.description), 'description', (row) => (row as { label: string }).label, 'add-on description');
    expectTranslated(ofDemoHosts(world.promotions), 'name', (row) => (row as { name: string }).name, 'promotion');
  });

  it('names every city and area, Lisbon as Lissabon and Lisboa', () => {
    for (const row of [...world.cities, ...world.areas]) for (const language of languages) expect(row.translations?.[language]?.name, row.name).toBeTruthy();
    const lisbon = world.cities.find((city) => city.name === 'Lisbon');
    expect(lisbon?.translations).toEqual({ de: { name: 'Lissabon' }, pt: { name: 'Lisboa' } });
    expect(world.cities.find((city) => city.name === 'Florence')?.translations).toEqual({ de: { name: 'Florenz' }, pt: { name: 'Florença' } });
  });

  it('writes the demo hosts’ listings, alt texts, taglines, addresses, blog posts and agreements', () => {
    const properties = ofDemoHosts(world.properties);
    for (const property of properties) {
      for (const language of languages) {
        const texts = world.propertyTexts.find((row) => row.propertyId === property.id && row.language === language);
        expect(texts?.summary, `${property.name} ${language}`).toBeTruthy();
        expect(texts?.description).toBeTruthy();
        expect(texts?.houseRules).toBeTruthy();
        expect(texts?.summary).not.toBe(property.summary);
      }
    }
    expect(world.propertyTexts.find((row) => row.propertyId === 1 && row.language === 'de')?.description).toContain('Unterwegs: Die Metro');

    const galleryIds = new Set(world.propertyImages.filter((row) => properties.some((property) => property.id === row.propertyId)).map((row) => row.imageId));
    const gallery = world.images.filter((image) => galleryIds.has(image.id));
    expect(gallery.length).toBeGreaterThan(50);
    for (const image of gallery) for (const language of languages) expect(image.altTranslations?.[language], image.alt).toBeTruthy();

    for (const id of [...demoHosts, platformOrganizationId]) {
      const brand = world.brands.find((row) => row.id === id);
      expect(brand?.taglines?.de, `brand ${id}`).toBeTruthy();
      expect(brand?.taglines?.pt, `brand ${id}`).toBeTruthy();
      expect(brand?.postalAddress, `brand ${id}`).toBeTruthy();
      for (const language of languages) expect(world.blogPosts.some((post) => post.brandId === id && post.language === language), `brand ${id} ${language} post`).toBe(true);
    }
    for (const id of demoHosts) {
      for (const language of languages) {
        const agreement = world.agreementVersions.find((row) => row.organizationId === id && row.language === language);
        expect(agreement?.body, `agreement ${id} ${language}`).toContain('{{guestName}}');
      }
    }
  });
});
