import type { RateOption } from '@direct/contracts';
import { planKey } from './stay-query.ts';

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

// A page lists at most this many rates at first (the demo's nine: three unit types × three
// plans). Each unit type keeps its best ones, an equal share of the nine and at least one, and
// links to the rest: every listed rate costs ~700 bytes of a page held to 40 KB (decision 0053).
export const ratesListedAtFirst = 9;

export type ListedRates = UnitRates & { unlisted: number };

/**
 * The rates the page lists: all of them when the guest asked (`all`), else each unit type's first
 * (bookable, cheapest) within its share, plus the chosen rate (`plan`, "<unit type>-<rate plan>")
 * wherever it stands, so a Reserve link to it always finds it.
 */
export function listedRates(groups: readonly UnitRates[], options: { all: boolean; plan: string | null }): ListedRates[] {
  const share = Math.max(1, Math.floor(ratesListedAtFirst / Math.max(1, groups.length)));
  return groups.map((group) => {
    const listed = options.all ? group.options : group.options.filter((option, index) => index < share || planKey(option.unitType.id, option.ratePlan.id) === options.plan);
    return { ...group, options: listed, unlisted: group.options.length - listed.length };
  });
}
