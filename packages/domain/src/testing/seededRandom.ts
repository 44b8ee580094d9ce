// Test-only helper for property-style tests: a small seeded PRNG (mulberry32) so that every run draws the same
// cases and a failure names the seed that reproduces it. Not exported from the package.

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
};

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return { next, int, pick };
}

/** Runs `check` for `runs` cases, each with its own seed, and names the seed when one fails. */
export function forAll(runs: number, check: (random: Random, seed: number) => void, firstSeed = 1): void {
  for (let seed = firstSeed; seed < firstSeed + runs; seed++) {
    try {
      check(seededRandom(seed), seed);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`property failed for seed ${seed}: ${reason}`, { cause: error });
    }
  }
}
