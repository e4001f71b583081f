// The places page's map: the world's land (which the build drew) and a dot for each town or cluster of towns, all in
// the page's own markup, so its first paint shows them, scripts or not. Its gestures, keys and zoom buttons come from
// the map's own chunk (map/map-input.ts), loaded on this page only. Its view is one value they and the dots all set.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import landUrl, { landMarkup } from 'virtual:world-land';
import { MAP_HEIGHT, MAP_WIDTH } from '../../lib/map-frame';
import { placeLabel, type PlaceEntry } from '../../lib/places';
import { paths } from '../../lib/paths';
import { SITE } from '../../lib/portfolio';
import { formatNumber } from '../../lib/words';
import { preloadChunks } from '../lazy-chunks';
import { say } from '../words';
import { clusterTowns, dotRadius, hitRadius, type MapCluster, type MapTown } from './map/map-clusters';
import { clampView, framing, MAX_ZOOM, onFrame, WHOLE_WORLD, type MapView } from './map/map-view';

/** Room left around a cluster's towns when zooming in on them, in the frame's units. */
const CLUSTER_MARGIN = 40;
/**
 * The frame's width in CSS pixels that the page's markup clusters its dots for, before the app has measured it: a
 * phone's, where near dots overlap most. A wider screen parts them once the app runs.
 */
const MARKUP_WIDTH = 340;

/** The towns of the places page's list that have a centre to put on the map, each named with its country. */
export function townsOnMap(places: readonly PlaceEntry[]): MapTown[] {
  return places.flatMap(({ towns }) =>
    towns.flatMap(({ slug, photos }) => {
      const place = photos[0]?.place;
      if (!place?.onMap) return [];
      const label = placeLabel(place, SITE.words['place-in']);
      return [{ href: paths.collection('places', slug), label, count: photos.length, at: place.onMap }];
    }),
  );
}

/**
 * The land: inline, as the build puts it in the places page's markup (and as that page, hydrated, still holds it), so
 * it paints with the page; reached from another page, its file, which keeps the app's bundle free of its bytes.
 */
function drawLand(): string {
  return (
    landMarkup ??
    document.querySelector('.places-map-world')?.innerHTML ??
    `<image class="places-map-land" href="${landUrl}" width="${String(MAP_WIDTH)}" height="${String(MAP_HEIGHT)}"></image>`
  );
}

/** A share of the frame, as an SVG length: the dots sit where the land is, at any width. */
const share = (value: number, whole: number) => `${((value / whole) * 100).toFixed(3)}%`;

interface DotProps {
  cluster: MapCluster;
  /** Where it shows on the frame, in its units. */
  x: number;
  y: number;
  /** Zooms in on a cluster's towns. */
  open: (cluster: MapCluster) => void;
}

/** A town's dot, a link to its page, or a cluster's, a button that zooms in on its towns; with its count. */
function MapDot({ cluster, x, y, open }: DotProps) {
  const { towns, count } = cluster;
  const [town] = towns;
  const photos = say('photo-count', { count });
  // At a share of the frame, so the dot sits on its place of the land at any width.
  const [cx, cy] = [share(x, MAP_WIDTH), share(y, MAP_HEIGHT)];
  const drawing = (label: string) => (
    <>
      <title>{label}</title>
      <circle className="places-map-hit" cx={cx} cy={cy} r={hitRadius(count)} />
      <circle className="places-map-mark" cx={cx} cy={cy} r={dotRadius(count)} />
      {(towns.length > 1 || count > 1) && (
        <text className="places-map-count" x={cx} y={cy}>
          {formatNumber(count, SITE.language.locale)}
        </text>
      )}
    </>
  );
  if (towns.length === 1 && town) {
    const label = say('map-place', { place: town.label, photos });
    return (
      <Link to={town.href} className="places-map-dot" aria-label={label}>
        {drawing(label)}
      </Link>
    );
  }
  const label = say('map-cluster', { places: towns.length, photos });
  return (
    <g
      className="places-map-dot is-cluster"
      aria-label={label}
      role="button"
      tabIndex={0}
      onClick={() => open(cluster)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open(cluster);
      }}
    >
      {drawing(label)}
    </g>
  );
}

export function PlacesMap({ towns }: { towns: readonly MapTown[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<SVGSVGElement>(null);
  const [view, setView] = useState<MapView>(WHOLE_WORLD);
  /** The frame's units per CSS pixel, as the map is drawn now. */
  const [pixel, setPixel] = useState(MAP_WIDTH / MARKUP_WIDTH);
  const [land] = useState(drawLand);
  // What the gestures read between renders: set here and nowhere else.
  const now = useRef({ view, pixel });
  // The dots as last drawn, and the first town of the one with the focus as the view changed: where the dots change
  // under it, the dot that town is in now takes the focus.
  const drawn = useRef<{ clusters: MapCluster[]; focused?: MapTown }>({ clusters: [] });
  const set = useCallback((next: MapView) => {
    const dots = [...(stage.current?.querySelectorAll('.places-map-dot') ?? [])];
    drawn.current.focused = drawn.current.clusters[dots.indexOf(document.activeElement as Element)]?.towns[0];
    now.current.view = clampView(next);
    setView(now.current.view);
  }, []);

  // Tab goes through the dots from west to east (east to west when the page reads right to left).
  const clusters = useMemo(() => {
    const distance = (a: readonly [number, number], b: readonly [number, number]) =>
      (Math.hypot(a[0] - b[0], a[1] - b[1]) * view.k) / pixel;
    const laid =
      view.k >= MAX_ZOOM
        ? towns.map((town) => ({ at: town.at, towns: [town], count: town.count }))
        : clusterTowns(towns, distance);
    const way = SITE.language.dir === 'rtl' ? -1 : 1;
    return laid.toSorted((a, b) => way * ((a.towns[0]?.at[0] ?? 0) - (b.towns[0]?.at[0] ?? 0)));
  }, [towns, view.k, pixel]);

  const open = ({ towns: near }: MapCluster) =>
    set(
      framing(
        near.map((each) => each.at),
        CLUSTER_MARGIN,
      ),
    );

  useLayoutEffect(() => {
    const { focused } = drawn.current;
    drawn.current = { clusters };
    const dots = stage.current?.querySelectorAll<SVGElement>('.places-map-dot');
    if (!focused || !dots || [...dots].includes(document.activeElement as SVGElement)) return;
    dots[clusters.findIndex((cluster) => cluster.towns.includes(focused))]?.focus({ preventScroll: true });
  }, [clusters]);

  useLayoutEffect(() => {
    const map = stage.current;
    if (!map) return;
    const measure = () => {
      now.current.pixel = MAP_WIDTH / (map.getBoundingClientRect().width || MARKUP_WIDTH);
      setPixel(now.current.pixel);
    };
    const resized = new ResizeObserver(measure);
    resized.observe(map);
    measure();
    return () => resized.disconnect();
  }, []);

  useEffect(() => {
    const host = frame.current;
    const map = stage.current;
    if (!host || !map) return;
    let gone = false;
    let unbind: (() => void) | undefined;
    // Reached from another page, the map's chunk and the gestures it imports come together (the page's own markup
    // preloads them when it is the first).
    preloadChunks('placesMap');
    import('./map/map-input').then(
      ({ bindMapInput }) => {
        if (gone) return;
        const words = { zoomIn: say('zoom-in'), zoomOut: say('zoom-out'), whole: say('map-whole') };
        unbind = bindMapInput(host, map, { view: () => now.current.view, set, pixel: () => now.current.pixel, words });
      },
      // The dots and the list beside the map work without it.
      () => undefined,
    );
    return () => {
      gone = true;
      unbind?.();
    };
  }, [set]);

  return (
    <div
      ref={frame}
      className={view.k > 1 ? 'places-map is-zoomed' : 'places-map'}
      role="region"
      aria-label={say('places-map')}
    >
      {/* No viewBox: its units are CSS pixels, so the dots keep their size at any width. The land scales within. */}
      <svg ref={stage} className="places-map-svg" width={MAP_WIDTH} height={MAP_HEIGHT}>
        <svg viewBox={`0 0 ${String(MAP_WIDTH)} ${String(MAP_HEIGHT)}`} width="100%" height="100%">
          <g
            className="places-map-world"
            transform={`translate(${String(view.x)} ${String(view.y)}) scale(${String(view.k)})`}
            dangerouslySetInnerHTML={{ __html: land }}
          />
        </svg>
        <g className="places-map-dots">
          {clusters.map((cluster) => {
            const [x, y] = onFrame(view, cluster.at);
            return <MapDot key={cluster.towns[0]?.href} cluster={cluster} x={x} y={y} open={open} />;
          })}
        </g>
      </svg>
    </div>
  );
}
