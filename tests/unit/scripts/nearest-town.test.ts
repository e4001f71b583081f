// @vitest-environment node
// nearestTown against the real GeoNames list: a town centre, a village far from any town, the open sea, both sides of
// the antimeridian, the poles, and positions that are no position. Each expected town was read off the list. The
// towns' index is kept in a file between builds, and read back the same.
import { around, distance } from 'geokdbush';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTownIndex, nearestTown, TOWN_REACH_KM } from '../../../scripts/places/nearest-town';

describe('nearestTown', () => {
  // The first call loads and indexes the whole list, once for this file; every later call shares it.
  beforeAll(() => {
    nearestTown(0, 0);
  }, 30_000);

  it("places a photo in a town's centre at that town, with the town's own coordinates", () => {
    const town = nearestTown(57.4125, -6.1942); // Portree, Isle of Skye
    expect(town).toMatchObject({ name: 'Portree', country: 'GB' });
    expect(town?.population).toBeGreaterThanOrEqual(1000);
    // The town's centre as the list has it, not the photo's position.
    expect(town?.latitude).toBeCloseTo(57.4129, 4);
    expect(town?.longitude).toBeCloseTo(-6.1942, 4);
    expect(town?.latitude).not.toBe(57.4125);
  });

  it('places a photo about 30 km from any town at the nearest one, within the reach', () => {
    const [latitude, longitude] = [57.765, -5.6]; // Poolewe, Wester Ross: a village of fewer than 1,000
    const town = nearestTown(latitude, longitude);
    expect(town).toMatchObject({ name: 'Ullapool', country: 'GB' });
    if (!town) return;
    const km = distance(longitude, latitude, town.longitude, town.latitude);
    expect(km).toBeGreaterThanOrEqual(25);
    expect(km).toBeLessThanOrEqual(35);
    expect(km).toBeLessThan(TOWN_REACH_KM);
  });

  it('places no photo taken at sea', () => {
    expect(nearestTown(35, -40)).toBeUndefined(); // mid-Atlantic, far from the Azores
  });

  it('finds the nearest town across the antimeridian, from either side', () => {
    // Just west of the line in Chukotka; Egvekinot lies east of it, at a longitude near -179.
    const east = nearestTown(66.32, 179.99);
    expect(east).toMatchObject({ name: 'Egvekinot', country: 'RU' });
    expect(east?.longitude).toBeLessThan(-179);
    // Just east of the line; Beringovskiy lies west of it, at a longitude above 179.
    const west = nearestTown(63.06, -179.99);
    expect(west).toMatchObject({ name: 'Beringovskiy', country: 'RU' });
    expect(west?.longitude).toBeGreaterThan(179);
  });

  it('places no photo at either pole, where every town is far beyond the reach', () => {
    expect(nearestTown(90, 0)).toBeUndefined();
    expect(nearestTown(-90, 0)).toBeUndefined();
    expect(nearestTown(90, 180)).toBeUndefined();
  });

  it('takes the edges of the ranges as positions', () => {
    expect(() => nearestTown(-90, -180)).not.toThrow();
    expect(() => nearestTown(90, 180)).not.toThrow();
  });

  it('throws a RangeError for a position outside the globe or not a number', () => {
    for (const [latitude, longitude] of [
      [90.0001, 0],
      [-91, 0],
      [0, 180.5],
      [0, -181],
      [Number.NaN, 0],
      [0, Number.NaN],
      [Number.POSITIVE_INFINITY, 0],
      [0, Number.NEGATIVE_INFINITY],
    ] as const) {
      expect(() => nearestTown(latitude, longitude)).toThrow(RangeError);
    }
  });

  it("hands out a copy, so a caller's change cannot reach the shared list", () => {
    const town = nearestTown(57.4125, -6.1942);
    if (town) town.name = 'Changed';
    expect(nearestTown(57.4125, -6.1942)?.name).toBe('Portree');
  });
});

describe('loadTownIndex', () => {
  let folder = '';
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'towns-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps the towns it drew in a file, and a later build reads the same towns back from it', () => {
    const drawn = loadTownIndex(folder);
    const [file, ...others] = readdirSync(folder);
    expect(file).toMatch(/^towns-[0-9a-f]{12}\.bin$/);
    expect(others).toEqual([]);
    const kept = loadTownIndex(folder);
    expect(kept.names).toEqual(drawn.names);
    expect(kept.countries).toBe(drawn.countries);
    expect([...kept.centres]).toEqual([...drawn.centres]);
    expect([...kept.populations]).toEqual([...drawn.populations]);
    // The index read back finds what the one drawn finds.
    for (const [longitude, latitude] of [
      [-6.19, 57.41],
      [179.9, 66.3],
      [2.35, 48.85],
    ] as const)
      expect(around(kept.index, longitude, latitude, 3, TOWN_REACH_KM)).toEqual(
        around(drawn.index, longitude, latitude, 3, TOWN_REACH_KM),
      );
  }, 30_000);

  it('draws the towns again over a damaged file, and mends it', () => {
    const [name = ''] = readdirSync(folder);
    writeFileSync(join(folder, name), 'not an index');
    const towns = loadTownIndex(folder);
    expect(towns.names.length).toBeGreaterThan(100_000);
    expect(loadTownIndex(folder).names).toEqual(towns.names);
  }, 30_000);
});
