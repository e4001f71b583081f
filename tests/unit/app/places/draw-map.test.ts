// The places map as drawn (src/app/places/map/draw-map.ts): a link for each town with its name and count, a button
// for each cluster that zooms in on its towns, zoom buttons and keys, and nothing left once it is taken away.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawMap, type MapWords, type PlaceOnMap } from '../../../../src/app/places/map/draw-map';

const WORDS: MapWords = {
  town: ({ label, count }) => `${label}: ${String(count)} photos`,
  cluster: ({ towns, count }) => `Zoom in to ${String(towns.length)} places (${String(count)} photos)`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  whole: 'Show the whole world',
  count: String,
};

const PLACES: PlaceOnMap[] = [
  {
    href: '/places/united-kingdom/portree',
    label: 'Portree, United Kingdom',
    count: 3,
    latitude: 57.41,
    longitude: -6.19,
  },
  {
    href: '/places/united-kingdom/kyleakin',
    label: 'Kyleakin, United Kingdom',
    count: 1,
    latitude: 57.27,
    longitude: -5.73,
  },
  { href: '/places/japan/tokyo', label: 'Tokyo, Japan', count: 2, latitude: 35.69, longitude: 139.69 },
];

function drawn(go = vi.fn()) {
  const frame = document.createElement('div');
  const map = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  // The places page's markup: the land in a group the map moves.
  const world = document.createElementNS('http://www.w3.org/2000/svg', 'g');
  world.setAttribute('class', 'places-map-world');
  map.append(world);
  frame.append(map);
  document.body.append(frame);
  const undraw = drawMap(frame, map, PLACES, WORDS, go);
  const dots = () => [...frame.querySelectorAll('.places-map-dot')];
  const labels = () => dots().map((dot) => dot.getAttribute('aria-label'));
  return { frame, map, world, undraw, go, dots, labels };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('drawMap', () => {
  it('draws a link for a lone town and a button for towns too near to tell apart, west to east', () => {
    const { world, dots, labels } = drawn();
    expect(world.getAttribute('transform')).toBe('translate(0 0) scale(1)');
    expect(labels()).toEqual(['Zoom in to 2 places (4 photos)', 'Tokyo, Japan: 2 photos']);
    const [cluster, tokyo] = dots();
    expect(cluster?.getAttribute('role')).toBe('button');
    expect(cluster?.getAttribute('tabindex')).toBe('0');
    expect(tokyo?.tagName.toLowerCase()).toBe('a');
    expect(tokyo?.getAttribute('href')).toBe('/places/japan/tokyo');
  });

  it('follows a town’s link within the app', () => {
    const { dots, go } = drawn();
    const tokyo = dots()[1];
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    tokyo?.dispatchEvent(click);
    expect(go).toHaveBeenCalledWith('/places/japan/tokyo');
    expect(click.defaultPrevented).toBe(true);
  });

  it('zooms in on a cluster’s towns from the keyboard until each has its own link, keeping the rest', () => {
    const { frame, world, dots, labels } = drawn();
    const [cluster] = dots();
    (cluster as SVGElement | undefined)?.focus();
    cluster?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    // The cluster is gone: its focus went to the town it sat on.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Portree, United Kingdom: 3 photos');
    expect(frame.classList.contains('is-zoomed')).toBe(true);
    expect(world.getAttribute('transform')).toMatch(/scale\((?!1\))/);
    expect(labels()).toEqual([
      'Portree, United Kingdom: 3 photos',
      'Kyleakin, United Kingdom: 1 photos',
      'Tokyo, Japan: 2 photos',
    ]);
  });

  it('zooms with its buttons and with + and 0 on the map', () => {
    const { frame } = drawn();
    const button = (name: string) => frame.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    button('Zoom in')?.click();
    expect(frame.classList.contains('is-zoomed')).toBe(true);
    button('Show the whole world')?.click();
    expect(frame.classList.contains('is-zoomed')).toBe(false);
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true }));
    expect(frame.classList.contains('is-zoomed')).toBe(true);
    frame.dispatchEvent(new KeyboardEvent('keydown', { key: '0', bubbles: true }));
    expect(frame.classList.contains('is-zoomed')).toBe(false);
  });

  it('takes away all it drew, leaving the land as the page drew it', () => {
    const { frame, map, world, undraw } = drawn();
    frame.querySelector<HTMLButtonElement>('button[aria-label="Zoom in"]')?.click();
    undraw();
    expect([...map.childNodes]).toEqual([world]);
    expect(world.hasAttribute('transform')).toBe(false);
    expect(frame.querySelector('button')).toBeNull();
  });
});
