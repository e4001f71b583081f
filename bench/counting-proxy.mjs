// A pass-through proxy that records the bytes each response actually sends, the worker's included (DevTools
// reports those as 0); it never decodes or changes a response.
import { Agent, createServer, request as httpRequest, STATUS_CODES } from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);

/** @param {string} target base URL of the real server, e.g. http://127.0.0.1:4000 */
export async function startCountingProxy(target) {
  const upstream = new URL(target);
  // A new connection per request: a kept-alive one can be closed by the server just as the proxy reuses it, and that
  // request's 502 left a page without its script. Opening one on loopback costs nothing the throttled browser sees.
  const agent = new Agent({ keepAlive: false, maxSockets: 64 });
  /** @type {Array<{ path: string, dest: string, range: string | undefined, status: number, bodyBytes: number, headerBytes: number, start: number, end: number, aborted: boolean }>} */
  let records = [];
  let inflight = 0;
  let lastActivity = Date.now();

  const server = createServer((req, res) => {
    const record = {
      path: req.url ?? '/',
      dest: String(req.headers['sec-fetch-dest'] ?? ''),
      range: req.headers.range,
      status: 0,
      bodyBytes: 0,
      headerBytes: 0,
      start: Date.now(),
      end: 0,
      aborted: false,
    };
    const log = records;
    log.push(record);
    inflight += 1;
    lastActivity = Date.now();
    let settled = false;
    const settle = (aborted) => {
      if (settled) return;
      settled = true;
      record.aborted = aborted;
      record.end = Date.now();
      inflight -= 1;
      lastActivity = Date.now();
    };

    const forward = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const raw = [];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          const name = answer.rawHeaders[i] ?? '';
          if (!HOP_BY_HOP.has(name.toLowerCase())) raw.push(name, answer.rawHeaders[i + 1] ?? '');
        }
        record.status = status;
        // Status line, each header line and the blank line, as HTTP/1.1 puts them on the wire.
        record.headerBytes = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n`.length + 2;
        for (let i = 0; i < raw.length; i += 2) record.headerBytes += `${raw[i]}: ${raw[i + 1]}\r\n`.length;
        res.writeHead(status, raw);
        answer.on('data', (chunk) => {
          record.bodyBytes += chunk.length;
          lastActivity = Date.now();
        });
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      // One the browser gave up on first is no failure; another is said, so a page left without a file has its cause.
      if (settled) return;
      console.error(`counting proxy: ${req.url ?? '/'} answered 502: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
    res.on('finish', () => settle(false));
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy();
      settle(!res.writableFinished);
    });
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Starts a fresh log (one page load) and returns the previous one. */
    reset() {
      const previous = records;
      records = [];
      return previous;
    },
    records: () => records,
    /** True when nothing has been in flight, nor a byte sent, for `quietMs`. */
    isQuiet: (quietMs) => inflight === 0 && Date.now() - lastActivity >= quietMs,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}
