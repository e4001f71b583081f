// @vitest-environment node
// The bench's counting proxy (bench/counting-proxy.mjs): a connection the server drops as a request arrives on it fails
// no page's file, and a request it cannot forward is answered 502 with its cause said once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCountingProxy } from '../../../bench/counting-proxy.mjs';

const open: { close: () => unknown }[] = [];
afterEach(async () => {
  for (const closing of open.splice(0)) await closing.close();
  vi.restoreAllMocks();
});

const listening = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
};

describe('startCountingProxy', () => {
  it('answers every request of a server that drops a kept-alive connection as its next request comes', async () => {
    // What a server's keep-alive timeout does when it runs out just as a reused connection carries a request.
    const served = new WeakMap<object, number>();
    const server = createServer((request, response) => {
      const count = (served.get(request.socket) ?? 0) + 1;
      served.set(request.socket, count);
      if (count > 1) request.socket.destroy();
      else response.end('file');
    });
    const proxy = await startCountingProxy(await listening(server));
    open.push(proxy);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const statuses: number[] = [];
    for (const path of ['/', '/assets/app.js', '/assets/app.css']) {
      const response = await fetch(proxy.url + path);
      await response.text();
      statuses.push(response.status);
    }

    expect(statuses).toEqual([200, 200, 200]);
    expect(proxy.records().map(({ path, status }) => [path, status])).toEqual([
      ['/', 200],
      ['/assets/app.js', 200],
      ['/assets/app.css', 200],
    ]);
  });

  it('answers 502 for a server it cannot reach, and says which file and why, once', async () => {
    const gone = createServer();
    const target = await listening(gone);
    await open.pop()?.close();
    const proxy = await startCountingProxy(target);
    open.push(proxy);
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = await fetch(`${proxy.url}/assets/app.js`);

    expect(response.status).toBe(502);
    expect(said).toHaveBeenCalledTimes(1);
    expect(String(said.mock.calls[0]?.[0])).toMatch(/^counting proxy: \/assets\/app\.js answered 502: .*ECONNREFUSED/);
  });
});
