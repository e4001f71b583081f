// The search page's address: it names the query whose results are on show, so a keystroke waits on nothing but its
// field, and Back or a shared link finds what was shown.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
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

/** A photo's page as far as the test needs: the way back its link gave it. */
function WayBack() {
  const { state } = useLocation() as { state: { from?: string } | null };
  return <output data-testid="from">{state?.from}</output>;
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

describe('the search page', () => {
  beforeEach(() => pending.clear());

  it('puts a query in the address once its results show, and the link to each carries that address back', async () => {
    if (!first || !second) throw new Error('the demo has fewer than two photos');
    renderAt('/search');
    fireEvent.change(field(), { target: { value: 'hon' } });
    expect(address()).toBe('');
    await answer('hon', [{ id: first.id, terms: [] }]);
    expect(address()).toBe('?q=hon');

    // The next keystroke leaves the address and the cards as they were until its own results come.
    fireEvent.change(field(), { target: { value: 'hone' } });
    expect(address()).toBe('?q=hon');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${first.id}`]);
    await answer('hone', [{ id: second.id, terms: [] }]);
    expect(address()).toBe('?q=hone');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`/p/${second.id}`]);
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByTestId('from').textContent).toBe('/search?q=hone');
  });

  it('keeps a shared link’s query in the address while its results come, and clears it with the field', async () => {
    renderAt('/search?q=sea');
    expect(field()).toHaveProperty('value', 'sea');
    expect(address()).toBe('?q=sea');
    await answer('sea', []);
    expect(address()).toBe('?q=sea');
    fireEvent.change(field(), { target: { value: '' } });
    await act(() => Promise.resolve());
    expect(address()).toBe('');
  });
});
