// Window realm: the page's side of the vault service worker (vault.sw.ts). It registers it, hands it an album's keys,
// and hands them again when the browser has stopped it and it asks; the only file that registers a service worker.
import type { VaultKeys } from '../lib/private/names';
import type { VaultKeyReply, VaultKeyWanted, VaultPageMessage } from './vault.contract';

/**
 * Why a private album cannot be shown here: no service workers (a Firefox private window, an old browser, a page not
 * on https), or a page the service worker does not control (a shift-reload bypasses it until the next load).
 */
export type VaultUnavailableReason = 'unsupported' | 'uncontrolled';

export class VaultUnavailable extends Error {
  constructor(readonly reason: VaultUnavailableReason) {
    super(
      reason === 'unsupported'
        ? 'This browser offers no service workers, which open private albums.'
        : 'The page is not controlled by the service worker that opens private albums; a reload may help.',
    );
    this.name = 'VaultUnavailable';
  }
}

// Installing fetches sw.js once, on a phone's network; past this the install has failed in all but name.
const READY_TIMEOUT_MS = 10_000;
// The worker claims the page as it activates, just after it is ready: a page still uncontrolled after this was
// shift-reloaded, and stays so until the next load.
const CLAIM_TIMEOUT_MS = 2000;

const held = new Map<string, VaultKeys>();
let listening = false;

const isKeyWanted = (data: unknown): data is VaultKeyWanted =>
  typeof data === 'object' &&
  data !== null &&
  (data as Partial<VaultKeyWanted>).type === 'vault-key-wanted' &&
  typeof (data as Partial<VaultKeyWanted>).slug === 'string';

function answer(event: MessageEvent<unknown>): void {
  if (!isKeyWanted(event.data)) return;
  const reply: VaultKeyReply = { keys: held.get(event.data.slug) ?? null };
  event.ports[0]?.postMessage(reply);
}

/** `promise`, or false once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | false> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });

/** The worker that controls this page, once it does; null if it does not within the time. */
async function controller(container: ServiceWorkerContainer): Promise<ServiceWorker | null> {
  // Read afresh after each wait: the property changes under us, which narrowing cannot know.
  const current = () => container.controller;
  if (current()) return current();
  const changed = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  if ((await within(container.ready, READY_TIMEOUT_MS)) === false) return null;
  if (!current()) await within(changed, CLAIM_TIMEOUT_MS);
  return current();
}

/**
 * Hands the service worker an album's keys, so the page can ask for its files at `<base>private/<slug>/<name>`;
 * registers the worker first if need be. Rejects with VaultUnavailable when the page cannot have it.
 */
export async function openVault(slug: string, keys: VaultKeys): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container) throw new VaultUnavailable('unsupported');
  held.set(slug, keys);
  if (!listening) {
    container.addEventListener('message', answer);
    // Messages a worker sent before this listener wait in the page's queue until it is started.
    container.startMessages();
    listening = true;
  }
  const base = import.meta.env.BASE_URL;
  try {
    await container.register(`${base}sw.js`, { scope: base });
  } catch {
    // Registration throws a SecurityError where service workers are switched off (Firefox's private windows).
    held.delete(slug);
    throw new VaultUnavailable('unsupported');
  }
  const worker = await controller(container);
  if (!worker) throw new VaultUnavailable('uncontrolled');
  const message: VaultPageMessage = { type: 'vault-keys', slug, keys };
  worker.postMessage(message);
}

/** Drops an album's keys here and in the service worker: its files answer 403 until it is opened again. */
export function forgetVault(slug: string): void {
  held.delete(slug);
  const message: VaultPageMessage = { type: 'vault-forget', slug };
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage(message);
}
