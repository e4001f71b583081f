// The places page's map: the world's land in the page's markup (a file the build drew, shown as the page arrives,
// scripts or not), and its dots, gestures and tools from the map's own chunk (map/draw-map.ts, plain DOM), loaded on
// this page only.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import landUrl from 'virtual:world-land';
import { MAP_HEIGHT, MAP_WIDTH } from '../../lib/map-frame';
import { placeLabel, type PlaceEntry } from '../../lib/places';
import { USER_TIMING } from '../../lib/user-timing';
import { paths } from '../../lib/paths';
import { SITE } from '../../lib/portfolio';
import { formatNumber } from '../../lib/words';
import { preloadChunks } from '../lazy-chunks';
import { measureToPaint } from '../paint-timing';
import { say } from '../words';
import type { PlaceOnMap } from './map/draw-map';

/** The towns of the places page's list that have a centre to put on the map, each named with its country. */
export function townsOnMap(places: readonly PlaceEntry[]): PlaceOnMap[] {
  return places.flatMap(({ towns }) =>
    towns.flatMap(({ slug, photos }) => {
      const place = photos[0]?.place;
      if (place?.latitude === undefined || place.longitude === undefined) return [];
      const { latitude, longitude } = place;
      const label = placeLabel(place, SITE.words['place-in']);
      return [{ href: paths.collection('places', slug), label, count: photos.length, latitude, longitude }];
    }),
  );
}

export function PlacesMap({ towns }: { towns: readonly PlaceOnMap[] }) {
  const frame = useRef<HTMLDivElement>(null);
  const world = useRef<SVGSVGElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const host = frame.current;
    const map = world.current;
    if (!host || !map) return;
    const asked = performance.now();
    let gone = false;
    let undraw: (() => void) | undefined;
    // Reached from another page, the map's chunk and the gestures it imports come together (the page's own markup
    // preloads them when it is the first).
    preloadChunks('placesMap');
    import('./map/draw-map').then(
      ({ drawMap }) => {
        if (gone) return;
        undraw = drawMap(
          host,
          map,
          towns,
          {
            town: ({ label, count }) => say('map-place', { place: label, photos: say('photo-count', { count }) }),
            cluster: ({ towns: near, count }) =>
              say('map-cluster', { places: near.length, photos: say('photo-count', { count }) }),
            zoomIn: say('zoom-in'),
            zoomOut: say('zoom-out'),
            whole: say('map-whole'),
            count: (count) => formatNumber(count, SITE.language.locale),
          },
          (href) => void navigate(href),
        );
        measureToPaint(USER_TIMING.placesMap, asked, { towns: towns.length });
      },
      // The list beside it names every place: without its code the frame stays the world's empty shape.
      () => undefined,
    );
    return () => {
      gone = true;
      undraw?.();
    };
  }, [towns, navigate]);

  return (
    <div ref={frame} className="places-map" role="region" aria-label={say('places-map')}>
      <svg ref={world} className="places-map-svg" viewBox={`0 0 ${String(MAP_WIDTH)} ${String(MAP_HEIGHT)}`}>
        <g className="places-map-world">
          <image className="places-map-land" href={landUrl} width={MAP_WIDTH} height={MAP_HEIGHT} />
        </g>
      </svg>
    </div>
  );
}
