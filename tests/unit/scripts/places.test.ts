// @vitest-environment node
// Places at build time: portfolio.yaml's `places:` (the site's, an album's) and a photo's `place:`, the GPS position
// read from a photo's own EXIF, and the place the catalogue publishes for it: the nearest town and its country in the
// site's language, the country alone, the owner's words or nothing, and never the position itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite, scanSite } from '../../../scripts/catalogue/site-scan';
import { readPhotoMetadata } from '../../../scripts/photos/metadata';
import { countryNames, placeOf } from '../../../scripts/places/places';
import { formatPlaces } from '../../../scripts/portfolio/summary';
import { parsePortfolio } from '../../../scripts/portfolio-yaml/config';
import { placeLabel } from '../../../src/lib/places';
import { photoAt, POSITIONS } from '../../fixtures/photos/positions';
import { projectOnMap } from '../../../scripts/places/map-projection';

const SITE = 'site:\n  owner: Jo Lens\n  nav:\n    - label: Gallery\n      path: /\n';
const ENGLISH = countryNames('en');
/** Portree, with where its own centre sits on the places map (a tenth of its unit is what ships). */
const PORTREE = {
  name: 'Portree',
  country: 'United Kingdom',
  onMap: projectOnMap(57.41288, -6.19418).map((value): unknown => expect.closeTo(value, 0)),
};

describe('portfolio.yaml: places', () => {
  it('publishes no place unless the owner says so', () => {
    expect(parsePortfolio(SITE).config?.places).toBe('off');
  });

  it('reads the site’s and an album’s precision, and a photo’s own words or `off`', () => {
    const text =
      `${SITE}  places: town\nalbums:\n  - folder: home\n    places: off\n  - folder: trips\n    places: country\n` +
      'photos:\n  - file: garden.jpg\n    place: off\n  - file: quay.jpg\n    place: Portree harbour\n';
    const { config, problems } = parsePortfolio(text);
    expect(problems).toEqual([]);
    expect(config?.places).toBe('town');
    expect(config?.albums.map((album) => album.places)).toEqual(['off', 'country']);
    expect(config?.photos.map((photo) => photo.place)).toEqual([false, 'Portree harbour']);
  });

  it('takes `places: false` as off, and reports any other word with its line and the fix', () => {
    expect(parsePortfolio(`${SITE}  places: false\n`).config?.places).toBe('off');
    const { config, problems } = parsePortfolio(`${SITE}  places: street\n`);
    expect(config?.places).toBe('off');
    expect(problems).toEqual([
      {
        file: 'portfolio.yaml',
        line: 6,
        message: '`places` under `site:` should be town, country or off, not `street`',
        fix: 'Write `places: town` for the nearest town and its country, `places: country` for the country alone, or `places: off` for none',
      },
    ]);
  });
});

describe('readPhotoMetadata: where a photo was taken', () => {
  it('reads its EXIF GPS in degrees, south and west below zero', async () => {
    const { position } = await readPhotoMetadata(await photoAt({ latitude: -33.8568, longitude: -70.6483 }));
    expect(position?.latitude).toBeCloseTo(-33.8568, 6);
    expect(position?.longitude).toBeCloseTo(-70.6483, 6);
  });

  it('reads none at 0° 0°, where a phone without a fix writes its zeros', async () => {
    expect((await readPhotoMetadata(await photoAt({ latitude: 0, longitude: 0 }))).position).toBeUndefined();
  });
});

describe('placeOf', () => {
  it('gives a town’s own name and centre with its country, and the country alone at `country`', () => {
    expect(placeOf(POSITIONS.townCentre, 'town', undefined, ENGLISH)).toEqual(PORTREE);
    expect(placeOf(POSITIONS.townCentre, 'country', undefined, ENGLISH)).toEqual({ country: 'United Kingdom' });
    expect(placeOf(POSITIONS.thirtyKm, 'town', undefined, ENGLISH)).toMatchObject({ name: 'Ullapool' });
    expect(placeOf(POSITIONS.antimeridian, 'town', undefined, ENGLISH)).toMatchObject({
      name: 'Egvekinot',
      country: 'Russia',
    });
  });

  it('names the country in the site’s language, and the town as the town does', () => {
    expect(placeOf(POSITIONS.townCentre, 'town', undefined, countryNames('de'))).toMatchObject({
      name: 'Portree',
      country: 'Vereinigtes Königreich',
    });
    expect(placeOf(POSITIONS.townCentre, 'country', undefined, countryNames('ar'))).toEqual({
      country: 'المملكة المتحدة',
    });
  });

  it('gives none at sea, at a pole, without a position, or with places off', () => {
    expect(placeOf(POSITIONS.atSea, 'town', undefined, ENGLISH)).toBeUndefined();
    expect(placeOf(POSITIONS.pole, 'country', undefined, ENGLISH)).toBeUndefined();
    expect(placeOf(undefined, 'town', undefined, ENGLISH)).toBeUndefined();
    expect(placeOf(POSITIONS.townCentre, 'off', undefined, ENGLISH)).toBeUndefined();
  });

  it('takes the owner’s words over any precision, and their `off` over a position', () => {
    expect(placeOf(POSITIONS.townCentre, 'off', 'Portree harbour', ENGLISH)).toEqual({ name: 'Portree harbour' });
    expect(placeOf(undefined, 'town', 'Grandmother’s garden', ENGLISH)).toEqual({ name: 'Grandmother’s garden' });
    expect(placeOf(POSITIONS.townCentre, 'town', false, ENGLISH)).toBeUndefined();
  });

  it('reads as one line in the site’s words', () => {
    expect(placeLabel({ name: 'Portree', country: 'United Kingdom' }, '{place}, {country}')).toBe(
      'Portree, United Kingdom',
    );
    expect(placeLabel({ name: 'ポートリー', country: 'イギリス' }, '{place}（{country}）')).toBe(
      'ポートリー（イギリス）',
    );
    expect(placeLabel({ country: 'Russia' }, '{place}, {country}')).toBe('Russia');
    expect(placeLabel({ name: 'Portree harbour' }, '{place}, {country}')).toBe('Portree harbour');
  });
});

describe('the catalogue’s places', () => {
  let dir = '';
  let photos = '';
  let configFile = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'places-'));
    photos = join(dir, 'photos');
    configFile = join(dir, 'portfolio.yaml');
    for (const [path, position] of [
      ['quay.jpg', POSITIONS.townCentre],
      ['garden.jpg', POSITIONS.townCentre],
      ['home/kitchen.jpg', POSITIONS.townCentre],
      ['trips/tundra.jpg', POSITIONS.antimeridian],
      ['trips/ferry.jpg', POSITIONS.atSea],
    ] as const) {
      mkdirSync(join(photos, path, '..'), { recursive: true });
      writeFileSync(join(photos, path), await photoAt(position));
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function placesWith(yaml: string) {
    writeFileSync(configFile, yaml);
    const options = { photosDir: photos, configFile, cacheDir: join(dir, 'cache'), concurrency: 2 };
    const catalogue = await checkSite(await scanSite(options), options);
    return { catalogue, byId: Object.fromEntries(catalogue.photos.map((photo) => [photo.id, photo.place])) };
  }

  it('publishes each photo’s place at its album’s or the site’s precision, and never its position', async () => {
    const { catalogue, byId } = await placesWith(
      `${SITE}  places: town\nalbums:\n  - folder: home\n    places: off\n  - folder: trips\n    places: country\n` +
        'photos:\n  - file: garden.jpg\n    place: off\n',
    );
    expect(byId).toEqual({
      quay: PORTREE,
      garden: undefined,
      kitchen: undefined,
      tundra: { country: 'Russia' },
      ferry: undefined,
    });
    for (const photo of catalogue.photos) expect(photo).not.toHaveProperty('position');
    expect(JSON.stringify(catalogue)).not.toContain('57.4125');
  });

  it('publishes none by default', async () => {
    const { byId } = await placesWith(SITE);
    expect(Object.values(byId).filter(Boolean)).toEqual([]);
  });
});

describe('formatPlaces, for `npm run photos`', () => {
  const photos = [
    { file: 'quay.jpg', position: POSITIONS.townCentre },
    { file: 'garden.jpg', position: POSITIONS.townCentre },
    { file: 'trips/ferry.jpg', position: POSITIONS.atSea },
    { file: 'scan.jpg' },
  ];

  it('lists each photo’s place as it will be published, and counts those with no GPS', () => {
    const text = `${SITE}  places: town\nphotos:\n  - file: garden.jpg\n    place: off\n`;
    expect(formatPlaces(text, photos)).toEqual([
      "Places, as the site will publish them (1 of 4 photos have no GPS position; `place: off` in a photo's entry publishes none for it):",
      '  quay.jpg: Portree, United Kingdom',
      'No town within 50 km, so no place: trips/ferry.jpg',
    ]);
  });

  it('says none are published with places off, and nothing when no photo could have one', () => {
    expect(formatPlaces(SITE, photos)).toEqual([
      "Places: none published (1 of 4 photos have no GPS position); `places: town` under `site:` publishes each photo's nearest town, never where it was taken",
    ]);
    expect(formatPlaces(SITE, [{ file: 'scan.jpg' }])).toEqual([]);
  });
});
