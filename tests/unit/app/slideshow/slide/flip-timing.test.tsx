// The `slideshow:flip` measure: from the press that asks for a flip (a key, a button) to the frame that shows it, a
// frame's presses as one flip, none for a press that shows no other photo, and only the latest kept.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Slideshow } from '../../../../../src/app/slideshow/slideshow';
import { PHOTOS } from '../../../../../src/lib/portfolio';
import { useSlideshowStore } from '../../../../../src/store/slideshow';
import type * as ExifClient from '../../../../../src/worker/exif.client';

vi.mock('../../../../../src/worker/exif.client', async (importOriginal) => ({
  ...(await importOriginal<typeof ExifClient>()),
  readCameraDetails: (await import('../../../support/fake-exif-client')).fakeRead,
}));

const photos = PHOTOS.slice(0, 3);
const flips = () => performance.getEntriesByName('slideshow:flip');
const caption = () => screen.getByText(/^Image \d+ \/ \d+$/).textContent;
/** The next frame: its callbacks, then (in a browser) its paint. */
const frame = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
  });

let listening = new AbortController();
/** Each keydown's time, as the page's listeners see it. */
function pressTimes(): number[] {
  const times: number[] = [];
  window.addEventListener('keydown', (event) => times.push(event.timeStamp), { signal: listening.signal });
  return times;
}

describe('the slideshow:flip measure', () => {
  beforeEach(() => {
    // Only the timers: the page's clock, its events' times and its user timings stay real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    useSlideshowStore.setState({ index: 0, count: photos.length });
    render(<Slideshow photos={photos} opening={{ index: 0, key: 'test' }} />, { wrapper: MemoryRouter });
  });
  afterEach(() => {
    listening.abort();
    listening = new AbortController();
    vi.useRealTimers();
    performance.clearMeasures();
  });

  it('measures a frame’s presses as one flip, from the first press to the frame after the one showing it', () => {
    const times = pressTimes();
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.keyDown(window, { key: 'ArrowRight', repeat: true });
    expect(flips()).toEqual([]); // a press only notes its time
    frame();
    expect(caption()).toBe('Image 3 / 3');
    expect(flips()).toEqual([]); // written in the frame's callback, before its paint
    frame(); // begins once that one has painted
    expect(times).toHaveLength(2);
    expect(flips()).toEqual([expect.objectContaining({ startTime: times[0], detail: { presses: 2 } })]);
  });

  it('measures a click on Next image from its own time, to the frame after the one showing it', () => {
    const button = screen.getByRole('button', { name: 'Next image' });
    let clickedAt = 0;
    button.addEventListener('click', (event) => (clickedAt = event.timeStamp));
    fireEvent.click(button);
    expect(caption()).toBe('Image 2 / 3');
    frame(); // the frame whose paint shows the flip
    expect(flips()).toEqual([]);
    frame();
    expect(flips()).toEqual([expect.objectContaining({ startTime: clickedAt, detail: { presses: 1 } })]);
  });

  it('measures nothing for a press that shows no other photo', () => {
    fireEvent.keyDown(window, { key: 'Home' });
    frame();
    frame();
    expect(caption()).toBe('Image 1 / 3');
    expect(flips()).toEqual([]);
  });

  it('keeps only the latest flip’s measure, however many flips a visit makes', () => {
    const times = pressTimes();
    for (let flip = 0; flip < 50; flip++) {
      fireEvent.keyDown(window, { key: 'ArrowRight' });
      frame();
      frame();
    }
    expect(flips()).toEqual([expect.objectContaining({ startTime: times.at(-1) })]);
  });
});
