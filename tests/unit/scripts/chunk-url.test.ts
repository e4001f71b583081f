// @vitest-environment node
// The build plugin that tells the cards view where the slideshow's chunk is, for an idle modulepreload.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { slideshowChunkUrl } from '../../../scripts/chunk-url';

type Hook = (...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: keyof Plugin, context: object, ...args: unknown[]) =>
  (plugin[hook] as Hook).call(context, ...args);

function configured(command: 'build' | 'serve', ssr = false): Plugin {
  const plugin = slideshowChunkUrl();
  call(plugin, 'configResolved', {}, { command, base: '/', build: { ssr } });
  return plugin;
}

const chunks = {
  'assets/index-!~{001}~.js': { facadeModuleId: '/repo/src/main.tsx', fileName: 'assets/index-!~{001}~.js' },
  'assets/slideshow-!~{002}~.js': {
    facadeModuleId: '/repo/src/app/slideshow/slideshow.tsx',
    fileName: 'assets/slideshow-!~{002}~.js',
  },
};

describe('slideshowChunkUrl', () => {
  it('exports null outside a build, so development and tests load the module instead', () => {
    const plugin = configured('serve');
    const id = call(plugin, 'resolveId', {}, 'virtual:slideshow-chunk');
    expect(call(plugin, 'load', {}, id)).toBe('export default null;');
    expect(call(configured('build', true), 'load', {}, id)).toBe('export default null;');
  });

  it("writes the slideshow chunk's URL (hash placeholder and all) where the build's module uses it", () => {
    const plugin = configured('build');
    const id = call(plugin, 'resolveId', {}, 'virtual:slideshow-chunk');
    const code = String(call(plugin, 'load', {}, id)).replace('export default', 'const url =');
    const rendered = call(plugin, 'renderChunk', {}, `${code} link.href = url;`, {}, {}, { chunks });
    expect(rendered).toEqual({ code: 'const url = "/assets/slideshow-!~{002}~.js"; link.href = url;', map: null });
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
