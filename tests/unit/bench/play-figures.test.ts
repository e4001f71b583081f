// The bench's play figures (bench/figures.mjs): photos shown of those due and the longest task while playing at the
// site's interval; for the play walk through an album, the heap, nodes and listeners at its checkpoints.
import { describe, expect, it } from 'vitest';
import { playFigures } from '../../../bench/figures.mjs';

const reading = (jsHeap: number, nodes: number) => ({ jsHeap, nodes, listeners: 40 });

describe('playFigures', () => {
  it('says how many photos showed of those due, and the longest task', () => {
    expect(playFigures({ flips: 3, missed: 0, readings: {}, longestTask: 0 })).toEqual({
      playShown: '3/3',
      playLongestTask: 0,
    });
    expect(playFigures({ flips: 3, missed: 1, readings: {}, longestTask: 72 })).toEqual({
      playShown: '2/3',
      playLongestTask: 72,
    });
  });

  it('reads the walk’s heap after load, after the bundled album’s count and at the end', () => {
    const walk = playFigures(
      {
        flips: 1999,
        missed: 0,
        readings: { 0: reading(4e6, 900), 14: reading(5e6, 950), 1999: reading(5.2e6, 960) },
        longestTask: 0,
      },
      true,
      14,
    );
    expect(walk).toEqual({
      playWalkShown: '1999/1999',
      playHeapLoaded: 4e6,
      playHeapEarly: 5e6,
      playHeapAll: 5.2e6,
      playNodesAll: 960,
      playListenersAll: 40,
    });
  });

  it('gives nothing for a build without Play', () => {
    expect(playFigures(null)).toEqual({});
    expect(playFigures(null, true)).toEqual({});
  });
});
