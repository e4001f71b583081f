// @vitest-environment node
// The build plugin that writes a page per route and 404.html, so a host answers each path on its own.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePages } from '../../../scripts/route-pages';

interface Emitted {
  fileName: string;
  source: unknown;
}

/** Runs the plugin's generateBundle on `bundle`, returning what it emitted. */
async function generate(plugin: Plugin, bundle: Record<string, unknown>): Promise<Emitted[]> {
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await (plugin.generateBundle as (...args: unknown[]) => Promise<void>).call(context, {}, bundle, true);
  return emitted;
}

const INDEX = { type: 'asset', fileName: 'index.html', source: '<!doctype html><div id="root"></div>' };

describe('routePages', () => {
  it('writes the built index.html again for every route of the nav but home, and as 404.html', async () => {
    const emitted = await generate(
      routePages(() => Promise.resolve(['/', '/espresso', '/running'])),
      {
        'index.html': INDEX,
      },
    );
    expect(emitted.map((file) => file.fileName).sort()).toEqual(['404.html', 'espresso.html', 'running.html']);
    for (const file of emitted) expect(file.source, file.fileName).toBe(INDEX.source);
  });

  it('names a nested route by its folders, and writes each file once', async () => {
    const emitted = await generate(
      routePages(() => Promise.resolve(['/', '/a/b', '/a/b'])),
      { 'index.html': INDEX },
    );
    expect(emitted.map((file) => file.fileName).sort()).toEqual(['404.html', 'a/b.html']);
  });

  it('fails the build when there is no index.html to copy', async () => {
    await expect(
      generate(
        routePages(() => Promise.resolve(['/'])),
        {},
      ),
    ).rejects.toThrow(/no index\.html/);
  });
});
