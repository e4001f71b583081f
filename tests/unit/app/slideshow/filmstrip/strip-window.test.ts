import { describe, expect, it } from 'vitest';
import {
  centredScroll,
  MOST_RENDERED,
  PITCH,
  STRIP_PAD,
  stripWindow,
  THUMB_WIDTH,
} from '../../../../../src/app/slideshow/filmstrip/strip-window';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);

describe('stripWindow', () => {
  it('renders the thumbnails near the photo on show before the strip has a size', () => {
    expect(stripWindow(14, { scrolled: 0, width: 0 }, [0, 0])).toEqual(range(0, 3));
    expect(stripWindow(14, { scrolled: 0, width: 0 }, [9, 9])).toEqual([...range(0, 3), ...range(6, 12)]);
  });

  it('renders those in view and a few beyond each edge', () => {
    // 700 px from the start: the tenth thumbnail is the first in view; a 350 px view shows six.
    const shown = stripWindow(100, { scrolled: 10 * PITCH + STRIP_PAD, width: 5 * PITCH }, [10, 10]);
    expect(shown).toEqual(range(7, 18));
  });

  it('renders the photo on show and the keyboard’s option too when the strip is scrolled away from them', () => {
    const shown = stripWindow(2000, { scrolled: 800 * PITCH, width: 1280 }, [1500, 20]);
    expect(shown).toEqual(expect.arrayContaining([...range(1497, 1503), ...range(17, 23), 800]));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('holds at most 60 thumbnails of 2,000, whatever the width and the scroll', () => {
    expect(MOST_RENDERED).toBeLessThanOrEqual(60);
    for (const width of [0, 390, 1280, 2560, 10_000])
      for (const scrolled of [0, 700 * PITCH, 1999 * PITCH])
        for (const around of [
          [1500, 1500],
          [1500, 3],
          [0, 1999],
        ]) {
          const shown = stripWindow(2000, { scrolled, width }, around);
          expect(shown.length, `${String(width)} ${String(scrolled)} ${around.join()}`).toBeLessThanOrEqual(60);
          expect(shown).toEqual(expect.arrayContaining(around));
          expect(shown.every((index) => index >= 0 && index < 2000)).toBe(true);
        }
  });

  it('stops at both ends of the album', () => {
    expect(stripWindow(5, { scrolled: 0, width: 2000 }, [4, 0])).toEqual(range(0, 4));
  });
});

describe('centredScroll', () => {
  it('scrolls so the thumbnail’s middle is the view’s', () => {
    const width = 700;
    const scrolled = centredScroll(1500, width);
    expect(STRIP_PAD + 1500 * PITCH + THUMB_WIDTH / 2 - scrolled).toBe(width / 2);
  });

  it('never scrolls before the start', () => {
    expect(centredScroll(0, 700)).toBe(0);
    expect(centredScroll(2, 1280)).toBe(0);
  });
});
