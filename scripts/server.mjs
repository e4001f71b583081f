// Stand-in static server for the benchmark, with the interface the real one (its own issue) will keep:
// startServer({ root, port = 0, host }) -> Promise<{ url, port, close() }>. Port 0 means any free port.
import { createServer } from 'node:http';
import sirv from 'sirv';

/** Serves `root` (precompressed .br/.gz siblings when present, ETags, index.html for unknown paths). */
export function startServer({ root, port = 0, host = '127.0.0.1' }) {
  const serve = sirv(root, { brotli: true, gzip: true, etag: true, single: true });
  const server = createServer((req, res) => serve(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address !== null ? address.port : port;
      resolve({
        url: `http://${host}:${actual}`,
        port: actual,
        // Keep-alive sockets would hold close() open until they time out.
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}
