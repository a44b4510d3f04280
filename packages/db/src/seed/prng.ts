// Deterministic randomness for the demo data. Every entity draws from its own stream, seeded by
// a label and its id, so adding generic properties (or reordering generation) never changes the
// hand-made demo world, and the same options always produce byte-identical data.

export type Rng = {
  // Uniform float in [0, 1).
  next: () => number;
  // Integer in [min, max], both inclusive.
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  // A new array with `count` distinct items, in a random order.
  sample: <T>(items: readonly T[], count: number) => T[];
  shuffle: <T>(items: readonly T[]) => T[];
};

// FNV-1a over the joined parts: a stable 32-bit seed from readable labels.
export function seedFrom(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// mulberry32: tiny, fast and good enough for picking names and prices.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(...seedParts: (string | number)[]): Rng {
  const next = mulberry32(seedFrom(...seedParts));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, count),
    shuffle,
  };
}
