// The lazy pages' chunks and the chunks each imports, by their built URLs: in `virtual:lazy-chunks` (null outside a
// build), for the app's modulepreloads that fetch and compile them without running them, and for the pages whose
// markup preloads them. A chunk two lazy pages share (the gestures: the slideshow and the places map) then costs no
// round trip of its own when either opens. Written in `renderChunk`, before hashes are settled.
import type { Plugin } from 'vite';

/** Each lazy page's entry, loaded by import(): its chunk is found by this module. */
export const LAZY_ENTRIES = {
  slideshow: '/src/app/slideshow/slideshow.tsx',
  placesMap: '/src/app/places/map/map-input.ts',
} as const;

/** What of a built chunk tells its entry and its files. */
interface BuiltChunk {
  facadeModuleId?: string | null;
  fileName: string;
  imports?: readonly string[];
}

/** The URLs of the chunk built for `entry` and of those it imports, or undefined when none was built for it. */
export function chunkUrls(chunks: Iterable<BuiltChunk>, entry: string, base: string): string[] | undefined {
  for (const chunk of chunks)
    if (chunk.facadeModuleId?.endsWith(entry))
      return [chunk.fileName, ...(chunk.imports ?? [])].map((fileName) => `${base}${fileName}`);
  return undefined;
}

const ID = 'virtual:lazy-chunks';
const RESOLVED_ID = `\0${ID}`;
/** Stands in for the URLs until the chunks are rendered. */
const MARKER = '__LAZY_CHUNK_URLS__';

export function lazyChunkUrls(): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'lazy-chunk-urls',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
      base = config.base;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? `export default ${build ? JSON.stringify(MARKER) : 'null'};` : null),
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes(MARKER)) return null;
      const chunks = Object.values(meta.chunks);
      const urls = Object.fromEntries(
        Object.entries(LAZY_ENTRIES).map(([name, entry]) => {
          const found = chunkUrls(chunks, entry, base);
          if (!found) this.error(`no chunk is built for ${entry}: is it still loaded by import()?`);
          return [name, found];
        }),
      );
      return { code: code.replaceAll(JSON.stringify(MARKER), JSON.stringify(urls)), map: null };
    },
  };
}
