// @vitest-environment node
// The server when a file it listed is gone before it is read (a rebuild, a removed folder): that response ends, and the
// server, which runs in the same process as `npm start` or a test, goes on serving.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from '../../../scripts/server.mjs';

it('ends the response of a file removed after start, and goes on serving the rest', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'server-gone-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'photo.jpg'), 'not really a photo');
  const server = await startServer({ root: dir, port: 0 });
  try {
    rmSync(join(dir, 'photo.jpg'));
    await expect(fetch(`${server.url}/photo.jpg`).then((response) => response.arrayBuffer())).rejects.toThrow();
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
