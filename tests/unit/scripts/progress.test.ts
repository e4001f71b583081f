// @vitest-environment node
// The build's progress: one line redrawn in place on a terminal, a plain line now and then in a log, never a
// line a photo; and the summary it ends with.
import { describe, expect, it } from 'vitest';
import { duration, progressLine, summaryLine } from '../../../scripts/pipeline/progress';

/** An output that keeps what is written, and a clock the test moves. */
function fakeOutput(isTTY: boolean) {
  const written: string[] = [];
  let time = 0;
  return {
    out: { write: (text: string) => written.push(text), isTTY, columns: 200 },
    written,
    now: () => time,
    tick: (ms: number) => (time += ms),
  };
}

describe('progressLine on a terminal', () => {
  it('redraws one line in place with what is done, how far the step is and the time left, then clears it', () => {
    const { out, written, now, tick } = fakeOutput(true);
    const progress = progressLine(out, { now, terminal: true });
    progress.start('check', 4);
    for (let i = 0; i < 4; i++) {
      tick(1000);
      progress.advance();
    }
    progress.start('encode', 4);
    tick(3000);
    progress.advance();
    tick(3000);
    progress.advance();
    progress.end();
    expect(written.every((text) => text.startsWith('\r\x1b[2K') && !text.includes('\n'))).toBe(true);
    expect(written).toContain('\r\x1b[2Kphotos: 2 of 4 checked · about 2 s left');
    expect(written).toContain('\r\x1b[2Kphotos: 4 checked · 2 of 4 encoded · about 6 s left');
    expect(written.at(-1)).toBe('\r\x1b[2K');
  });

  it('redraws at most ten times a second, however fast photos go by', () => {
    const { out, written, now, tick } = fakeOutput(true);
    const progress = progressLine(out, { now, terminal: true });
    progress.start('check', 1000);
    for (let i = 0; i < 1000; i++) {
      tick(1);
      progress.advance();
    }
    expect(written.length).toBeLessThanOrEqual(11);
  });
  it("cuts the line to the terminal's width, so it never wraps, and writes it whole when the width is unknown", () => {
    const lines = (columns: number) => {
      const { out, written, now, tick } = fakeOutput(true);
      const progress = progressLine({ ...out, columns }, { now, terminal: true });
      progress.start('check', 100);
      progress.start('encode', 100);
      tick(5000);
      progress.advance();
      tick(5000);
      progress.advance();
      return written.map((text) => text.replace('\r\x1b[2K', ''));
    };
    expect(Math.max(...lines(30).map((line) => line.length))).toBe(29);
    expect(lines(0).at(-1)).toBe('photos: 100 checked · 2 of 100 encoded · about 8 min 10 s left');
  });
});

describe('progressLine in a log', () => {
  it('writes a plain line at most every ten seconds, and nothing for a quick build', () => {
    const { out, written, now, tick } = fakeOutput(false);
    const progress = progressLine(out, { now, terminal: false });
    progress.start('check', 100);
    for (let i = 0; i < 100; i++) {
      tick(500);
      progress.advance();
    }
    progress.end();
    expect(written).toHaveLength(5);
    expect(written.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true);
    expect(written[0]).toMatch(/^photos: 20 of 100 checked · about \d+ s left\n$/);

    const quick = fakeOutput(false);
    const fast = progressLine(quick.out, { now: quick.now, terminal: false });
    fast.start('check', 14);
    for (let i = 0; i < 14; i++) fast.advance();
    fast.end();
    expect(quick.written).toEqual([]);
  });
});

describe('summaryLine', () => {
  it('counts the photos, those encoded and those reused, and the seconds', () => {
    expect(summaryLine({ photos: 72, encoded: 30, reused: 42, seconds: 94.6 })).toBe(
      '72 photos: 30 encoded, 42 reused from the cache, in 95 s.',
    );
    expect(summaryLine({ photos: 1, encoded: 0, reused: 1, seconds: 0.4 })).toBe(
      '1 photo: 0 encoded, 1 reused from the cache, in 0 s.',
    );
  });
});

describe('duration', () => {
  it.each([
    [0.2, 'about 1 s'],
    [40, 'about 40 s'],
    [200, 'about 3 min 20 s'],
    [180, 'about 3 min'],
    [179.6, 'about 3 min'],
    [1500, 'about 25 min'],
  ])('says %f s as %s', (seconds, text) => expect(duration(seconds)).toBe(text));
});
