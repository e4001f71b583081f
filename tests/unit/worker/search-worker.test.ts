// @vitest-environment node
// The search worker's logic over a stubbed fetch: the index fetched once per address and kept, each query's hits with
// the words they matched, nothing for a blank query, and a failed fetch tried again by the next query.
import type { Remote } from 'comlink';
import MiniSearch from 'minisearch';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Photo } from '../../../src/lib/photos';
import { SEARCH_OPTIONS, searchDocuments, type SearchHit } from '../../../src/lib/search';
import { searchPhotos } from '../../../src/worker/search.client';
import type { SearchWorkerApi } from '../../../src/worker/search.contract';
import { createSearcher } from '../../../src/worker/search-index';

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

const INDEX = JSON.stringify(
  (() => {
    const index = new MiniSearch(SEARCH_OPTIONS);
    index.addAll(
      searchDocuments(
        [
          photo('neist', 'Neist Point lighthouse', { tags: ['Sea', 'Scotland'] }),
          photo('harbour', 'Harbour at dawn', { tags: ['Sea'], album: 'road' }),
        ],
        (folder) => (folder === 'road' ? 'On the road' : undefined),
      ),
    );
    return index;
  })(),
);

const URL_A = '/assets/search-index.aaaaaaaa.json';
const URL_B = '/assets/search-index.bbbbbbbb.json';

/** A server that answers every request with the index, and counts the requests per address. */
function serveIndex() {
  const fetch = vi.fn<(url: string) => Promise<Response>>(() => Promise.resolve(new Response(INDEX)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the search worker', () => {
  it('returns the matching photos best first, each with its own words that the query matched', async () => {
    serveIndex();
    const searcher = createSearcher();
    await expect(searcher.search(URL_A, 'lightho')).resolves.toEqual([{ id: 'neist', terms: ['lighthouse'] }]);
    const sea = await searcher.search(URL_A, 'sea');
    expect(sea.map((hit) => hit.id).toSorted()).toEqual(['harbour', 'neist']);
    expect(sea.every((hit) => hit.terms.includes('sea'))).toBe(true);
  });

  it('names the album of a photo in one, which no page but the album’s own knows', async () => {
    serveIndex();
    await expect(createSearcher().search(URL_A, 'road')).resolves.toEqual([
      { id: 'harbour', terms: ['road'], album: 'On the road' },
    ]);
  });

  it('fetches an index once per address, however many queries and at once', async () => {
    const fetch = serveIndex();
    const searcher = createSearcher();
    await Promise.all([searcher.search(URL_A, 'sea'), searcher.search(URL_A, 'neist')]);
    await searcher.search(URL_A, 'harbour');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([URL_A]);
    await searcher.search(URL_B, 'harbour');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([URL_A, URL_B]);
  });

  it('answers a blank query with nothing, without fetching the index', async () => {
    const fetch = serveIndex();
    const searcher = createSearcher();
    await expect(searcher.search(URL_A, '')).resolves.toEqual([]);
    await expect(searcher.search(URL_A, ' \t ')).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('finds nothing for words no photo has', async () => {
    serveIndex();
    await expect(createSearcher().search(URL_A, 'volcano')).resolves.toEqual([]);
  });

  it.each([
    [
      'the network fails',
      () => Promise.reject(new TypeError('Failed to fetch')),
      /could not be fetched.*Failed to fetch/,
    ],
    ['the server answers 404', () => Promise.resolve(new Response('', { status: 404 })), /could not be fetched.*404/],
  ])('rejects when %s, and the next query fetches the index again', async (_, failure, message) => {
    const fetch = vi.fn(failure);
    vi.stubGlobal('fetch', fetch);
    const searcher = createSearcher();
    await expect(searcher.search(URL_A, 'sea')).rejects.toThrow(message);
    fetch.mockImplementation(() => Promise.resolve(new Response(INDEX)));
    await expect(searcher.search(URL_A, 'lightho')).resolves.toEqual([{ id: 'neist', terms: ['lighthouse'] }]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the search worker contract', () => {
  it('takes the index address and the query, and answers plain hits, in either realm', () => {
    expectTypeOf<Remote<SearchWorkerApi>['search']>().parameters.toEqualTypeOf<[indexUrl: string, query: string]>();
    expectTypeOf<Awaited<ReturnType<Remote<SearchWorkerApi>['search']>>>().toEqualTypeOf<SearchHit[]>();
    expectTypeOf<SearchHit>().toEqualTypeOf<{ id: string; terms: string[]; album?: string }>();
    expectTypeOf(searchPhotos).toEqualTypeOf<(indexUrl: string, query: string) => Promise<SearchHit[]>>();
    expectTypeOf<SearchWorkerApi['search']>().toEqualTypeOf(searchPhotos);
  });
});
