// The places map under a finger, a mouse and the keys, with the slideshow's gestures (@use-gesture): a drag pans, a
// pinch or ctrl+wheel (a trackpad's pinch) zooms about its centre, a double-click or double-tap zooms in there, and
// zoomed in, the wheel pans. Arrow keys pan, + and - zoom, 0 shows the whole world, and so do the zoom buttons it
// adds; a dot reached by Tab outside the part shown is brought into it. The map's own chunk, loaded by import() on
// the places page only: the map and its dots show and work before it comes.
import { createGesture, dragAction, pinchAction, wheelAction } from '@use-gesture/vanilla';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../lib/map-frame';
import { panBy, zoomAbout } from './map-moves';
import { MAX_ZOOM, WHOLE_WORLD, type MapView } from './map-view';

export interface MapControl {
  view: () => MapView;
  set: (view: MapView) => void;
  /** The frame's units per CSS pixel. */
  pixel: () => number;
  /** The zoom buttons' names. */
  words: { zoomIn: string; zoomOut: string; whole: string };
}

const CENTRE = [MAP_WIDTH / 2, MAP_HEIGHT / 2] as const;

const gesture = createGesture([dragAction, pinchAction, wheelAction]);

/** Two taps this close in time and place are a double-tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** How far an arrow key moves the map: a share of the frame. */
const KEY_PAN = 0.15;
/** Each arrow key's way: the map moves the other way, showing more of the world on the key's side. */
const ARROWS: Partial<Record<string, readonly [number, number]>> = {
  ArrowLeft: [1, 0],
  ArrowRight: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

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

/** Binds the gestures to `map` and the keys to `frame`, and adds the zoom buttons; returns what takes them away. */
export function bindMapInput(frame: HTMLElement, map: SVGSVGElement, control: MapControl): () => void {
  const { view, set, pixel, words } = control;
  const tools = document.createElement('div');
  tools.className = 'places-map-tools';
  tools.append(
    toolButton(words.zoomIn, '+', () => set(zoomAbout(view(), 2, CENTRE))),
    toolButton(words.zoomOut, '−', () => set(zoomAbout(view(), 0.5, CENTRE))),
    toolButton(words.whole, '⤢', () => set(WHOLE_WORLD)),
  );
  frame.append(tools);
  /** A point on screen, in the frame's units. */
  const onMap = (clientX: number, clientY: number): [number, number] => {
    const box = map.getBoundingClientRect();
    return [(clientX - box.left) * pixel(), (clientY - box.top) * pixel()];
  };
  const zoomInAt = (clientX: number, clientY: number) =>
    set(view().k >= MAX_ZOOM ? WHOLE_WORLD : zoomAbout(view(), 2, onMap(clientX, clientY)));

  let moved = false;
  let lastTap = { at: -Infinity, x: 0, y: 0 };
  const recognizer = gesture(
    map,
    {
      onDrag: ({ pinching, cancel, tap, last, delta: [dx, dy], event }) => {
        const pointer = event as PointerEvent;
        // Two fingers zoom and do not also pan; a trackpad's pinch (wheels, ending a moment after the last) stops no
        // mouse's drag.
        if (pinching && pointer.pointerType === 'touch') {
          cancel();
          return;
        }
        if (tap) {
          if (!last || pointer.pointerType === 'mouse') return;
          const double =
            pointer.timeStamp - lastTap.at < DOUBLE_TAP_MS &&
            Math.hypot(pointer.clientX - lastTap.x, pointer.clientY - lastTap.y) < DOUBLE_TAP_PX;
          lastTap = double
            ? { at: -Infinity, x: 0, y: 0 }
            : { at: pointer.timeStamp, x: pointer.clientX, y: pointer.clientY };
          if (double) zoomInAt(pointer.clientX, pointer.clientY);
          return;
        }
        moved = true;
        set(panBy(view(), dx * pixel(), dy * pixel()));
      },
      // Each step zooms by its own change of scale, so one that comes after a button or key moved the view (a
      // trackpad's pinch ends a moment after its last wheel) does not undo them.
      onPinch: ({ first, offset: [scale], origin: [x, y], memo }) => {
        const previous = first ? view().k : (memo as number);
        set(zoomAbout(view(), scale / previous, onMap(x, y)));
        return scale;
      },
      onWheel: ({ event, delta: [dx, dy] }) => {
        if (view().k <= 1 || event.ctrlKey) return; // the whole world: the wheel scrolls the page
        event.preventDefault();
        set(panBy(view(), -dx * pixel(), -dy * pixel()));
      },
    },
    {
      eventOptions: { passive: false },
      drag: { filterTaps: true, pointer: { capture: false } },
      pinch: { from: () => [view().k, 0], scaleBounds: { min: 1, max: MAX_ZOOM }, rubberband: false },
    },
  );

  // A drag that ends on a dot does not also follow it.
  const onPointerDown = () => {
    moved = false;
  };
  const onClick = (event: MouseEvent) => {
    if (!moved) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const onDoubleClick = (event: MouseEvent) => zoomInAt(event.clientX, event.clientY);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.metaKey || event.ctrlKey || event.altKey || event.target instanceof HTMLButtonElement) return;
    const step = ARROWS[event.key];
    if (step) set(panBy(view(), step[0] * KEY_PAN * MAP_WIDTH, step[1] * KEY_PAN * MAP_HEIGHT));
    else if (event.key === '+' || event.key === '=') set(zoomAbout(view(), 2, CENTRE));
    else if (event.key === '-') set(zoomAbout(view(), 0.5, CENTRE));
    else if (event.key === '0') set(WHOLE_WORLD);
    else return;
    event.preventDefault();
  };
  // A dot reached by Tab outside the part shown is brought to the middle.
  const onFocusIn = (event: FocusEvent) => {
    if (!(event.target instanceof SVGElement) || !event.target.closest('.places-map-dot')) return;
    const box = map.getBoundingClientRect();
    const dot = event.target.getBoundingClientRect();
    const [x, y] = [dot.left + dot.width / 2 - box.left, dot.top + dot.height / 2 - box.top];
    if (x < 0 || x > box.width || y < 0 || y > box.height)
      set(panBy(view(), (box.width / 2 - x) * pixel(), (box.height / 2 - y) * pixel()));
  };
  map.addEventListener('pointerdown', onPointerDown, { capture: true });
  map.addEventListener('click', onClick, { capture: true });
  map.addEventListener('dblclick', onDoubleClick);
  frame.addEventListener('keydown', onKeyDown);
  frame.addEventListener('focusin', onFocusIn);
  return () => {
    tools.remove();
    frame.removeEventListener('focusin', onFocusIn);
    recognizer.destroy();
    map.removeEventListener('pointerdown', onPointerDown, { capture: true });
    map.removeEventListener('click', onClick, { capture: true });
    map.removeEventListener('dblclick', onDoubleClick);
    frame.removeEventListener('keydown', onKeyDown);
  };
}
