// `virtual:slideshow-chunk`: the built URLs of the slideshow's chunk and of the chunks it imports (null outside a
// build), for modulepreloads that fetch and compile them when idle without running them: a chunk it shares with
// another lazy page (the gestures, with the places map) then costs no round trip of its own when it opens. Written
// in `renderChunk`, before hashes are settled.
import type { Plugin } from 'vite';

const ID = 'virtual:slideshow-chunk';
const RESOLVED_ID = `\0${ID}`;
/** Stands in for the URLs until the chunks are rendered. */
const MARKER = '__SLIDESHOW_CHUNK_URLS__';

export function slideshowChunkUrls({ entry = '/src/app/slideshow/slideshow.tsx' } = {}): Plugin {
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
      const urls = [target.fileName, ...target.imports].map((fileName) => `${base}${fileName}`);
      return { code: code.replaceAll(JSON.stringify(MARKER), JSON.stringify(urls)), map: null };
    },
  };
}
