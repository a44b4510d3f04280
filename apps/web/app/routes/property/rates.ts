import type { RateOption } from '@direct/contracts';

// The rate options of rate_and_availability (one per unit type × rate plan) grouped by unit type
// for the page: unit types in the property's order, bookable ones first within a unit type,
// cheapest first.
export type UnitRates = {
  unitType: RateOption['unitType'];
  options: RateOption[];
  bookable: boolean;
};

export function groupRates(options: readonly RateOption[], unitTypeOrder: readonly number[] = []): UnitRates[] {
  const groups = new Map<number, UnitRates>();
  for (const option of options) {
    let group = groups.get(option.unitType.id);
    if (!group) {
      group = { unitType: option.unitType, options: [], bookable: false };
      groups.set(option.unitType.id, group);
    }
    group.options.push(option);
    group.bookable ||= option.bookable;
  }
  const rank = (id: number) => {
    const index = unitTypeOrder.indexOf(id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const total = (option: RateOption) => option.quote?.totalMinor ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()]
    .map((group) => ({
      ...group,
      options: [...group.options].sort((a, b) => Number(b.bookable) - Number(a.bookable) || total(a) - total(b)),
    }))
    .sort((a, b) => Number(b.bookable) - Number(a.bookable) || rank(a.unitType.id) - rank(b.unitType.id));
}

// "Only 2 left" is shown from this many free units down.
export const fewUnitsLeft = 2;
