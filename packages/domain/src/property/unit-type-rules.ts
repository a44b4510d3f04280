// What makes a unit type's capacity consistent (the database's unit_types_occupancy check says
// the same; this answers each broken rule against the field to correct, before any SQL runs).

export type UnitTypeOccupancy = {
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  baseOccupancy: number;
};

export type CapacityProblem = {
  field: 'maxAdults' | 'maxChildren' | 'maxOccupancy' | 'baseOccupancy';
  reason: 'above_max_occupancy' | 'above_adults_and_children';
  message: string;
};

export function unitTypeCapacityProblems(capacity: UnitTypeOccupancy): CapacityProblem[] {
  const problems: CapacityProblem[] = [];
  if (capacity.maxAdults > capacity.maxOccupancy) {
    problems.push({ field: 'maxAdults', reason: 'above_max_occupancy', message: 'must not be more than the maximum occupancy' });
  }
  if (capacity.maxChildren > capacity.maxOccupancy) {
    problems.push({ field: 'maxChildren', reason: 'above_max_occupancy', message: 'must not be more than the maximum occupancy' });
  }
  // Guests included in the price can't exceed the guests the unit sleeps.
  if (capacity.baseOccupancy > capacity.maxOccupancy) {
    problems.push({ field: 'baseOccupancy', reason: 'above_max_occupancy', message: 'must not be more than the maximum occupancy' });
  }
  // A unit that sleeps more than its adults and children together could never be filled.
  if (capacity.maxOccupancy > capacity.maxAdults + capacity.maxChildren) {
    problems.push({ field: 'maxOccupancy', reason: 'above_adults_and_children', message: 'must not be more than the adults and children together' });
  }
  return problems;
}
