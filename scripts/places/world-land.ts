// The places map's land: Natural Earth's coarsest outlines (world-atlas) projected once at build into the map's frame,
// as an SVG file of its own that the places page's markup names (`virtual:world-land`, its URL): it is drawn as the
// page arrives, before and without any script, and the browser ships no geography code.
import { createHash } from 'node:crypto';
import { geoNaturalEarth1Raw, geoPath, geoProjection } from 'd3-geo';
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

/** The land as an SVG path in the map's frame, to a tenth of a unit: finer than the outlines at any zoom allowed. */
export function worldLandPath(): string {
  const world = land110m as unknown as Topology<{ land: GeometryCollection }>;
  const projection = geoProjection(geoNaturalEarth1Raw)
    .scale(MAP_SCALE)
    .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  return geoPath(projection).digits(1)(feature(world, world.objects.land)) ?? '';
}

/** The land's file: its SVG, and a name that changes with its bytes, so it is cached for good. */
function landFile(): { fileName: string; source: string } {
  const size = `viewBox="0 0 ${String(MAP_WIDTH)} ${String(MAP_HEIGHT)}"`;
  const source = `<svg xmlns="http://www.w3.org/2000/svg" ${size}><path fill="${LAND}" d="${worldLandPath()}"/></svg>\n`;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/world-land-${hash}.svg`, source };
}

// One for the process: a build's client and prerender passes each make a plugin, and the land is the same.
let file: ReturnType<typeof landFile> | undefined;
const land = () => (file ??= landFile());

export function worldLand(): Plugin {
  let base = '/';
  return {
    name: 'world-land',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(`${base}${land().fileName}`)};` : null),
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
