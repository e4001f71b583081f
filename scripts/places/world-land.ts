// The places map's land: Natural Earth's coarsest outlines (world-atlas) projected once at build into the map's frame.
// The prerendered places page holds it inline, so it paints with the page's first paint, scripts or not; the app,
// reaching the page from another, draws it from an SVG file of its own. The browser ships no geography code.
import { createHash } from 'node:crypto';
import { geoNaturalEarth1Raw, geoPath, geoProjection } from 'd3-geo';
import svgpath from 'svgpath';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import land110m from 'world-atlas/land-110m.json' with { type: 'json' };
import { MAP_HEIGHT, MAP_WIDTH } from '../../src/lib/map-frame.ts';
import { MAP_SCALE } from './map-projection.ts';

const ID = 'virtual:world-land';
const RESOLVED_ID = `\0${ID}`;
/** The land's colour: the light theme's muted surface, a shade deeper to read against the map's sea. */
const LAND = '#e4dfd6';

/**
 * The land as an SVG path in the map's frame, to a tenth of a unit (finer than the outlines at any zoom allowed), each
 * point written as a step from the last: shorter than its place on the frame, for the page and its file.
 */
export function worldLandPath(): string {
  const world = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const projection = geoProjection(geoNaturalEarth1Raw)
    .scale(MAP_SCALE)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  const path = geoPath(projection).digits(1)(feature(world, world.objects.land)) ?? '';
  return svgpath(path).rel().round(1).toString();
}

/** The land's file: its SVG, a name that changes with its bytes (so it is cached for good), and its inline path. */
function landFile(): { fileName: string; source: string; path: string } {
  const size = `viewBox="0 0 ${String(MAP_WIDTH)} ${String(MAP_HEIGHT)}"`;
  const d = worldLandPath();
  const source = `<svg xmlns="http://www.w3.org/2000/svg" ${size}><path fill="${LAND}" d="${d}"/></svg>\n`;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  const path = `<path class="places-map-land" fill="${LAND}" d="${d}"></path>`;
  return { fileName: `assets/world-land-${hash}.svg`, source, path };
}

// One for the process: a build's client and prerender passes each make a plugin, and the land is the same.
let file: ReturnType<typeof landFile> | undefined;
const land = () => (file ??= landFile());

/**
 * `virtual:world-land`: the land file's URL, and, for the page renderer (`inline`), the land's own `<path>` to put in
 * the page; the browser's bundle carries none of its bytes.
 */
export function worldLand({ inline = false } = {}): Plugin {
  let base = '/';
  return {
    name: 'world-land',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID
        ? `export default ${JSON.stringify(`${base}${land().fileName}`)};\n` +
          `export const landMarkup = ${inline ? JSON.stringify(land().path) : 'null'};`
        : null,
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== `${base}${land().fileName}`) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(land().source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: land().fileName, source: land().source });
    },
  };
}
