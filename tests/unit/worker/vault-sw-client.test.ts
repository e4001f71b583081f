// The page's side of the vault (src/worker/vault-sw.client.ts): the service worker registered at the site's root, the
// album's keys handed to it once it controls the page, handed again when it asks, and a typed refusal when it cannot.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { VaultKeys } from '../../../src/lib/private/names';

// Stand-ins: the client only passes keys along, so any object will do.
const keys = { content: {}, names: {} } as unknown as VaultKeys;

/** A ServiceWorkerContainer: controlled already, or once `claim()` is called, or never. */
function container(state: { controlled: boolean; registerFails?: boolean }) {
  const worker = { postMessage: vi.fn() };
  const events = new EventTarget();
  const listeners: ((event: MessageEvent) => void)[] = [];
  const fake = {
    controller: state.controlled ? worker : null,
    ready: Promise.resolve({}),
    register: vi.fn(() => (state.registerFails ? Promise.reject(new Error('SecurityError')) : Promise.resolve({}))),
    startMessages: vi.fn(),
    addEventListener(type: string, listener: EventListener, options?: AddEventListenerOptions) {
      if (type === 'message') listeners.push(listener as (event: MessageEvent) => void);
      else events.addEventListener(type, listener, options);
    },
    claim() {
      fake.controller = worker;
      events.dispatchEvent(new Event('controllerchange'));
    },
    /** The service worker asking for an album's keys; what the page answered on the port. */
    ask(slug: string) {
      const port = { postMessage: vi.fn() };
      for (const listener of listeners)
        listener({ data: { type: 'vault-key-wanted', slug }, ports: [port] } as unknown as MessageEvent);
      return port.postMessage.mock.calls.map(([reply]: unknown[]) => reply);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: fake });
  return { fake, worker };
}

// The module keeps its albums and its one listener: a fresh copy per test.
async function client() {
  vi.resetModules();
  return import('../../../src/worker/vault-sw.client');
}

let base = '';
beforeAll(() => {
  base = import.meta.env.BASE_URL;
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('openVault', () => {
  it('registers sw.js for the whole site and hands it the album’s keys', async () => {
    const { fake, worker } = container({ controlled: true });
    const { openVault } = await client();
    await openVault('family', keys);
    expect(fake.register).toHaveBeenCalledWith(`${base}sw.js`, { scope: base });
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'vault-keys', slug: 'family', keys });
  });

  it('waits for the service worker to claim a page it did not control yet', async () => {
    const { fake, worker } = container({ controlled: false });
    const { openVault } = await client();
    const opened = openVault('family', keys);
    await Promise.resolve();
    expect(worker.postMessage).not.toHaveBeenCalled();
    fake.claim();
    await opened;
    expect(worker.postMessage).toHaveBeenCalledOnce();
  });

  it('refuses with reason "uncontrolled" when the page stays uncontrolled (a shift-reload)', async () => {
    vi.useFakeTimers();
    container({ controlled: false });
    const { openVault, VaultUnavailable } = await client();
    const opened = openVault('family', keys);
    const refused = expect(opened).rejects.toEqual(expect.objectContaining({ reason: 'uncontrolled' }));
    await vi.runAllTimersAsync();
    await refused;
    await expect(opened).rejects.toBeInstanceOf(VaultUnavailable);
  });

  it('refuses with reason "unsupported" without service workers, or when registering is refused', async () => {
    const { openVault } = await client();
    await expect(openVault('family', keys)).rejects.toMatchObject({ name: 'VaultUnavailable', reason: 'unsupported' });
    const { fake } = container({ controlled: true, registerFails: true });
    await expect(openVault('family', keys)).rejects.toMatchObject({ reason: 'unsupported' });
    expect(fake.ask('family')).toEqual([{ keys: null }]);
  });
});

describe('the keys the service worker asks for again', () => {
  it('answers with the album’s keys while it is open, and null once forgotten', async () => {
    const { fake, worker } = container({ controlled: true });
    const { openVault, forgetVault } = await client();
    await openVault('family', keys);
    expect(fake.ask('family')).toEqual([{ keys }]);
    expect(fake.ask('strangers')).toEqual([{ keys: null }]);
    forgetVault('family');
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: 'vault-forget', slug: 'family' });
    expect(fake.ask('family')).toEqual([{ keys: null }]);
  });

  it('listens once, however many albums are opened', async () => {
    const { fake } = container({ controlled: true });
    const { openVault } = await client();
    await openVault('family', keys);
    await openVault('travel', keys);
    expect(fake.ask('travel')).toEqual([{ keys }]);
    expect(fake.startMessages).toHaveBeenCalledOnce();
  });
});
