import { describe, expect, it } from 'vitest';
import { factsOf, hostsGuests, packCapacity } from './search-facts.ts';

type Capacity = [number, number, number, boolean];

// Whether any one unit type hosts the party, read from the list: the domain's rule, written out.
const fromList = (unitTypes: Capacity[], guests: { adults: number; children: number; pets: number }) =>
  unitTypes.some(([adults, children, occupancy, pets]) => guests.adults <= adults && guests.children <= children && guests.adults + guests.children <= occupancy && (guests.pets === 0 || pets));

const factsWith = (unitTypes: Capacity[] | null) =>
  factsOf([{ id: 1, organization_id: 1, currency: 'EUR', amount_minor: 10_000, amenity_ids: [], unit_types: unitTypes }]).get(1)!;

describe('a property’s capacity in the search facts', () => {
  it('packs one unit type in one number, and leaves several, none or out-of-range ones to the list', () => {
    expect(packCapacity([[4, 2, 5, true]])).toBeGreaterThanOrEqual(0);
    expect(packCapacity([[0, 0, 0, false]])).toBe(0);
    expect(packCapacity([])).toBe(-1);
    expect(packCapacity([[4, 2, 5, true], [2, 0, 2, false]])).toBe(-1);
    expect(packCapacity([[300, 0, 300, false]])).toBe(-1);
    expect(packCapacity([[-1, 0, 2, false]])).toBe(-1);
  });

  it('answers as the unit-type list does, for every party and every shape of property', () => {
    const shapes: (Capacity[] | null)[] = [
      null,
      [],
      [[2, 0, 2, false]],
      [[4, 2, 5, true]],
      [[255, 255, 255, true]],
      [[6, 0, 6, false]],
      [[1, 3, 3, true]],
      [[300, 10, 300, true]],
      [[2, 1, 3, false], [4, 0, 4, true]],
    ];
    let checked = 0;
    for (const shape of shapes) {
      const facts = factsWith(shape);
      for (let adults = 0; adults <= 8; adults++) {
        for (let children = 0; children <= 4; children++) {
          for (const pets of [0, 1, 2]) {
            const guests = { adults, children, pets };
            expect(hostsGuests(facts, guests), `${JSON.stringify(shape)} ${JSON.stringify(guests)}`).toBe(fromList(shape ?? [], guests));
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(shapes.length * 9 * 5 * 3);
  });
});
