// At most `slots` photos are encoded at once in this process; others wait their turn (first come,
// first served). Encoding is CPU work on libuv's small thread pool: without a bound, a host
// dropping fifty photos would starve every other request of the process.
export function createProcessingSlots(slots: number) {
  let running = 0;
  const waiting: (() => void)[] = [];

  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    // A freed slot is handed straight to the next in line, so a newcomer can't slip past the bound.
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
