// Pages of photos sharing a tag, a camera, a lens or a year: values matched without regard to case or accents,
// addresses in the value's own script, listed photos only, and a label every order of the photos agrees on.
import { describe, expect, it } from 'vitest';
import {
  allCollections,
  byLabel,
  collectionOf,
  collectionsOf,
  matchKey,
  photosOn,
  slugOf,
  withCollectionAt,
} from '../../../src/lib/collections';
import { photoContext } from '../../../src/lib/photo-context';
import { paths } from '../../../src/lib/paths';
import type { Photo } from '../../../src/lib/photos';
import type { NavItem } from '../../../src/lib/site';

const photo = (id: string, values: Partial<Photo> = {}): Photo => ({
  id,
  title: id,
  alt: id,
  width: 3,
  height: 2,
  album: null,
  hash: '00000000',
  ...values,
});

const photos = [
  photo('portree', { tags: ['Lighthouse', 'Île de Ré'], camera: 'Olympus E-M5', year: 2019 }),
  photo('beam', { tags: ['lighthouse'], camera: 'Olympus E-M5', lens: 'M.Zuiko 12-40mm F2.8', year: 2021 }),
  photo('dune', { tags: ['ILE DE RE', '灯台'], camera: 'Nikon D50', year: 2019 }),
  photo('secret', { tags: ['Lighthouse'], camera: 'Nikon D50', album: 'family', unlisted: true }),
];

describe('matching values', () => {
  it('matches without regard to case or accents, and makes addresses in the value’s own script', () => {
    expect(matchKey('Île de Ré')).toBe(matchKey('ILE DE RE'));
    // Case folded as Unicode's caseless matching does: ß is ss, and a word's final sigma is the same letter.
    expect(matchKey('Straße')).toBe('strasse');
    expect(matchKey('STRASSE')).toBe(matchKey('Straße'));
    expect(matchKey('ΟΔΟΣ')).toBe(matchKey('οδός'));
    // Letters that only their compatibility form puts in a case: styled text, as some titles are written.
    expect(matchKey('𝐋𝐢𝐠𝐡𝐭𝐡𝐨𝐮𝐬𝐞')).toBe('lighthouse');
    expect(matchKey('ℌarbour')).toBe('harbour');
    expect(slugOf('Straße')).toBe('strasse');
    expect(slugOf('Île de Ré')).toBe('ile-de-re');
    expect(slugOf('M.Zuiko 12-40mm F2.8')).toBe('m-zuiko-12-40mm-f2-8');
    expect(slugOf('灯台')).toBe('灯台');
    expect(slugOf('  ?! ')).toBe('3f-21');
    expect(slugOf('?')).not.toBe(slugOf('!'));
    expect(paths.collection('tags', '灯台')).toBe('/tags/%E7%81%AF%E5%8F%B0');
    expect(paths.collectionAt('/tags/%E7%81%AF%E5%8F%B0')).toEqual({ kind: 'tags', slug: '灯台' });
    expect(paths.collectionAt('/albums/x')).toBeNull();
    expect(paths.collectionAt('/tags/%E7%81')).toBeNull(); // a broken escape names no page
  });

  it('keeps the marks that make another letter, and takes off only those that accent one', () => {
    // Glass and crow: the voicing mark is the whole difference, and a cup keeps its own address.
    expect(matchKey('ガラス')).not.toBe(matchKey('カラス'));
    expect(slugOf('カップ')).toBe('カップ');
    expect(slugOf('ｶｯﾌﾟ')).toBe('カップ'); // half-width kana, as some cameras write them
    expect(slugOf('नमस्ते')).toBe('नमस्ते');
    expect(slugOf('서울 타워')).toBe('서울-타워');
    // Accents and vowel points come off: a visitor types them or not.
    expect(matchKey('Crème Brûlée')).toBe('creme brulee');
    expect(matchKey('Ёлка')).toBe(matchKey('Елка'));
    expect(matchKey('שָׁלוֹם')).toBe('שלום');
    expect(matchKey('كَتَبَ')).toBe('كتب');
  });

  it('gives each picture-only tag its own address', () => {
    expect(slugOf('🌅')).toBe('🌅');
    expect(slugOf('🐝')).toBe('🐝');
    expect(slugOf('🌅 Sunset')).toBe('🌅-sunset');
    const tags = collectionsOf([photo('a', { tags: ['🌅'] }), photo('b', { tags: ['🐝'] })], 'tags');
    expect(tags.map((tag) => [tag.slug, tag.label])).toEqual([
      ['🌅', '🌅'],
      ['🐝', '🐝'],
    ]);
  });

  it('orders labels the site’s language counts as one the same way whatever order the photos come in', () => {
    const some = [photo('a', { tags: ['Straße'] }), photo('b', { tags: ['Strasse'] }), photo('c', { tags: ['007'] })];
    const more = [photo('c', { tags: ['7'] }), ...some];
    const order = (given: Photo[]) =>
      collectionsOf(given, 'tags')
        .sort(byLabel('de'))
        .map((tag) => tag.slug);
    expect(order(some)).toEqual(order(some.toReversed()));
    expect(order(more)).toEqual(order(more.toReversed()));
    // Straße and Strasse are one tag; 007 and 7 two, whose labels the collator counts as one.
    expect(order(more)).toEqual(['007', '7', 'strasse']);
  });
});

describe('collections', () => {
  it('gathers each tag’s listed photos once, named as most of them write it', () => {
    const tags = collectionsOf(photos, 'tags');
    expect(tags.map((tag) => [tag.slug, tag.label, tag.photos.map((each) => each.id)])).toEqual([
      ['lighthouse', 'Lighthouse', ['portree', 'beam']],
      ['ile-de-re', 'ILE DE RE', ['portree', 'dune']],
      ['灯台', '灯台', ['dune']],
    ]);
  });

  it('names a page the same whatever the order of its photos (the app’s is shuffled)', () => {
    const label = (order: Photo[]) => collectionOf(order, 'tags', 'ile-de-re')?.label;
    expect(label(photos)).toBe(label([...photos].reverse()));
  });

  it('makes a page of each camera, lens and year, and none of a value only an unlisted photo has', () => {
    expect(allCollections(photos).map((each) => `${each.kind}/${each.slug}`)).toEqual([
      'tags/lighthouse',
      'tags/ile-de-re',
      'tags/灯台',
      'cameras/olympus-e-m5',
      'cameras/nikon-d50',
      'lenses/m-zuiko-12-40mm-f2-8',
      'years/2019',
      'years/2021',
    ]);
    expect(collectionOf(photos, 'cameras', 'nikon-d50')?.photos.map((each) => each.id)).toEqual(['dune']);
    expect(collectionOf(photos, 'years', '2020')).toBeNull();
  });

  it('flips a photo opened from a collection’s page within that page, as from an album', () => {
    const nav: NavItem[] = [{ label: 'Gallery', path: '/' }];
    const from = paths.collection('years', '2019');
    const pages = withCollectionAt(nav, from, photos);
    const context = photoContext('dune', from, pages, photos, 'Gallery');
    expect(context?.page.label).toBe('2019');
    expect(context?.photos.map((each) => each.id)).toEqual(['portree', 'dune']);
    expect(context?.index).toBe(1);
    expect(photosOn(context?.page ?? { label: '', path: '' }, photos)).toEqual(context?.photos);
    // Not a collection's address, or one no listed photo makes: the pages as they were.
    expect(withCollectionAt(nav, '/tags/nothing', photos)).toBe(nav);
    expect(withCollectionAt(nav, undefined, photos)).toBe(nav);
  });
});
