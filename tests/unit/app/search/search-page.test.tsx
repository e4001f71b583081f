// The search page's address: it names the query whose results are on show, so a keystroke waits on nothing but its
// field, and Back or a shared link finds what was shown. It is written after the frame that shows them has painted.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Portfolio from '../../../../src/lib/portfolio';
import type { Photo } from '../../../../src/lib/photos';
import type { SearchHit } from '../../../../src/lib/search';
import { fakeObservers, numberedPhotos } from '../../support/long-lists';
import { PHOTOS } from '../../../../src/lib/portfolio';
import { SearchPage } from '../../../../src/app/search/search-page';

// Each search waits until the test answers it, as the worker's answer comes after the keystroke.
const pending = vi.hoisted(() => new Map<string, (hits: SearchHit[]) => void>());
vi.mock('../../../../src/worker/search.client', () => ({
  searchPhotos: (_index: string, query: string) => new Promise<SearchHit[]>((resolve) => pending.set(query, resolve)),
}));
vi.mock('../../../../src/lib/portfolio', async (original) => ({
  ...(await original<typeof Portfolio>()),
  SEARCH_INDEX: '/catalogue/search.json',
}));

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

/** A photo's page as far as the test needs: the page its link says it was opened from, and Back. */
function WayBack() {
  const { state } = useLocation() as { state: { from?: string } | null };
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="from">{state?.from}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(path: string, photos: readonly Photo[] = PHOTOS) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/search"
          element={
            <>
              <SearchPage photos={photos} />
              <Address />
            </>
          }
        />
        <Route path="/p/:id" element={<WayBack />} />
      </Routes>
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;
const field = () => screen.getByRole('searchbox');
const [first, second] = PHOTOS;

async function answer(query: string, hits: SearchHit[]) {
  const resolve = pending.get(query);
  if (!resolve) throw new Error(`no search for ${query}`);
  await act(() => Promise.resolve(resolve(hits)));
}

/** The frame that shows what was just rendered, and the task after its paint. */
const painted = () => act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));

describe('the search page', () => {
  beforeEach(() => pending.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('puts a query in the address once its results show, and Back from a photo opened from them returns to it', async () => {
    if (!first || !second) throw new Error('the demo has fewer than two photos');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'hon' } });
    expect(address()).toBe('');
    await answer('hon', [{ id: first.id, terms: [] }]);
    // Not in the frame that shows the results: after it.
    expect(address()).toBe('');
    await painted();
    expect(address()).toBe('?q=hon');

    // The next keystroke leaves the address and the cards as they were until its own results come.
    fireEvent.change(field(), { target: { value: 'hone' } });
    expect(address()).toBe('?q=hon');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${first.id}`]);
    await answer('hone', [{ id: second.id, terms: [] }]);
    await painted();
    expect(address()).toBe('?q=hone');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${second.id}`]);
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByTestId('from').textContent).toBe('/search');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(field()).toHaveProperty('value', 'hone');
    expect(address()).toBe('?q=hone');
  });

  it('forgets the results of an emptied field: what is typed next shows none, but that it is searching, until its own come', async () => {
    if (!first || !second) throw new Error('the demo has fewer than two photos');
    const status = () => document.querySelector('.search-status');
    renderAt('/search');
    expect(status()?.textContent).toBe('');
    fireEvent.change(field(), { target: { value: 'hon' } });
    expect(status()?.textContent).toBe('Searching…');
    await answer('hon', [{ id: first.id, terms: [] }]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(status()?.textContent).toBe('1 photo');
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(status()?.textContent).toBe('');
    fireEvent.change(field(), { target: { value: 'se' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(status()?.textContent).toBe('Searching…');
    await answer('se', [{ id: second.id, terms: [] }]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${second.id}`]);
  });

  it('sets the visitor’s words and each photo’s apart in their own direction, in the site’s sentences', async () => {
    if (!first) throw new Error('the demo has no photos');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'zebra 2014!' } });
    await answer('zebra 2014!', []);
    const status = document.querySelector('.search-status');
    expect(status?.textContent).toBe('No photo matches “zebra 2014!”.');
    expect(status?.querySelector('bdi')?.textContent).toBe('zebra 2014!');
    expect(field().getAttribute('dir')).toBe('auto');

    fireEvent.change(field(), { target: { value: 'hon' } });
    await answer('hon', [{ id: first.id, terms: [] }]);
    expect(screen.getByRole('link').querySelector('.search-result-title > bdi')?.textContent).toBe(first.title);
  });

  it('shows the album title a photo was found by, as the answer names it, on any page', async () => {
    if (!first) throw new Error('the demo has no photos');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'roa' } });
    await answer('roa', [{ id: first.id, terms: ['road'], album: 'On the road' }]);
    const context = screen.getByRole('link').querySelector('.search-result-context');
    expect(context?.textContent).toBe('On the road');
    expect(context?.querySelector('mark')?.textContent).toBe('road');
  });

  it('draws an answer in the task that receives it, before any other task or frame', async () => {
    if (!first) throw new Error('the demo has no photos');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'hon' } });
    const resolve = pending.get('hon');
    if (!resolve) throw new Error('no search for hon');
    // Outside act(), React schedules its work as in the browser: only what the answer's own task runs is drawn.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      resolve([{ id: first.id, terms: [] }]);
      for (let tick = 0; tick < 3; tick++) await Promise.resolve();
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${first.id}`]);
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('asks for the results’ photos once the field has rested a moment, and a shared link’s at once', async () => {
    if (!first || !second) throw new Error('the demo has fewer than two photos');
    const near = fakeObservers();
    const card = () => document.querySelector('.search-result');
    const photoFile = () => card()?.querySelector('img')?.getAttribute('src');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'hon' } });
    await answer('hon', [{ id: first.id, terms: [] }]);
    // A quick typist's next key comes sooner: the card is not yet watched, and its photo not asked for.
    expect(() => near(card())).toThrow('that element is not watched');
    await waitFor(() => near(card()));
    expect(photoFile()).toContain(first.id);

    cleanup();
    renderAt('/search?q=bee');
    await answer('bee', [{ id: second.id, terms: [] }]);
    await painted();
    near(card());
    expect(photoFile()).toContain(second.id);
  });

  it('adds at most a phone’s first rows of new cards while typing, and the rest once the field has rested', async () => {
    const hit = (photo: (typeof PHOTOS)[number]) => ({ id: photo.id, terms: [] });
    const hrefs = (hits: SearchHit[]) => hits.map(({ id }) => `/p/${id}`);
    const [kept, ...rest] = PHOTOS.slice(0, 6).map(hit);
    const fresh = PHOTOS.slice(6, 12).map(hit);
    if (!kept || fresh.length < 6) throw new Error('the demo has fewer than twelve photos');
    renderAt('/search');
    const cards = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));
    fireEvent.change(field(), { target: { value: 'ho' } });
    const before = [kept, ...rest];
    await answer('ho', before);
    expect(cards()).toEqual(hrefs(before.slice(0, 4)));
    // A quick typist's next key comes sooner: until then, frames add none.
    await painted();
    await painted();
    expect(cards()).toEqual(hrefs(before.slice(0, 4)));
    await waitFor(() => expect(cards()).toEqual(hrefs(before)));

    // A card on show is kept at once, and four new ones come with it; the other new ones once the field rests.
    fireEvent.change(field(), { target: { value: 'hon' } });
    const after = [kept, ...fresh, ...rest.slice(0, 1)];
    await answer('hon', after);
    expect(cards()).toEqual(hrefs(after.slice(0, 5)));
    await painted();
    expect(cards()).toEqual(hrefs(after.slice(0, 5)));
    await waitFor(() => expect(cards()).toEqual(hrefs(after)));

    // The same cards in another order are all on show: drawn at once.
    fireEvent.change(field(), { target: { value: 'hone' } });
    await answer('hone', [...after].reverse());
    expect(cards()).toEqual(hrefs([...after].reverse()));
  });

  it('draws a batch four new cards a frame, and asks for the next only once the batch is drawn', async () => {
    const many = numberedPhotos(60);
    const near = fakeObservers();
    // A shared link's query: nothing waits for the field to rest.
    renderAt('/search?q=ph', many);
    const drawn = () => screen.queryAllByRole('link').length;
    const end = () => document.querySelector('.search-more');
    /** How many cards each frame shows, and whether the end of the list is watched, until `frames` have painted. */
    const frames = async (count: number) => {
      const seen = [];
      for (let frame = 0; frame < count; frame++) {
        seen.push(`${String(drawn())}${end() ? ' and the end' : ''}`);
        await painted();
      }
      return seen;
    };
    await answer(
      'ph',
      many.map(({ id }) => ({ id, terms: [] })),
    );
    expect(await frames(7)).toEqual(['4', '8', '12', '16', '20', '24 and the end', '24 and the end']);
    near(end());
    expect(await frames(7)).toEqual(['24', '28', '32', '36', '40', '44', '48 and the end']);
    near(end());
    expect(await frames(4)).toEqual(['48', '52', '56', '60']);
  });

  it('keeps a shared link’s query in the address while its results come, and clears it with the field', async () => {
    renderAt('/search?q=sea');
    expect(field()).toHaveProperty('value', 'sea');
    expect(address()).toBe('?q=sea');
    await answer('sea', []);
    await painted();
    expect(address()).toBe('?q=sea');
    fireEvent.change(field(), { target: { value: '' } });
    await painted();
    expect(address()).toBe('');
  });
});
