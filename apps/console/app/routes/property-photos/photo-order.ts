// The gallery's order as the page changes it: one photo a place earlier or later (the keyboard's
// and the no-JavaScript way), or dropped before another (dragging). Pure, so the browser's
// optimistic order and the server's request are the same computation.

export function moved(order: readonly number[], imageId: number, direction: 'earlier' | 'later'): number[] {
  const from = order.indexOf(imageId);
  const to = direction === 'earlier' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** `imageId` taken out and put where `target` is (before it when moving up, after it when moving down). */
export function droppedOn(order: readonly number[], imageId: number, target: number): number[] {
  const from = order.indexOf(imageId);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return [...order];
  const next = order.filter((id) => id !== imageId);
  next.splice(to, 0, imageId);
  return next;
}

export function parseOrder(value: string): number[] {
  return value
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
}
