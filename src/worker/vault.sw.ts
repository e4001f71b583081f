// Service-worker realm: the vault. It answers a private album's virtual addresses (`<base>private/<slug>/<name>`) by
// fetching the sealed file and opening it with the keys a page handed over, so pages ask for private photos as for any
// other and do no cryptography; every other request it leaves alone. Bundled on its own into /sw.js
// (scripts/vite/service-worker.ts). Opened bytes live only in memory: answered `no-store`, never put in Cache Storage;
// the host and its HTTP caches see sealed bytes under opaque names only.
import { respond } from './vault-fetch';
import { keyHolder } from './vault-keys';

declare const self: ServiceWorkerGlobalScope;

// The site may be served from a sub-path: the scope the page registered is its base.
const base = new URL(self.registration.scope).pathname;

const keys = keyHolder(() => self.clients.matchAll({ type: 'window', includeUncontrolled: true }));

// The page that registers the vault waits for it to control it: no waiting for its other tabs to close.
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => keys.receive(event.data));

self.addEventListener('fetch', (event) => {
  const answer = respond(event.request, {
    base,
    fetch: (path) => fetch(path),
    keysFor: (slug) => keys.keysFor(slug),
    warn: (message) => console.warn(message),
  });
  if (answer) event.respondWith(answer);
});
