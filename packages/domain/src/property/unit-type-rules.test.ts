import { describe, expect, it } from 'vitest';
import { slugOf, propertyRouteOf } from './property-slug.ts';
import { unitTypeCapacityProblems } from './unit-type-rules.ts';

describe('unit type capacity', () => {
  it('accepts a consistent capacity', () => {
    expect(unitTypeCapacityProblems({ maxAdults: 2, maxChildren: 2, maxOccupancy: 4, baseOccupancy: 2 })).toEqual([]);
  });

  it('names each field that breaks a rule', () => {
    const problems = unitTypeCapacityProblems({ maxAdults: 5, maxChildren: 0, maxOccupancy: 4, baseOccupancy: 6 });
    expect(problems.map((problem) => [problem.field, problem.reason])).toEqual([
      ['maxAdults', 'above_max_occupancy'],
      ['baseOccupancy', 'above_max_occupancy'],
    ]);
  });

  it('refuses an occupancy the adults and children can never reach', () => {
    expect(unitTypeCapacityProblems({ maxAdults: 2, maxChildren: 0, maxOccupancy: 3, baseOccupancy: 2 }).map((p) => p.field)).toEqual(['maxOccupancy']);
  });
});

describe('property slugs', () => {
  it('folds accents and joins words with hyphens', () => {
    expect(slugOf('Casa da Graça & Sé — Loft')).toBe('casa-da-graca-and-se-loft');
    expect(propertyRouteOf('lisbon', 'casa-da-graca')).toBe('/stays/lisbon/casa-da-graca');
  });

  it('stays within the length without a trailing hyphen', () => {
    expect(slugOf('a'.repeat(10) + ' ' + 'b'.repeat(10), 11)).toBe('aaaaaaaaaa');
  });
});
