// `virtual:slideshow-chunk`: the slideshow chunk's built URL (null outside a build), for a modulepreload that
// fetches and compiles it when idle without running it. Written in `renderChunk`, before hashes are settled.
import type { Plugin } from 'vite';

const ID = 'virtual:slideshow-chunk';
const RESOLVED_ID = `\0${ID}`;
/** Stands in for the URL until the chunks are rendered. */
const MARKER = '__SLIDESHOW_CHUNK_URL__';

export function slideshowChunkUrl({ entry = '/src/app/slideshow/slideshow.tsx' } = {}): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'slideshow-chunk-url',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
      base = config.base;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? `export default ${build ? JSON.stringify(MARKER) : 'null'};` : null),
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes(MARKER)) return null;
      const target = Object.values(meta.chunks).find((chunk) => chunk.facadeModuleId?.endsWith(entry));
      if (!target) this.error(`no chunk is built for ${entry}: is it still loaded by import()?`);
      return { code: code.replaceAll(MARKER, `${base}${target.fileName}`), map: null };
    },
  };
}
