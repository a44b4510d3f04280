// Unique names for factory rows, and the one row an insert … returning() gives back.
let counter = 0;
export const nextNumber = () => ++counter;

// A counter that starts again for every database (or other object a test world is built on).
// Test files share one process and these modules (Vitest's `isolate: false`), so anything that
// must be the same whichever files ran before (dates, a country code list that runs out, the
// unit a stay lands on) counts per database rather than per process.
export function counterPer<K extends object>(): (key: K, step?: number) => number {
  const counts = new WeakMap<K, number>();
  return (key, step = 1) => {
    const next = (counts.get(key) ?? 0) + step;
    counts.set(key, next);
    return next;
  };
}

export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}
