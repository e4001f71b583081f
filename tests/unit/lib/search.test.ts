// @vitest-environment node
// Search as a visitor types it, over the index the build writes (lib/search.ts's documents and options): prefixes,
// one typo, words in any order, without regard to case or accents, by any field, every word required, and the
// listed photos only; and the photo meant still first among 2,000.
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import type { Photo } from '../../../src/lib/photos';
import { SEARCH_OPTIONS, searchDocuments, searchQuery, type SearchDocument } from '../../../src/lib/search';

const photo = (id: string, title: string, extra: Partial<Photo> = {}): Photo => ({
  id,
  title,
  alt: '',
  width: 3000,
  height: 2000,
  album: null,
  hash: '0123abcd',
  ...extra,
});

const ALBUMS: Record<string, string> = { road: 'On the road', family: 'Family', city: 'City walks' };

const PHOTOS: Photo[] = [
  photo('neist-point', 'Neist Point lighthouse', {
    alt: 'A white lighthouse on a cliff above a grey sea',
    caption: 'The last light of the day over the Isle of Skye, from the cliffs at Waterstein Head.',
    tags: ['Lighthouse', 'Sea', 'Scotland'],
    camera: 'Nikon D50',
    lens: 'Nikon AF-S DX 18-55mm',
    year: 2019,
    album: 'road',
  }),
  photo('maintenon', 'Château de Maintenon', {
    alt: 'A brick château mirrored in its moat',
    tags: ['Castle', 'France', 'Garden'],
    camera: 'Olympus E-M5',
    year: 2021,
  }),
  photo('keeper', 'The lighthouse keeper’s cottage', {
    alt: 'A small cottage beside a lighthouse',
    tags: ['Lighthouse', 'Family'],
    camera: 'Nikon D50',
    year: 2019,
    album: 'family',
    unlisted: true,
  }),
  photo('storr', 'Old Man of Storr', { caption: 'A misty walk on Skye.', tags: ['Scotland', 'Hills'], year: 2019 }),
  photo('harbour', 'Harbour at dawn', { tags: ['Sea', 'Boats'], camera: 'Olympus E-M5', year: 2018 }),
  photo('espresso', 'Espresso at the corner café', { tags: ['Coffee'], camera: 'Fujifilm X100V', year: 2022 }),
  photo('running', 'Running in the rain', { tags: ['Sport', 'Rain'], camera: 'Fujifilm X100V', album: 'city' }),
  photo('tokyo', 'Tokyo tower at night', { tags: ['Japan', 'Night'], camera: 'Sony A7 III', year: 2017 }),
  photo('lyon', 'Market in Lyon', { tags: ['France', 'Food'], camera: 'Olympus E-M5', album: 'city', year: 2021 }),
  photo('thames', 'Fog over the Thames', { tags: ['London', 'River'], camera: 'Sony A7 III', year: 2016 }),
  photo('tram', 'Lisbon tram 28', { tags: ['Portugal', 'City'], camera: 'Fujifilm X100V', album: 'city' }),
  photo('alps', 'Snow on the Alps', { tags: ['Mountains', 'Winter'], camera: 'Canon EOS R5', year: 2020 }),
  photo('ferret', 'Sunset at Cap Ferret', { tags: ['France', 'Sea', 'Beach'], camera: 'Canon EOS R5' }),
  photo('amsterdam', 'Reflections in Amsterdam', { tags: ['Canal', 'City'], year: 2015, album: 'city' }),
  photo('essaouira', 'Fishing boats, Essaouira', { tags: ['Morocco', 'Boats', 'Sea'], album: 'road' }),
  photo('utah', 'Desert highway in Utah', { tags: ['Desert', 'USA'], camera: 'Canon EOS R5', album: 'road' }),
  photo('kyoto', 'Cherry blossom in Kyoto', { tags: ['Japan', 'Spring'], lens: 'Sony FE 24-70mm F2.8 GM' }),
  photo('allee', 'Karl-Marx-Allee', { tags: ['Berlin', 'Straße'], year: 2014 }),
  photo('ploumanach', 'Pink granite at Ploumanac’h', { tags: ['France', 'Sea', 'Rocks'], year: 2023 }),
  photo('vienna', 'Ferris wheel in Vienna', { tags: ['Austria', 'Night'], camera: 'Sony A7 III' }),
  photo('douro', 'Bridge over the Douro', { tags: ['Portugal', 'River', 'Bridge'], year: 2019 }),
];

function indexOf(photos: readonly Photo[], albums: Record<string, string> = ALBUMS): MiniSearch<SearchDocument> {
  const index = new MiniSearch(SEARCH_OPTIONS);
  index.addAll(searchDocuments(photos, (folder) => albums[folder]));
  // As the worker has it: the build's JSON, loaded.
  return MiniSearch.loadJSON(JSON.stringify(index), SEARCH_OPTIONS);
}

const index = indexOf(PHOTOS);
/** As the worker asks it. */
const search = (query: string) => index.search(searchQuery(query));
const ids = (query: string) => search(query).map((hit) => String(hit.id));

describe('search over the listed photos', () => {
  it('finds a photo by the start of a word', () => {
    expect(ids('lightho')[0]).toBe('neist-point');
    expect(ids('maint')).toEqual(['maintenon']);
  });

  it('forgives one typo', () => {
    expect(ids('ligthouse')[0]).toBe('neist-point');
    expect(ids('maitenon')).toEqual(['maintenon']);
  });

  it('forgives two neighbouring letters swapped, as one typo, and while the word is still being typed', () => {
    expect(ids('lighthuose')[0]).toBe('neist-point');
    expect(ids('maintneon')).toEqual(['maintenon']);
    expect(ids('ligth')[0]).toBe('neist-point');
    expect(ids('skye lihgthouse')).toEqual(['neist-point']);
    // A short word or one with a digit is looked up as typed: `esa` is not `sea`, a D05 is not a D50.
    expect(ids('esa')).toEqual([]);
    expect(ids('d05')).toEqual([]);
  });

  it('finds nothing for a query of no words', () => {
    expect(ids('&& …')).toEqual([]);
  });

  it('takes the words in any order', () => {
    expect(ids('skye neist')).toEqual(['neist-point']);
    expect(ids('neist skye')).toEqual(['neist-point']);
  });

  it('ignores accents and case, in the query and in the photo’s words', () => {
    for (const query of ['chateau', 'CHÂTEAU', 'Château', 'château de maintenon']) {
      expect(ids(query), query).toEqual(['maintenon']);
    }
    expect(ids('cafe')).toEqual(['espresso']);
    // Case folded fully: ß is ss, as its capital STRASSE writes it.
    for (const query of ['strasse', 'STRASSE', 'straße', 'stras']) expect(ids(query), query).toEqual(['allee']);
    expect(ids('ploumanac h')).toEqual(['ploumanach']);
  });

  it('finds photos by camera, lens, year and album title', () => {
    expect(ids('nikon d50')).toEqual(['neist-point']);
    expect(ids('X100V').toSorted()).toEqual(['espresso', 'running', 'tram']);
    expect(ids('24-70mm')).toEqual(['kyoto']);
    expect(ids('2019').toSorted()).toEqual(['douro', 'neist-point', 'storr']);
    expect(ids('road').toSorted()).toEqual(['essaouira', 'neist-point', 'utah']);
  });

  it('finds only photos that have every word of the query', () => {
    expect(ids('tokyo lisbon')).toEqual([]);
    expect(ids('sea castle')).toEqual([]);
    expect(ids('sea france').toSorted()).toEqual(['ferret', 'ploumanach']);
  });

  it('never finds a photo of an unlisted album, whatever the query', () => {
    expect(searchDocuments(PHOTOS, (folder) => ALBUMS[folder]).map((document) => document.id)).not.toContain('keeper');
    expect(index.has('keeper')).toBe(false);
    for (const query of ['cottage', 'keeper', 'family', 'lighthouse'])
      expect(ids(query), query).not.toContain('keeper');
  });

  it('names the words of the photo that matched, as the index keeps them, not the query’s', () => {
    const [hit] = search('ligthouse CHÂT');
    expect(hit).toBeUndefined();
    const [neist] = search('ligthouse sky');
    expect(neist?.id).toBe('neist-point');
    expect(neist?.terms.toSorted()).toEqual(['lighthouse', 'skye']);
    const [castle] = search('CHÂTEAU maitenon');
    expect(castle?.terms.toSorted()).toEqual(['chateau', 'maintenon']);
  });
});

/** A pseudo-random source that every run repeats (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` photos of made-up words (titles of 2–4, three tags of some 300), one with a caption in five. */
function syntheticPhotos(count: number): Photo[] {
  const random = seeded(32);
  const syllables = ['ka', 'lo', 'mer', 'sta', 'vin', 'do', 'rel', 'tha', 'gor', 'pi', 'sun', 'bre', 'ol', 'nas'];
  const word = () =>
    Array.from({ length: 2 + Math.floor(random() * 2) }, () => syllables[Math.floor(random() * syllables.length)]).join(
      '',
    );
  const vocabulary = Array.from({ length: 300 }, word);
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)] ?? '';
  const words = (n: number) => Array.from({ length: n }, pick).join(' ');
  return Array.from({ length: count }, (_, i) =>
    photo(`photo-${i}`, words(2 + Math.floor(random() * 3)), {
      tags: [pick(), pick(), i % 100 === 0 ? 'Lighthouse' : pick()],
      ...(i % 5 === 0 && { caption: words(15) }),
      year: 2000 + (i % 25),
    }),
  );
}

describe('search over 2,000 photos', () => {
  const large = indexOf([...syntheticPhotos(1999), ...PHOTOS.slice(0, 1)]);

  it.each(['lightho', 'ligthouse', 'neist lighthouse', 'neost lighthouse'])(
    'finds the photo meant first for %s',
    (query) => {
      const hits = large.search(query);
      expect(hits[0]?.id).toBe('neist-point');
    },
  );

  it('still finds the other photos that have the word after it', () => {
    expect(large.search('lighthouse')).toHaveLength(21);
  });
});
