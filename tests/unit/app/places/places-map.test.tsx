// The places map (src/app/places/places-map.tsx): its dots in the page's own markup, a link for each town and a button
// for each cluster, west to east; clusters that part when pressed or as the frame widens, the focus kept on the town
// it was on; and the zoom buttons and keys, which come with the map's chunk and go with the map.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapTown } from '../../../../src/app/places/map/map-clusters';
import { PlacesMap } from '../../../../src/app/places/places-map';

// Where they sit in the map's frame (960 units wide): the first two are 10 units apart, which is 28 CSS pixels on a
// phone-wide map (too near to tell apart) and 100 on a map 9,600 pixels wide.
const TOWNS: MapTown[] = [
  { href: '/places/united-kingdom/kyleakin', label: 'Kyleakin, United Kingdom', count: 1, at: [470, 100] },
  { href: '/places/japan/tokyo', label: 'Tokyo, Japan', count: 2, at: [850, 180] },
  { href: '/places/united-kingdom/portree', label: 'Portree, United Kingdom', count: 3, at: [460, 100] },
];

const map = (
  <MemoryRouter>
    <PlacesMap towns={TOWNS} />
  </MemoryRouter>
);
const region = () => screen.getByRole('region', { name: 'Map of the places' });
const labels = (within: ParentNode = document) =>
  [...within.querySelectorAll('.places-map-dot')].map((dot) => dot.getAttribute('aria-label'));
/** The map's chunk has come: its zoom buttons are in the frame. */
const bound = () => screen.findByRole('button', { name: 'Show the whole world' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PlacesMap', () => {
  it('draws its dots in the page’s own markup: a link for a lone town, a button for towns too near, west to east', () => {
    const page = new DOMParser().parseFromString(renderToString(map), 'text/html');
    expect(labels(page)).toEqual(['Zoom in to 2 places (4 photos)', 'Tokyo, Japan: 2 photos']);
    const [cluster, tokyo] = page.querySelectorAll('.places-map-dot');
    expect(cluster?.getAttribute('role')).toBe('button');
    expect(cluster?.getAttribute('tabindex')).toBe('0');
    expect(tokyo?.getAttribute('href')).toBe('/places/japan/tokyo');
    // At a share of the frame, so it sits on its place of the land at any width; its size is in CSS pixels.
    const mark = tokyo?.querySelector('.places-map-mark');
    expect([mark?.getAttribute('cx'), mark?.getAttribute('cy')]).toEqual(['88.542%', '36.072%']);
    // Nothing in the markup's styles: the Content-Security-Policy refuses a style attribute.
    expect(page.querySelector('[style]')).toBeNull();
  });

  it('draws the land from its file when the page holds none, and keeps the land the page’s markup drew', () => {
    const { unmount } = render(map);
    const image = region().querySelector('.places-map-world > image.places-map-land');
    expect(image?.getAttribute('href')).toMatch(/\/assets\/world-land-[0-9a-f]{8}\.svg$/);
    unmount();
    // As the prerendered places page holds it, the build's path inline: the app, taking the page over, keeps it.
    const drawn = '<path class="places-map-land" fill="#e4dfd6" d="M1,1L9,1L9,9Z"></path>';
    document.body.innerHTML = `<svg><g class="places-map-world">${drawn}</g></svg>`;
    render(map);
    expect(region().querySelector('.places-map-world')?.innerHTML).toBe(drawn);
    document.body.innerHTML = '';
  });

  it('parts a cluster when it is pressed, the town it sat on keeping the focus', async () => {
    render(map);
    await bound();
    const cluster = screen.getByRole('button', { name: 'Zoom in to 2 places (4 photos)' });
    cluster.focus();
    fireEvent.keyDown(cluster, { key: 'Enter' });
    await waitFor(() =>
      expect(labels()).toEqual([
        'Portree, United Kingdom: 3 photos',
        'Kyleakin, United Kingdom: 1 photo',
        'Tokyo, Japan: 2 photos',
      ]),
    );
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Portree, United Kingdom: 3 photos');
    expect(region().classList.contains('is-zoomed')).toBe(true);
    expect(region().querySelector('.places-map-world')?.getAttribute('transform')).toMatch(/scale\((?!1\))/);
  });

  it('hands the focus to the cluster a town joins as the map zooms out', async () => {
    render(map);
    await bound();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in to 2 places (4 photos)' }));
    const kyleakin = await screen.findByRole('link', { name: 'Kyleakin, United Kingdom: 1 photo' });
    kyleakin.focus();
    fireEvent.keyDown(kyleakin, { key: '0' });
    await waitFor(() => expect(labels()).toEqual(['Zoom in to 2 places (4 photos)', 'Tokyo, Japan: 2 photos']));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Zoom in to 2 places (4 photos)');
  });

  it('parts its dots where the frame is wide enough to tell them apart', async () => {
    vi.spyOn(SVGSVGElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 9600, 4990));
    render(map);
    await waitFor(() =>
      expect(labels()).toEqual([
        'Portree, United Kingdom: 3 photos',
        'Kyleakin, United Kingdom: 1 photo',
        'Tokyo, Japan: 2 photos',
      ]),
    );
  });

  it('zooms with its buttons and keys once its chunk has come, and takes them away with the map', async () => {
    const { unmount } = render(map);
    const whole = await bound();
    act(() => screen.getByRole('button', { name: 'Zoom in' }).click());
    expect(region().classList.contains('is-zoomed')).toBe(true);
    act(() => whole.click());
    expect(region().classList.contains('is-zoomed')).toBe(false);
    fireEvent.keyDown(region(), { key: '+' });
    expect(region().classList.contains('is-zoomed')).toBe(true);
    fireEvent.keyDown(region(), { key: '0' });
    expect(region().classList.contains('is-zoomed')).toBe(false);
    unmount();
    expect(document.querySelector('.places-map-tools')).toBeNull();
  });
});
