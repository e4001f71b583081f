// @vitest-environment node
// The build plugin that writes a page per route and 404.html, so a host answers each path on its own.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeFile, routePages } from '../../../scripts/route-pages';
import { paths } from '../../../src/lib/paths';

interface Emitted {
  fileName: string;
  source: unknown;
}

/** Runs the plugin's generateBundle on `bundle`, returning what it emitted. */
function generate(plugin: Plugin, bundle: Record<string, unknown>): Emitted[] {
  const emitted: Emitted[] = [];
  const context = {
    emitFile: (file: Emitted) => emitted.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle, true);
  return emitted;
}

const INDEX = { type: 'asset', fileName: 'index.html', source: '<!doctype html><div id="root"></div>' };

describe('routePages', () => {
  it("writes the built index.html again for every route of the app's table but home, and as 404.html", () => {
    const emitted = generate(routePages(), { 'index.html': INDEX });
    const expected = [...Object.values(paths).filter((path) => path !== '/'), '/404'].map(routeFile);
    expect(emitted.map((file) => file.fileName).sort()).toEqual(expected.sort());
    for (const file of emitted) expect(file.source, file.fileName).toBe(INDEX.source);
  });

  it('names a nested route by its folders, and writes each file once', () => {
    const emitted = generate(routePages(['/', '/a/b', '/a/b']), { 'index.html': INDEX });
    expect(emitted.map((file) => file.fileName).sort()).toEqual(['404.html', 'a/b.html']);
  });

  it('fails the build when there is no index.html to copy', () => {
    expect(() => generate(routePages(), {})).toThrow(/no index\.html/);
  });
});
