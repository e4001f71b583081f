// The grid of a large album: a first batch of cards, then the next whenever the end of the grid nears.
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Cards, FIRST_CARDS } from '../../../../src/app/gallery/cards';
import type { Photo } from '../../../../src/lib/photos';
import { fakeObservers, numberedPhotos } from '../../support/long-lists';

const album: Photo[] = numberedPhotos(FIRST_CARDS * 2 + 5);

const shownCards = () => screen.getAllByRole('button', { name: /^Open / }).length;
const end = () => document.querySelector('.card-grid-more');

describe('Cards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the first batch, then one more each time the end of the grid comes near, until all are in', () => {
    const reach = fakeObservers();
    render(<Cards photos={album} onOpen={() => undefined} />);
    expect(shownCards()).toBe(FIRST_CARDS);
    reach(end());
    expect(shownCards()).toBe(FIRST_CARDS * 2);
    reach(end());
    expect(shownCards()).toBe(album.length);
    expect(end()).toBeNull();
  });

  it('renders every card of an album smaller than a batch, with no end marker', () => {
    fakeObservers();
    render(<Cards photos={album.slice(0, 5)} onOpen={() => undefined} />);
    expect(shownCards()).toBe(5);
    expect(end()).toBeNull();
  });

  it('renders every card where the browser cannot tell when the end nears', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Cards photos={album} onOpen={() => undefined} />);
    expect(shownCards()).toBe(album.length);
  });

  it("opens the photo at the card's place in the album", () => {
    fakeObservers();
    const onOpen = vi.fn();
    render(<Cards photos={album} onOpen={onOpen} />);
    screen.getByRole('button', { name: 'Open Photo 7 in the slideshow' }).click();
    expect(onOpen).toHaveBeenCalledWith(7);
  });
});

describe('the cards:paint measure', () => {
  const paints = () => performance.getEntriesByName('cards:paint');
  /** The frame that paints what was shown, and the one after it, which begins once that one has painted. */
  const painted = () => {
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
  };
  beforeEach(() => {
    // Only the timers: the page's clock and its user timings stay real.
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    performance.clearMeasures(); // the other tests' grids measured theirs
    fakeObservers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    performance.clearMeasures();
    document.body.innerHTML = '';
  });

  it('measures cards drawn on a screen that had none, from their render to once their frame has painted', () => {
    const before = performance.now();
    render(<Cards photos={album.slice(0, 5)} onOpen={() => undefined} />);
    expect(paints()).toEqual([]);
    painted();
    const [paint, ...more] = paints();
    expect(more).toEqual([]);
    expect(paint).toMatchObject({ detail: { cards: 5, by: 'app' } });
    expect(paint?.startTime).toBeGreaterThanOrEqual(before);
  });

  it('measures none for cards hydration adopts: the pre-paint script showed and measured them', () => {
    document.body.innerHTML = '<ul class="card-grid"><li class="card" data-photo="photo-0"></li></ul>';
    render(<Cards photos={album.slice(0, 5)} onOpen={() => undefined} />);
    painted();
    expect(paints()).toEqual([]);
  });
});
