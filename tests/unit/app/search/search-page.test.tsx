// The search page's address: it names the query whose results are on show, so a keystroke waits on nothing but its
// field, and Back or a shared link finds what was shown. It is written after the frame that shows them has painted.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Portfolio from '../../../../src/lib/portfolio';
import type { SearchHit } from '../../../../src/lib/search';
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

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/search"
          element={
            <>
              <SearchPage photos={PHOTOS} />
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

  it('forgets the results of an emptied field: what is typed next shows none until its own come', async () => {
    if (!first || !second) throw new Error('the demo has fewer than two photos');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'hon' } });
    await answer('hon', [{ id: first.id, terms: [] }]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    fireEvent.change(field(), { target: { value: 'se' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await answer('se', [{ id: second.id, terms: [] }]);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${second.id}`]);
  });

  it('draws a first screen of cards where there were none, the rest once that has painted, and later ones at once', async () => {
    const found = PHOTOS.slice(0, 10).map((photo) => ({ id: photo.id, terms: [] }));
    if (found.length < 10) throw new Error('the demo has fewer than ten photos');
    renderAt('/search');
    const cards = () => screen.queryAllByRole('link').map((link) => link.getAttribute('href'));
    fireEvent.change(field(), { target: { value: 'ho' } });
    await answer('ho', found);
    expect(cards()).toEqual(found.slice(0, 4).map((hit) => `/p/${hit.id}`));
    await painted();
    expect(cards()).toEqual(found.map((hit) => `/p/${hit.id}`));

    // A keystroke that keeps cards on show draws all of its own in its frame.
    fireEvent.change(field(), { target: { value: 'hon' } });
    await answer('hon', [...found].reverse());
    expect(cards()).toEqual([...found].reverse().map((hit) => `/p/${hit.id}`));
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
