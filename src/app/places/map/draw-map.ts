// The places map, drawn into the SVG the places page holds with its land: a dot for each town (a link to its page)
// or cluster of towns (a button that zooms in on them), and zoom buttons. Its view, which moves the land and the
// dots, is one value that gestures, keys and buttons all set. Loaded by import() on the places page only.
import { MAP_HEIGHT, MAP_WIDTH } from '../../../lib/map-frame';
import { projectOnMap } from '../../../lib/map-projection';
import { clusterTowns, dotRadius, hitRadius, type MapCluster, type MapTown } from './map-clusters';
import { bindMapInput } from './map-input';
import { clampView, framing, MAX_ZOOM, onFrame, WHOLE_WORLD, zoomAbout, type MapView } from './map-view';

export interface PlaceOnMap {
  href: string;
  label: string;
  count: number;
  latitude: number;
  longitude: number;
}

export interface MapWords {
  /** A town's dot: its name and photo count. */
  town: (town: MapTown) => string;
  /** A cluster's dot: its towns and photos, zoomed in on when pressed. */
  cluster: (cluster: MapCluster) => string;
  zoomIn: string;
  zoomOut: string;
  whole: string;
  /** A dot's count, in the site's digits. */
  count: (count: number) => string;
}

const SVG = 'http://www.w3.org/2000/svg';
const CENTRE = [MAP_WIDTH / 2, MAP_HEIGHT / 2] as const;
/** Room left around a cluster's towns when zooming in on them, in CSS pixels. */
const CLUSTER_MARGIN = 40;

function svg<K extends keyof SVGElementTagNameMap>(name: K, attributes: Record<string, string | number> = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  return element;
}

function toolButton(label: string, symbol: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'places-map-tool';
  button.setAttribute('aria-label', label);
  button.title = label;
  button.textContent = symbol;
  button.addEventListener('click', onClick);
  return button;
}

/**
 * Draws the map into `map`, an SVG of the frame's shape whose `.places-map-world` group holds the land, and its tools
 * into `frame` around it; `go` follows a town's link within the app. Returns what takes it all away again.
 */
export function drawMap(
  frame: HTMLElement,
  map: SVGSVGElement,
  places: readonly PlaceOnMap[],
  words: MapWords,
  go: (href: string) => void,
): () => void {
  const towns = places.map(({ href, label, count, latitude, longitude }): MapTown => ({
    href,
    label,
    count,
    at: projectOnMap(latitude, longitude),
  }));
  // Tab goes through the dots from west to east (east to west when the page reads right to left).
  const rtl = getComputedStyle(frame).direction === 'rtl';
  const rank = new Map(towns.toSorted((a, b) => (a.at[0] - b.at[0]) * (rtl ? -1 : 1)).map((town, i) => [town, i]));

  const land = map.querySelector('.places-map-world');
  if (!land) throw new Error('drawMap: the map has no .places-map-world group to move');
  const world: Element = land;
  const dots = svg('g', { class: 'places-map-dots' });
  map.append(dots);
  const tools = document.createElement('div');
  tools.className = 'places-map-tools';
  tools.append(
    toolButton(words.zoomIn, '+', () => set(zoomAbout(view, 2, CENTRE))),
    toolButton(words.zoomOut, '−', () => set(zoomAbout(view, 0.5, CENTRE))),
    toolButton(words.whole, '⤢', () => set(WHOLE_WORLD)),
  );
  frame.append(tools);

  let view: MapView = WHOLE_WORLD;
  /** The frame's units per CSS pixel, as the map is drawn now. */
  let pixel = 1;
  const drawn = new Map<string, SVGGraphicsElement>();
  let clusters: MapCluster[] = [];

  const keyOf = (cluster: MapCluster) => `${cluster.towns[0]?.href ?? ''}+${String(cluster.towns.length)}`;

  function dotFor(cluster: MapCluster): SVGGraphicsElement {
    const [town] = cluster.towns;
    const single = cluster.towns.length === 1 && town;
    const dot = single ? svg('a', { href: town.href }) : svg('g', { role: 'button', tabindex: 0 });
    const label = single ? words.town(town) : words.cluster(cluster);
    dot.setAttribute('class', single ? 'places-map-dot' : 'places-map-dot is-cluster');
    dot.setAttribute('aria-label', label);
    const title = svg('title');
    title.textContent = label;
    dot.append(title, svg('circle', { class: 'places-map-hit' }), svg('circle', { class: 'places-map-mark' }));
    if (cluster.towns.length > 1 || cluster.count > 1) {
      const count = svg('text', { class: 'places-map-count', 'text-anchor': 'middle', dy: '0.35em' });
      count.textContent = words.count(cluster.count);
      dot.append(count);
    }
    const open = () =>
      single
        ? go(town.href)
        : set(
            framing(
              cluster.towns.map((each) => each.at),
              CLUSTER_MARGIN,
            ),
          );
    dot.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open();
    });
    if (!single)
      dot.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open();
      });
    return dot;
  }

  /**
   * The dots for this zoom, in Tab order: kept where a cluster is unchanged, and a focused dot that is gone hands its
   * focus to the one its first town is in now, so the keys go on working.
   */
  function layDots() {
    const focused = clusters.find((cluster) => drawn.get(keyOf(cluster)) === document.activeElement)?.towns[0];
    const distance = (a: readonly [number, number], b: readonly [number, number]) =>
      (Math.hypot(a[0] - b[0], a[1] - b[1]) * view.k) / pixel;
    clusters =
      view.k >= MAX_ZOOM
        ? towns.map((town) => ({ at: town.at, towns: [town], count: town.count }))
        : clusterTowns(towns, distance);
    clusters.sort((a, b) => (rank.get(a.towns[0] as MapTown) ?? 0) - (rank.get(b.towns[0] as MapTown) ?? 0));
    const wanted = new Set(clusters.map(keyOf));
    for (const [key, dot] of drawn)
      if (!wanted.has(key)) {
        dot.remove();
        drawn.delete(key);
      }
    let next = dots.firstChild;
    for (const cluster of clusters) {
      const key = keyOf(cluster);
      let dot = drawn.get(key);
      if (!dot) drawn.set(key, (dot = dotFor(cluster)));
      if (dot === next) next = dot.nextSibling;
      else dots.insertBefore(dot, next);
      const [hit, mark] = dot.querySelectorAll('circle');
      hit?.setAttribute('r', String(hitRadius(cluster.count) * pixel));
      mark?.setAttribute('r', String(dotRadius(cluster.count) * pixel));
      dot.querySelector('text')?.setAttribute('font-size', String(11 * pixel));
    }
    const heir = focused && clusters.find((cluster) => cluster.towns.includes(focused));
    const dot = heir && drawn.get(keyOf(heir));
    if (dot && dot !== document.activeElement) dot.focus({ preventScroll: true });
  }

  let laidFor = '';
  function draw() {
    world.setAttribute('transform', `translate(${String(view.x)} ${String(view.y)}) scale(${String(view.k)})`);
    const layout = `${String(view.k)}/${String(pixel)}`;
    if (layout !== laidFor) layDots();
    laidFor = layout;
    for (const cluster of clusters) {
      const [x, y] = onFrame(view, cluster.at);
      drawn.get(keyOf(cluster))?.setAttribute('transform', `translate(${String(x)} ${String(y)})`);
    }
    frame.classList.toggle('is-zoomed', view.k > 1);
  }

  function set(next: MapView) {
    view = clampView(next);
    draw();
  }

  const measure = () => {
    pixel = MAP_WIDTH / (map.getBoundingClientRect().width || MAP_WIDTH);
    draw();
  };
  const resized = new ResizeObserver(measure);
  resized.observe(map);
  measure();

  // A dot reached by Tab outside the part shown is brought into it.
  const onFocusIn = (event: FocusEvent) => {
    const cluster = clusters.find((each) => drawn.get(keyOf(each)) === event.target);
    if (!cluster) return;
    const [x, y] = onFrame(view, cluster.at);
    if (x < 0 || x > MAP_WIDTH || y < 0 || y > MAP_HEIGHT)
      set({ k: view.k, x: view.x + CENTRE[0] - x, y: view.y + CENTRE[1] - y });
  };
  frame.addEventListener('focusin', onFocusIn);
  const unbind = bindMapInput(frame, map, { view: () => view, set, pixel: () => pixel });

  return () => {
    unbind();
    resized.disconnect();
    frame.removeEventListener('focusin', onFocusIn);
    world.removeAttribute('transform');
    dots.remove();
    tools.remove();
  };
}
