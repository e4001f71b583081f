// The one escaper: every character that could end a text or an attribute in HTML or XML comes out as an entity.
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../../scripts/escape.mjs';

describe('escapeMarkup', () => {
  it('escapes the five characters markup gives a meaning, ampersands first', () => {
    expect(escapeMarkup(`Tom & Jerry's "<b>" &amp;`)).toBe('Tom &amp; Jerry&apos;s &quot;&lt;b&gt;&quot; &amp;amp;');
  });

  it('leaves other text as it is', () => {
    expect(escapeMarkup('Café à Lisboa — 東京')).toBe('Café à Lisboa — 東京');
  });
});
