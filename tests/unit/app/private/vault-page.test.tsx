// A private album's password page: its title or, hidden, a generic one; opened with keys this device remembers, the
// album in the vaults store; Lock empties it again. A password typed, wrong and right, is end to end (private.spec.ts).
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lock } from '../../../../src/lib/private/lock';
import type { VaultManifest } from '../../../../src/lib/private/vault';
import { LockButton, VaultPage } from '../../../../src/app/private/vault-page';
import { useVaultsStore } from '../../../../src/store/vaults';

const opener = vi.hoisted(() => ({
  unlock: vi.fn<(vault: unknown, password: string, remember: boolean) => Promise<unknown>>(),
  recall: vi.fn<() => Promise<unknown>>(),
  lock: vi.fn<(slug: string) => Promise<void>>(),
}));
vi.mock('../../../../src/app/private/open-vault', () => opener);

const LOCK: Lock = {
  v: 1,
  kdf: { name: 'argon2id', memoryKiB: 8, iterations: 1, parallelism: 1 },
  salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
  wraps: [],
};
const MANIFEST: VaultManifest = {
  album: { folder: 'family', slug: 'family', title: 'Summer at the lake', cover: 'family.00' },
  photos: [],
};

const page = (title?: string) =>
  render(
    <MemoryRouter initialEntries={['/albums/family']}>
      <VaultPage vault={{ slug: 'family', lock: LOCK, ...(title !== undefined && { title }) }} />
    </MemoryRouter>,
  );

// The page loads its opener on first use: loaded once here, so no test waits on a cold import.
beforeAll(() => import('../../../../src/app/private/open-vault'));

beforeEach(() => {
  opener.recall.mockResolvedValue(null);
  opener.lock.mockResolvedValue(undefined);
  useVaultsStore.setState({ opened: {} });
});

describe('VaultPage', () => {
  it('names the album, or only a private album when its title is hidden', async () => {
    const { unmount } = page('Summer at the lake');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Summer at the lake');
    await waitFor(() => expect(opener.recall).toHaveBeenCalled());
    unmount();
    page();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Private album');
    expect(document.body.textContent).not.toContain('Summer');
  });

  it('opens without asking with keys this device remembers', async () => {
    opener.recall.mockResolvedValueOnce(MANIFEST);
    page('Summer at the lake');
    await waitFor(() => expect(useVaultsStore.getState().opened.family).toEqual(MANIFEST));
  });
});

describe('LockButton', () => {
  it('takes the album off the page at once and forgets its keys', async () => {
    useVaultsStore.getState().open('family', MANIFEST);
    render(<LockButton slug="family" />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    });
    expect(useVaultsStore.getState().opened).toEqual({});
    await waitFor(() => expect(opener.lock).toHaveBeenCalledWith('family'));
  });
});
