/** A seeded random source (mulberry32), so the same seed sends the same requests. */
export interface Random {
  (): number;
  pick<T>(list: readonly T[]): T;
  /** A whole number from 0 to below `n`. */
  below(n: number): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Random;
  next.below = (n) => Math.floor(next() * n);
  next.pick = (list) => list[next.below(list.length)]!;
  return next;
}
