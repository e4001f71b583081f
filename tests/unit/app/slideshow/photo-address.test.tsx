import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_DELAY_MS, usePhotoAddress } from '../../../../src/app/slideshow/photo-address';

const seen: { pathname: string; state: unknown; type: string }[] = [];

function Probe({ id }: { id: string | null }) {
  usePhotoAddress(id);
  const location = useLocation();
  const type = useNavigationType();
  seen.push({ pathname: location.pathname, state: location.state, type });
  return null;
}

const renderAt = (path: string, id: string | null) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state: { from: '/espresso' } }]}>
      <Probe id={id} />
    </MemoryRouter>,
  );

describe('usePhotoAddress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    seen.length = 0;
    window.history.replaceState(null, '', '/p/a');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes only the photo flipping rests on, in place of the entry, keeping where it was opened from', () => {
    const { rerender } = renderAt('/p/a', 'a');
    for (const id of ['b', 'c', 'd', 'e']) {
      act(() => {
        vi.advanceTimersByTime(ADDRESS_DELAY_MS / 4);
      });
      rerender(
        <MemoryRouter initialEntries={[{ pathname: '/p/a', state: { from: '/espresso' } }]}>
          <Probe id={id} />
        </MemoryRouter>,
      );
    }
    expect(seen.at(-1)?.pathname).toBe('/p/a');
    act(() => {
      vi.advanceTimersByTime(ADDRESS_DELAY_MS);
    });
    expect(seen.at(-1)).toEqual({ pathname: '/p/e', state: { from: '/espresso' }, type: 'REPLACE' });
    expect(new Set(seen.map((entry) => entry.pathname))).toEqual(new Set(['/p/a', '/p/e']));
  });

  it('writes nothing off a photo page, nor when the address already names the photo', () => {
    renderAt('/espresso', 'b');
    act(() => {
      vi.advanceTimersByTime(ADDRESS_DELAY_MS * 2);
    });
    expect(seen.every((entry) => entry.pathname === '/espresso' && entry.type === 'POP')).toBe(true);
    seen.length = 0;
    renderAt('/p/b', 'b');
    act(() => {
      vi.advanceTimersByTime(ADDRESS_DELAY_MS * 2);
    });
    expect(seen.every((entry) => entry.type === 'POP')).toBe(true);
  });

  it('writes nothing once the browser has left the photo page under a pending write', () => {
    renderAt('/p/a', 'b');
    window.history.replaceState(null, '', '/');
    act(() => {
      vi.advanceTimersByTime(ADDRESS_DELAY_MS * 2);
    });
    expect(seen.every((entry) => entry.pathname === '/p/a' && entry.type === 'POP')).toBe(true);
  });
});
