// Unique names for factory rows, and the one row an insert … returning() gives back.
let counter = 0;
export const nextNumber = () => ++counter;

export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}
