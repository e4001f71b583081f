// The prerendered home page before the first paint (showPrerendered) and read back by the app (prerenderedOrder).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderedOrder, showPrerendered as show } from '../../../../src/app/gallery/prerendered';
import { GALLERY_VIEW_KEY, PORTFOLIO_ID, PRERENDERED_ID } from '../../../../src/lib/page-names';
import { encodePhotoIndex, encodePhotoWords } from '../../../../src/lib/photo-index';
import { sizesFor, type Photo } from '../../../../src/lib/photos';
import { PHOTOS, SITE } from '../../../../src/lib/portfolio';
import type { Site } from '../../../../src/lib/site';
import { pageData } from '../../../../src/page-data';

const ids = PHOTOS.map((photo) => photo.id);
const cardsHtml = (list: readonly string[]) =>
  `<ul class="card-grid">${list
    .map(
      (id) =>
        `<li class="card" data-photo="${id}"><picture><source type="image/avif" data-deferred-srcset="/${id}-360.avif 360w" sizes="max(9.5rem, 1.5 * min(240px, 25vw))"><img alt="${id}"></picture><button type="button" aria-label="Open ${id}"></button></li>`,
    )
    .join('')}</ul>`;

/** The cards as the build draws them for a browser without scripts, inside the page's <noscript>. */
const scriptsOffCardsHtml = (list: readonly string[]) =>
  `<ul class="card-grid">${list
    .map(
      (id) =>
        `<li class="card" data-photo="${id}"><picture><source type="image/avif" srcset="/${id}-360.avif 360w" sizes="max(9.5rem, 1.5 * min(240px, 25vw))"><img src="/${id}-1200.jpg" loading="lazy" alt="${id}"></picture><a class="card-open" href="/p/${id}" aria-label="Open ${id}"></a></li>`,
    )
    .join('')}</ul>`;

function page(list: readonly string[]): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = cardsHtml(list);
  return root;
}

/** A nav page's data as the build writes it: the site, the catalogue's address and the photos' index. */
const catalogue = (photos: readonly Photo[] = PHOTOS, site: Site = SITE) =>
  `<script type="application/json" id="${PORTFOLIO_ID}">${JSON.stringify({
    site,
    catalogue: {
      index: '/assets/catalogue-index.0a1b2c3d.json',
      words: '/assets/catalogue-words.4e5f6a7b.json',
      search: '/assets/search-index.8c9d0e1f.json',
    },
    index: encodePhotoIndex(photos),
  })}</script>`;

/** The catalogue's words, as the server answers for them (a nav page carries the index). */
function serveCatalogue(photos: readonly Photo[] = PHOTOS) {
  Reflect.deleteProperty(window, '__catalogue'); // a new page: nothing fetched yet
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(encodePhotoWords(photos)))));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const showPrerendered = () => show(pageData());

describe('showPrerendered', () => {
  const load = (slots: readonly string[] = ids, json = catalogue()) => {
    document.head.innerHTML = json;
    document.body.innerHTML = `<div id="root"></div><noscript id="${PRERENDERED_ID}">${scriptsOffCardsHtml(slots)}</noscript>`;
  };
  beforeEach(() => {
    load();
    serveCatalogue();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const shown = () => [...document.querySelectorAll<HTMLElement>('#root .card')].map((card) => card.dataset.photo);

  it('moves the page into #root, the cards shuffled, and drops the <noscript>', async () => {
    const orders = new Set<string>();
    for (let visit = 0; visit < 4; visit++) {
      load();
      await showPrerendered();
      expect(shown().toSorted()).toEqual(ids.toSorted());
      expect(document.getElementById(PRERENDERED_ID)).toBeNull();
      // What a browser without scripts fetches and follows becomes what the app renders: a button, files deferred
      // but for the six cards preloaded, named at once.
      expect(document.querySelectorAll('#root [loading], #root a.card-open')).toHaveLength(0);
      expect(document.querySelectorAll('#root .card:nth-child(-n + 6) img[src]')).toHaveLength(6);
      expect(document.querySelectorAll('#root .card:nth-child(n + 7) :is([src], [srcset])')).toHaveLength(0);
      expect(document.querySelectorAll('#root .card:nth-child(n + 7) img[data-deferred-src]')).toHaveLength(
        ids.length - 6,
      );
      expect(document.querySelectorAll('#root .card > button.card-open[type="button"]')).toHaveLength(ids.length);
      orders.add(shown().join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('leaves the page as it is in the task that runs it, then shows every card in one go', async () => {
    const showing = showPrerendered();
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    await showing;
    expect(shown()).toHaveLength(ids.length);
  });

  it('hands the thread back between cards once a slice of its time is spent', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    /** The tasks it asked for, with each reading of the clock `step` ms after the last. */
    const tasksWith = async (step: number) => {
      let now = performance.now();
      const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += step));
      timeout.mockClear();
      load();
      try {
        await showPrerendered();
      } finally {
        clock.mockRestore();
      }
      expect(shown()).toHaveLength(ids.length);
      return timeout.mock.calls.filter(([, delay]) => delay === undefined).length;
    };
    try {
      expect(await tasksWith(0)).toBe(1); // quick work: one task after the script's, for every card
      expect(await tasksWith(20)).toBeGreaterThanOrEqual(ids.length); // slow work: a task for each card
    } finally {
      timeout.mockRestore();
    }
  });

  it("goes on with scheduler.yield where the browser has it, ahead of the page's other tasks", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    try {
      await showPrerendered();
      expect(yielded).toHaveBeenCalled();
      expect(timeout.mock.calls.filter(([, delay]) => delay === undefined)).toEqual([]);
      expect(shown()).toHaveLength(ids.length);
    } finally {
      timeout.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("fills the build's few cards with a fresh shuffle of every photo, so any photo can come first", async () => {
    const first = new Set<string | undefined>();
    for (let visit = 0; visit < 40; visit++) {
      load(ids.slice(0, 3));
      await showPrerendered();
      expect(shown()).toHaveLength(3);
      const card = document.querySelector<HTMLElement>('#root .card');
      const photo = PHOTOS.find((candidate) => candidate.id === card?.dataset.photo);
      // The first card is one of the six named at once, beside their preloads.
      expect(card?.querySelector('source')?.getAttribute('srcset')).toContain(`/photos/${photo?.id ?? '?'}-`);
      expect(card?.style.getPropertyValue('--card-aspect')).not.toBe('');
      first.add(photo?.id);
    }
    expect(first.size).toBeGreaterThan(3);
  });

  it("shows only the home page's album when the nav names one for /", async () => {
    const album = PHOTOS.slice(0, 2).map((photo) => ({ ...photo, album: 'cups' }));
    const site: Site = { ...SITE, nav: [{ label: 'Cups', path: '/', album: 'cups' }] };
    load(ids.slice(0, 4), catalogue([...album, ...PHOTOS.slice(2)], site));
    await showPrerendered();
    expect(shown().toSorted()).toEqual(album.map((photo) => photo.id).toSorted());
  });

  it("shows an album's photos in its own order on every visit, and the home page's still shuffled", async () => {
    // Ranked oldest first from the last of the catalogue to the first.
    const trip = PHOTOS.slice(0, 5).map((photo, i) => ({ ...photo, album: 'trip', ranks: { taken: 4 - i } }));
    const others = PHOTOS.slice(5).map((photo) => ({ ...photo, ranks: { taken: 5 } }));
    const albums = [{ folder: 'trip', slug: 'trip', title: 'Trip', cover: trip[0]?.id ?? '', order: 'taken' }];
    const json = catalogue([...trip, ...others]).replace('"index":{', `"albums":${JSON.stringify(albums)},"index":{`);
    window.history.replaceState(null, '', '/albums/trip');
    for (let visit = 0; visit < 4; visit++) {
      load(ids.slice(0, 5), json);
      await showPrerendered();
      expect(shown()).toEqual(trip.map((photo) => photo.id).reverse());
    }
    const orders = new Set<string>();
    window.history.replaceState(null, '', '/');
    for (let visit = 0; visit < 4; visit++) {
      load(ids, json);
      await showPrerendered();
      orders.add(shown().join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('shows only the photos a collection’s page selects, as cards whatever the saved view', async () => {
    const json = catalogue().replace('"index":{', '"selection":[1,3],"index":{'); // the photos' index, not the file's
    load(ids.slice(0, 2), json);
    window.history.replaceState(null, '', '/tags/sea');
    window.localStorage.setItem(GALLERY_VIEW_KEY, 'slideshow');
    try {
      await showPrerendered();
      expect(shown().toSorted()).toEqual([ids[1], ids[3]].toSorted());
    } finally {
      window.localStorage.removeItem(GALLERY_VIEW_KEY);
    }
  });

  it('shows the cards with no words, then names each for its photo once the catalogue has come', async () => {
    const fetch = serveCatalogue();
    await showPrerendered();
    const cards = [...document.querySelectorAll<HTMLElement>('#root .card')];
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('alt'))).toEqual(cards.map(() => ''));
    await vi.waitFor(() => expect(cards[0]?.querySelector('img')?.getAttribute('alt')).not.toBe(''));
    for (const card of cards) {
      const photo = PHOTOS.find((candidate) => candidate.id === card.dataset.photo);
      expect(card.querySelector('img')?.getAttribute('alt')).toBe(photo?.alt);
      expect(card.querySelector('button')?.getAttribute('aria-label')).toBe(
        `Open ${photo?.title ?? '?'} in the slideshow`,
      );
    }
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/assets/catalogue-words.4e5f6a7b.json', { priority: 'low' });
  });

  it('drops the cards when the page carries no readable catalogue, and the app draws them', async () => {
    load(ids, '<script type="application/json" id="portfolio">{oops</script>');
    await showPrerendered();
    expect(shown()).toEqual([]);
  });

  it('preloads the first six cards at the srcset and sizes of their own AVIF source', async () => {
    await showPrerendered();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => /\/([\w-]+)-360/.exec(link.imageSrcset)?.[1])).toEqual(shown().slice(0, 6));
    const first = PHOTOS.find((photo) => photo.id === shown()[0]);
    expect(preloads[0]?.imageSizes).toBe(first && sizesFor(first, 'card'));
  });

  describe('the cards:paint measure', () => {
    const paints = () => performance.getEntriesByName('cards:paint');
    /** The frame that paints what was shown, and the one after it, which begins once that one has painted. */
    const painted = () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    };
    beforeEach(async () => {
      // The other tests' measures still waiting on a real frame end first: faked, their second frame would come here.
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      // Only the timers: the page's clock and its user timings stay real.
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
      performance.clearMeasures(); // the other tests' visits measured theirs
    });
    afterEach(() => {
      vi.useRealTimers();
      performance.clearMeasures();
    });

    it('measures the cards it shows, from its start to once the first frame has painted them', async () => {
      const before = performance.now();
      await showPrerendered();
      expect(paints()).toEqual([]);
      painted();
      const [paint, ...more] = paints();
      expect(more).toEqual([]);
      expect(paint).toMatchObject({ detail: { cards: ids.length, by: 'pre-paint' } });
      expect(paint?.startTime).toBeGreaterThanOrEqual(before);
    });

    it('measures none when it shows no card: the app draws them, and measures them', async () => {
      load(ids, '<script type="application/json" id="portfolio">{oops</script>');
      await showPrerendered();
      painted();
      expect(paints()).toEqual([]);
    });
  });

  it.each([
    ['the saved view is the slideshow', () => window.localStorage.setItem(GALLERY_VIEW_KEY, 'slideshow')],
    ['the address links to a photo', () => window.history.replaceState(null, '', '/?photo=honey-bee')],
    ['the route is not the home page', () => window.history.replaceState(null, '', '/espresso')],
  ])('drops the page unseen when %s', async (_, arrange) => {
    arrange();
    await showPrerendered();
    expect(shown()).toEqual([]);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});

describe('prerenderedOrder', () => {
  it('is the order the cards are in', () => {
    const shuffled = [...ids].reverse();
    expect(prerenderedOrder(PHOTOS, page(shuffled))?.map((photo) => photo.id)).toEqual(shuffled);
  });

  it('puts the photos with no card after those the cards show, so a page of fewer cards (an album) still leads', () => {
    const order = prerenderedOrder(PHOTOS, page(ids.slice(1)))?.map((photo) => photo.id);
    expect(order?.slice(0, -1)).toEqual(ids.slice(1));
    expect(order?.at(-1)).toBe(ids[0]);
  });

  it.each([
    ['no cards', page([])],
    ['a card twice', page([...ids.slice(1), ids[1] ?? ''])],
    ['an unknown photo', page([...ids.slice(1), 'nope'])],
  ])('is null with %s, so the app shuffles for itself', (_, root) => {
    expect(prerenderedOrder(PHOTOS, root)).toBeNull();
  });
});
