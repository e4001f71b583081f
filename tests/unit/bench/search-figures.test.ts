// The bench's search figures (bench/figures.mjs): what opening search cost on the wire, its first results, each
// keystroke's time to its results once the index is loaded, and the longest task while typing.
import { describe, expect, it } from 'vitest';
import { searchFigures } from '../../../bench/figures.mjs';

const record = (dest: string, bodyBytes: number) => ({ dest, bodyBytes, headerBytes: 100 });

describe('searchFigures', () => {
  it('counts search’s code and index, not the found photos; the first pass gives the first results, the second the keystrokes', () => {
    const figures = searchFigures({
      opened: true,
      query: 'lighthouse',
      coldFrom: 1000,
      warmFrom: 5000,
      results: [
        { start: 2800, duration: 900 }, // the first pass's only results: code and index came meanwhile
        ...[30, 12, 45, 20, 18, 25, 22, 19, 80].map((duration, i) => ({ start: 5100 + i * 200, duration })),
      ],
      longTasks: [
        { start: 400, duration: 300 }, // search opening, before the keystrokes
        { start: 3000, duration: 200 }, // the first pass
        { start: 6000, duration: 60 },
      ],
      records: [record('script', 1500), record('worker', 7000), record('empty', 48_000), record('image', 20_000)],
    });
    expect(figures).toEqual({
      searchOpenBytes: 1600 + 7100 + 48_100,
      searchFoundBytes: 20_100,
      searchFirstMs: 2700,
      searchKeysShown: 9,
      searchKeysTyped: 10,
      searchKeyP95: 80,
      searchKeyMax: 80,
      searchLongestTask: 60,
    });
  });

  it('times each keystroke from its keydown, which comes before the input event that starts the measure', () => {
    const figures = searchFigures({
      opened: true,
      query: 'abc',
      coldFrom: 0,
      warmFrom: 1000,
      // Before the second pass, the field emptied (500); then "a" and "b" answered, "c" pressed and not yet.
      keys: [500, 1100, 1300, 1500],
      results: [
        { start: 1108, duration: 30 },
        { start: 1306, duration: 40 },
      ],
      longTasks: [],
      records: [],
    });
    expect(figures).toMatchObject({ searchKeysShown: 2, searchKeyP95: 46, searchKeyMax: 46 });
  });

  it('has no figures for a site without search, and a task that ends as the second pass starts counts', () => {
    expect(searchFigures({ opened: false })).toEqual({
      searchOpenBytes: null,
      searchFirstMs: null,
      searchKeyP95: null,
      searchLongestTask: null,
    });
    const spanning = searchFigures({
      opened: true,
      query: 'a',
      coldFrom: 0,
      warmFrom: 1000,
      results: [],
      longTasks: [{ start: 950, duration: 70 }],
      records: [],
    });
    expect(spanning).toMatchObject({
      searchLongestTask: 70,
      searchKeyP95: null,
      searchFirstMs: null,
      searchKeysShown: 0,
    });
  });
});
