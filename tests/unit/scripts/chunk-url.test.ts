// @vitest-environment node
// The build plugin that tells the app where each lazy page's chunk and those it imports are, for modulepreloads, and
// the one function that finds them, which the pages' markup uses too.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkUrls, lazyChunkUrls } from '../../../scripts/chunk-url';

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, context: object, ...args: unknown[]) =>
  (plugin[hook] as Hook).call(context, ...args);

function configured(command: 'build' | 'serve', ssr = false, base = '/'): Plugin {
  const plugin = lazyChunkUrls();
  call(plugin, 'configResolved', {}, { command, base, build: { ssr } });
  return plugin;
}

const chunks = {
  'assets/index-!~{001}~.js': { facadeModuleId: '/repo/src/main.tsx', fileName: 'assets/index-!~{001}~.js' },
  'assets/slideshow-!~{002}~.js': {
    facadeModuleId: '/repo/src/app/slideshow/slideshow.tsx',
    fileName: 'assets/slideshow-!~{002}~.js',
    imports: ['assets/gestures-!~{003}~.js'],
  },
  'assets/map-input-!~{004}~.js': {
    facadeModuleId: '/repo/src/app/places/map/map-input.ts',
    fileName: 'assets/map-input-!~{004}~.js',
    imports: ['assets/gestures-!~{003}~.js'],
  },
};

describe('chunkUrls', () => {
  it("names an entry's chunk and those it imports under the site's base, and nothing for an entry not built", () => {
    const all = Object.values(chunks);
    expect(chunkUrls(all, '/src/app/places/map/map-input.ts', '/photos/')).toEqual([
      '/photos/assets/map-input-!~{004}~.js',
      '/photos/assets/gestures-!~{003}~.js',
    ]);
    expect(chunkUrls(all, '/src/main.tsx', '/')).toEqual(['/assets/index-!~{001}~.js']);
    expect(chunkUrls(all, '/src/app/elsewhere.ts', '/')).toBeUndefined();
  });
});

describe('lazyChunkUrls', () => {
  it('exports null outside a build, so development and tests load the modules instead', () => {
    const plugin = configured('serve');
    const id = call(plugin, 'resolveId', {}, 'virtual:lazy-chunks');
    expect(call(plugin, 'load', {}, id)).toBe('export default null;');
    expect(call(configured('build', true), 'load', {}, id)).toBe('export default null;');
  });

  it("writes each lazy page's chunk and the chunks it imports (hash placeholders and all) where the build's module uses them", () => {
    const plugin = configured('build');
    const id = call(plugin, 'resolveId', {}, 'virtual:lazy-chunks');
    const code = String(call(plugin, 'load', {}, id)).replace('export default', 'const urls =');
    const rendered = call(plugin, 'renderChunk', {}, `${code} preload(urls);`, {}, {}, { chunks }) as { code: string };
    const urls: unknown = JSON.parse(/^const urls = (.*); preload\(urls\);$/.exec(rendered.code)?.[1] ?? 'null');
    expect(urls).toEqual({
      slideshow: ['/assets/slideshow-!~{002}~.js', '/assets/gestures-!~{003}~.js'],
      placesMap: ['/assets/map-input-!~{004}~.js', '/assets/gestures-!~{003}~.js'],
    });
  });

  it('leaves chunks without the marker alone, and fails the build if a lazy page has no chunk', () => {
    const plugin = configured('build');
    expect(call(plugin, 'renderChunk', {}, 'const x = 1;', {}, {}, { chunks })).toBeNull();
    const error = (message: string) => {
      throw new Error(message);
    };
    const code = String(call(plugin, 'load', {}, '\0virtual:lazy-chunks'));
    const withoutMap = Object.fromEntries(Object.entries(chunks).filter(([name]) => !name.includes('map-input')));
    expect(() => call(plugin, 'renderChunk', { error }, code, {}, {}, { chunks: withoutMap })).toThrow(
      /no chunk is built for \/src\/app\/places\/map\/map-input\.ts/,
    );
  });
});
