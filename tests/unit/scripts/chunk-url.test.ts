// @vitest-environment node
// The build plugin that tells the cards view where the slideshow's chunk and those it imports are, for idle
// modulepreloads.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { slideshowChunkUrls } from '../../../scripts/chunk-url';

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, context: object, ...args: unknown[]) =>
  (plugin[hook] as Hook).call(context, ...args);

function configured(command: 'build' | 'serve', ssr = false): Plugin {
  const plugin = slideshowChunkUrls();
  call(plugin, 'configResolved', {}, { command, base: '/', build: { ssr } });
  return plugin;
}

const chunks = {
  'assets/index-!~{001}~.js': { facadeModuleId: '/repo/src/main.tsx', fileName: 'assets/index-!~{001}~.js' },
  'assets/slideshow-!~{002}~.js': {
    facadeModuleId: '/repo/src/app/slideshow/slideshow.tsx',
    fileName: 'assets/slideshow-!~{002}~.js',
    imports: ['assets/gestures-!~{003}~.js'],
  },
};

describe('slideshowChunkUrls', () => {
  it('exports null outside a build, so development and tests load the module instead', () => {
    const plugin = configured('serve');
    const id = call(plugin, 'resolveId', {}, 'virtual:slideshow-chunk');
    expect(call(plugin, 'load', {}, id)).toBe('export default null;');
    expect(call(configured('build', true), 'load', {}, id)).toBe('export default null;');
  });

  it("writes the URLs of the slideshow's chunk and the chunks it imports (hash placeholders and all) where the build's module uses them", () => {
    const plugin = configured('build');
    const id = call(plugin, 'resolveId', {}, 'virtual:slideshow-chunk');
    const code = String(call(plugin, 'load', {}, id)).replace('export default', 'const urls =');
    const rendered = call(plugin, 'renderChunk', {}, `${code} preload(urls);`, {}, {}, { chunks });
    expect(rendered).toEqual({
      code: 'const urls = ["/assets/slideshow-!~{002}~.js","/assets/gestures-!~{003}~.js"]; preload(urls);',
      map: null,
    });
  });

  it('leaves chunks without the marker alone, and fails the build if the slideshow has no chunk', () => {
    const plugin = configured('build');
    expect(call(plugin, 'renderChunk', {}, 'const x = 1;', {}, {}, { chunks })).toBeNull();
    const error = (message: string) => {
      throw new Error(message);
    };
    const code = String(call(plugin, 'load', {}, '\0virtual:slideshow-chunk'));
    expect(() => call(plugin, 'renderChunk', { error }, code, {}, {}, { chunks: {} })).toThrow(/no chunk is built/);
  });
});
