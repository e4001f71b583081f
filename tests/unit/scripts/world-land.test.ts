// @vitest-environment node
// The places map's projection (scripts/places/map-projection.ts) and the land the build draws with it
// (scripts/places/world-land.ts): one frame, in which the towns the browser places sit on the land drawn.
import { geoNaturalEarth1Raw } from 'd3-geo';
import svgpath from 'svgpath';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { worldLand, worldLandPath } from '../../../scripts/places/world-land';
import { MAP_HEIGHT, MAP_WIDTH } from '../../../src/lib/map-frame';
import { HALF_HEIGHT, HALF_WIDTH, projectOnMap } from '../../../scripts/places/map-projection';

describe('the map’s frame and projection', () => {
  it('holds the whole world edge to edge, in the projection’s own proportions', () => {
    expect(MAP_HEIGHT).toBe(Math.round((MAP_WIDTH * HALF_HEIGHT) / HALF_WIDTH));
    expect(projectOnMap(0, -180)[0]).toBeCloseTo(0, 6);
    expect(projectOnMap(0, 180)[0]).toBeCloseTo(MAP_WIDTH, 6);
    expect(projectOnMap(90, 0)[1]).toBeCloseTo(MAP_HEIGHT / 2 - (MAP_WIDTH / 2) * (HALF_HEIGHT / HALF_WIDTH), 6);
    expect(projectOnMap(0, 0)).toEqual([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
  });

  it('puts north up and east right, as d3-geo’s Natural Earth does', () => {
    const [x, y] = geoNaturalEarth1Raw((-6.19 * Math.PI) / 180, (57.41 * Math.PI) / 180);
    const [px, py] = projectOnMap(57.41, -6.19);
    expect(px).toBeLessThan(MAP_WIDTH / 2);
    expect(py).toBeLessThan(MAP_HEIGHT / 2);
    expect(Math.sign(x)).toBe(-1);
    expect(Math.sign(y)).toBe(1);
  });
});

describe('worldLandPath', () => {
  const path = worldLandPath();
  // Where each point is on the frame: the path writes each as a step from the last.
  const points: [number, number][] = [];
  svgpath(path)
    .abs()
    .iterate((segment) => {
      if (segment[0] === 'M' || segment[0] === 'L') points.push([segment[1], segment[2]]);
    });

  it('draws the land as one path inside the frame, to a tenth of a unit', () => {
    expect(path.startsWith('M')).toBe(true);
    expect(path).toMatch(/^M[\d.]+ [\d.]+l/);
    expect(points.length).toBeGreaterThan(1000);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(-0.1);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH + 0.1);
      expect(y).toBeGreaterThanOrEqual(-0.1);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT + 0.1);
    }
    expect(path).not.toMatch(/\.\d\d/);
  });

  it('draws a coast beside a coastal town, and none in the middle of an ocean', () => {
    const near = ([x, y]: [number, number], reach: number) =>
      points.some(([px, py]) => Math.hypot(px - x, py - y) < reach);
    // Skye is on the coarse outlines' coast: some outline point within a few units of Portree.
    expect(near(projectOnMap(57.41, -6.19), 6)).toBe(true);
    // The middle of the South Atlantic is far from every outline.
    expect(near(projectOnMap(-30, -15), 30)).toBe(false);
  });
});

describe('worldLand, the plugin', () => {
  type Hook = (...args: unknown[]) => unknown;
  const call = (plugin: Plugin, hook: keyof Plugin, context: object, ...args: unknown[]) =>
    (plugin[hook] as Hook).call(context, ...args);

  it('names the land’s file by its bytes under the site’s base, and writes that file into the build', () => {
    const plugin = worldLand();
    call(plugin, 'configResolved', {}, { base: '/gallery/' });
    const id = call(plugin, 'resolveId', {}, 'virtual:world-land');
    const url = /"([^"]+)"/.exec(String(call(plugin, 'load', {}, id)))?.[1] ?? '';
    expect(url).toMatch(/^\/gallery\/assets\/world-land-[0-9a-f]{8}\.svg$/);
    const emitted: { fileName: string; source: string }[] = [];
    call(plugin, 'generateBundle', { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    expect(emitted.map((file) => `/gallery/${file.fileName}`)).toEqual([url]);
    expect(emitted[0]?.source).toContain(`<path fill="#e4dfd6" d="${worldLandPath()}"/>`);
    // The browser's bundle carries the land's file name, not its outline.
    expect(String(call(plugin, 'load', {}, id))).toContain('export const landMarkup = null;');
  });

  it('gives the page renderer the land’s own path, to draw in the places page', () => {
    const plugin = worldLand({ inline: true });
    call(plugin, 'configResolved', {}, { base: '/' });
    const id = call(plugin, 'resolveId', {}, 'virtual:world-land');
    const markup = /export const landMarkup = (".*");/.exec(String(call(plugin, 'load', {}, id)))?.[1] ?? 'null';
    expect(JSON.parse(markup)).toBe(`<path class="places-map-land" fill="#e4dfd6" d="${worldLandPath()}"></path>`);
  });
});
