// `npm start`'s last step: serves the production build (dist) on PORT (default 4173), HOST optional.
import { startServer } from './server.mjs';

const port = process.env.PORT === undefined ? 4173 : Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`PORT must be a port number, not ${process.env.PORT}`);

const server = await startServer({ root: 'dist', port, host: process.env.HOST });
console.log(`Serving dist on ${server.url}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
