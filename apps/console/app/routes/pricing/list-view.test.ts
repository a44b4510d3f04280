import { describe, expect, it } from 'vitest';
import { afterChange, listState, shownRows, withParams } from './list-view.ts';

const rows = [
  { name: 'Linen', amount: 700 },
  { name: 'cleaning', amount: 6000 },
  { name: 'Pet', amount: 700 },
];
const columns = { name: (row: (typeof rows)[number]) => row.name, amount: (row: (typeof rows)[number]) => row.amount };

describe('the pricing lists’ address', () => {
  it('reads the sort, the order and the filter, falling back on unknown values', () => {
    expect(listState(new URLSearchParams('sort=amount&order=desc&q= pet '), ['name', 'amount'], 'name')).toEqual({ sort: 'amount', order: 'desc', q: 'pet' });
    expect(listState(new URLSearchParams('sort=drop&order=sideways'), ['name', 'amount'], 'name')).toEqual({ sort: 'name', order: 'asc', q: '' });
  });

  it('sorts by a column, either way, keeping the order of ties, and filters on text', () => {
    expect(shownRows(rows, { sort: 'name', order: 'asc', q: '' }, columns, (row) => row.name).map((row) => row.name)).toEqual(['cleaning', 'Linen', 'Pet']);
    expect(shownRows(rows, { sort: 'amount', order: 'desc', q: '' }, columns, (row) => row.name).map((row) => row.name)).toEqual(['cleaning', 'Linen', 'Pet']);
    expect(shownRows(rows, { sort: 'amount', order: 'asc', q: 'E' }, columns, (row) => row.name).map((row) => row.name)).toEqual(['Linen', 'Pet', 'cleaning']);
  });

  it('changes parameters and closes the form after a change', () => {
    const params = new URLSearchParams('property=4&edit=12&sort=name');
    expect(withParams(params, { edit: 'new', sort: null })).toBe('?property=4&edit=new');
    expect(afterChange(params, 'saved')).toBe('?property=4&sort=name&done=saved');
  });
});
