// The key sheet's rows come from the key tables: every key the slideshow answers, and search's, is listed once, says
// what the handler does with it, and the arrows and swipes follow the reading direction.
import { describe, expect, it } from 'vitest';
import { COMMAND_KEYS, COMMAND_WORDS, commandOf } from '../../../../../src/app/slideshow/controls/keys';
import { MOVES } from '../../../../../src/app/slideshow/controls/slide-keys';
import { keyLabel } from '../../../../../src/app/slideshow/key-sheet/key-sheet';
import { gestureRows, keyRows, sheetRows } from '../../../../../src/app/slideshow/key-sheet/key-sheet-list';
import { SEARCH_KEY } from '../../../../../src/app/search-key';
import { EN } from '../../../../../scripts/words/tables/en';
import type { WordId } from '../../../../../src/lib/words';

const say = (id: WordId) => EN[id];
/** What a listed key's row says it does, by key. */
const rowOf = (sign: 1 | -1, key: string) => keyRows(sign).find((row) => row.keys.includes(key))?.does;

describe.each([1, -1] as const)('keyRows (reading sign %i)', (sign) => {
  it('lists every key of the tables exactly once', () => {
    const listed = keyRows(sign).flatMap((row) => row.keys);
    const tables = [...Object.keys(MOVES), ...COMMAND_KEYS.map(([key]) => key), SEARCH_KEY];
    expect(listed.toSorted()).toEqual(tables.toSorted());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives every row a key and says what each does once', () => {
    const rows = keyRows(sign);
    expect(rows.every((row) => row.keys.length > 0)).toBe(true);
    expect(new Set(rows.map((row) => row.does)).size).toBe(rows.length);
    expect(rows.map((row) => row.does)).toEqual(expect.arrayContaining(Object.values(COMMAND_WORDS)));
  });

  it('says of each command key what the key handler does with it', () => {
    for (const [key, command] of COMMAND_KEYS) {
      // A letter as typed, in its own key's place; a symbol anywhere.
      const code = /^[A-Z]$/.test(key) ? `Key${key}` : 'Unidentified';
      expect(commandOf({ key, code }), key).toBe(command);
      expect(rowOf(sign, key), key).toBe(COMMAND_WORDS[command]);
    }
  });

  it('lists ? for the sheet itself, Home and End for the first and last photo, and / for search', () => {
    expect(rowOf(sign, '?')).toBe('show-keys');
    expect(rowOf(sign, '/')).toBe('search');
    expect(keyRows(sign).at(-1)).toEqual({ keys: ['/'], does: 'search' });
    expect(rowOf(sign, 'Home')).toBe('first-image');
    expect(rowOf(sign, 'End')).toBe('last-image');
  });
});

describe('the reading direction', () => {
  it('makes → and a swipe to the left the next photo, left to right', () => {
    expect(rowOf(1, 'ArrowRight')).toBe('next-image');
    expect(rowOf(1, 'ArrowLeft')).toBe('previous-image');
    expect(keyRows(1)[0]).toEqual({ does: 'next-image', keys: ['ArrowRight'] });
    expect(gestureRows(1).slice(0, 2)).toEqual([
      { gesture: 'swipe-left', does: 'next-image' },
      { gesture: 'swipe-right', does: 'previous-image' },
    ]);
  });

  it('makes ← and a swipe to the right the next photo, right to left', () => {
    expect(rowOf(-1, 'ArrowLeft')).toBe('next-image');
    expect(rowOf(-1, 'ArrowRight')).toBe('previous-image');
    expect(keyRows(-1)[0]).toEqual({ does: 'next-image', keys: ['ArrowLeft'] });
    expect(gestureRows(-1).slice(0, 2)).toEqual([
      { gesture: 'swipe-right', does: 'next-image' },
      { gesture: 'swipe-left', does: 'previous-image' },
    ]);
  });
});

describe('sheetRows', () => {
  it('holds the keys and the gestures for the reading direction', () => {
    expect(sheetRows(-1)).toEqual({ keys: keyRows(-1), gestures: gestureRows(-1) });
  });
});

describe('keyLabel', () => {
  it.each([
    ['ArrowLeft', '←'],
    ['ArrowRight', '→'],
    ['Home', 'Home'],
    ['Escape', 'Esc'],
    ['F', 'F'],
    ['?', '?'],
    ['+', '+'],
  ])('shows %s as %s', (key, label) => {
    expect(keyLabel(key, say)).toBe(label);
  });

  it('names a key as the language’s keyboards print it', () => {
    const german = (id: WordId) => ({ 'key-home': 'Pos1', 'key-end': 'Ende' })[id as string] ?? EN[id];
    expect([keyLabel('Home', german), keyLabel('End', german)]).toEqual(['Pos1', 'Ende']);
  });
});
