import { describe, expect, it } from 'vitest';
import { shuffle } from '../../../src/lib/shuffle';

/** A small seeded generator (mulberry32), so the distribution test is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('shuffle', () => {
  it('returns every item exactly once, in a new array', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    const shuffled = shuffle(items, seeded(1));
    expect(shuffled).not.toBe(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('leaves its input alone', () => {
    const items = ['a', 'b', 'c'] as const;
    shuffle(items, seeded(2));
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('handles empty and single-item lists', () => {
    expect(shuffle([])).toEqual([]);
    expect(shuffle(['only'])).toEqual(['only']);
  });

  it('makes every order of three items equally likely (no bias)', () => {
    const counts = new Map<string, number>();
    const random = seeded(42);
    const rounds = 60_000;
    for (let i = 0; i < rounds; i++) {
      const key = shuffle(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Each order expects 10,000; a biased shuffle (e.g. sort by random) is off by thousands.
    for (const count of counts.values()) expect(Math.abs(count - rounds / 6)).toBeLessThan(400);
  });

  it('puts each item first equally often across many shuffles of 14', () => {
    const firsts = new Array<number>(14).fill(0);
    const random = seeded(7);
    const items = Array.from({ length: 14 }, (_, i) => i);
    for (let i = 0; i < 28_000; i++) {
      const first = shuffle(items, random)[0] ?? -1;
      firsts[first] = (firsts[first] ?? 0) + 1;
    }
    for (const count of firsts) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });
});
