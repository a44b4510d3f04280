import { queryRows } from '@direct/db';
import { createBrand, createCity, createOrganization, createProperty } from '@direct/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createListingIndex, listingSourceOf } from './listing-index.ts';
import { createSearchRepository, type SearchCriteria } from './search.repository.ts';

// The listing index matches a search text against the property names it keeps, folded by the
// database's own f_unaccent(lower(…)) (foldNames); the SQL candidates match with the indexed LIKE. For every text a
// guest could type (accents, case, letters unaccent rewrites to several, LIKE's own wildcards and
// escape), both must find the same properties in the same order.

let t: TestApp;
let brandId: number;
const names = [
  'Straße am See',
  'Café Ñandú',
  'SÃO JOÃO loft',
  'Ørestad Æble hus',
  '100% Sol_y_Mar',
  'Back\\slash cottage',
  'Łódź Ćwierć',
  'İstanbul İskele',
  'ﬁne ligature flat',
  'Plain house',
  'The "Quoted" Casa 🌊',
];

beforeAll(async () => {
  t = await createTestApp();
  const organization = await createOrganization(t.db);
  const { brand } = await createBrand(t.db, { organizationId: organization.id });
  brandId = brand.id;
  const city = await createCity(t.db, { name: 'Évora' });
  for (const name of names) await createProperty(t.db, { brand, name, cityId: city.id });
});
afterAll(() => t?.close());

const texts = ['a', 'strasse', 'straße', 'STRASSE', 'cafe', 'CAFÉ', 'nandu', 'sao joao', 'são', 'orestad', 'aeble', 'æble', '%', '100%', '_', 'sol_y', 'sol y', '\\', 'back\\s', 'lodz', 'cwierc', 'istanbul', 'i̇stanbul', 'fine', 'ﬁne', 'evora', 'ÉVORA', 'house', 'nothing here', ' ', 'e', '"quoted"', '🌊', 'casa 🌊'];

function listingOver(repository: ReturnType<typeof createSearchRepository>, options: { maxFolds?: number } = {}) {
  const folded: string[][] = [];
  const source = {
    ...listingSourceOf(repository),
    foldNames: async (names: readonly string[]) => {
      folded.push([...names]);
      return repository.foldNames(names);
    },
  };
  return { listing: createListingIndex(source, options), folded };
}

const criteriaFor = (text: string): SearchCriteria => ({
  filter: { brandId, sharedListing: false, excludedOrganizationIds: [] },
  text,
  cityId: undefined,
  areaId: undefined,
  guests: { adults: 1, children: 0, pets: 0 },
  bookingEngineOnly: false,
});

describe('text matched in memory', () => {
  it('finds what the indexed LIKE finds, for every kind of text', async () => {
    const repository = createSearchRepository(t.db);
    // Also with a fold cache too small to keep the list's names: they are asked for again.
    for (const options of [{}, { maxFolds: 3 }]) {
      const { listing } = listingOver(repository, options);
      let telling = 0;
      for (const text of texts) {
        const fromSql = (await repository.candidates(criteriaFor(text))).map((row) => row.id);
        const fromMemory = (await listing.candidates(criteriaFor(text))).map((row) => row.id);
        expect(fromMemory, text).toEqual(fromSql);
        if (fromSql.length > 0 && fromSql.length < names.length) telling += 1;
      }
      // The texts tell the names apart: most match some properties and not others.
      expect(telling).toBeGreaterThan(15);
    }
  });

  it('folds each name once, and a renamed one at the next search', async () => {
    const { listing, folded } = listingOver(createSearchRepository(t.db));
    expect(await listing.candidates(criteriaFor('Zürichsee'))).toEqual([]);
    expect(folded.flat().sort()).toEqual([...names].sort());
    const [plain] = await queryRows<{ id: number }>(t.db, sql`select id from properties where name = 'Plain house'`);
    await t.db.execute(sql`update properties set name = 'Haus am Zurichsee' where id = ${plain!.id}`);
    // The list is read again whole (the name is an order key); only the new name is folded.
    expect((await listing.candidates(criteriaFor('Zürichsee'))).map((row) => row.id)).toEqual([plain!.id]);
    expect(folded.at(-1)).toEqual(['Haus am Zurichsee']);
    await t.db.execute(sql`update properties set name = 'Plain house' where id = ${plain!.id}`);
    expect(await listing.candidates(criteriaFor('Zürichsee'))).toEqual([]);
    expect(folded).toHaveLength(2);
  });
});
