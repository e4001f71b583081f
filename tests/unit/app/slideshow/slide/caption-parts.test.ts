import { describe, expect, it } from 'vitest';
import { captionParts } from '../../../../../src/app/slideshow/slide/caption-parts';

describe('captionParts', () => {
  it('keeps a caption without an address as one plain part, markup and all', () => {
    expect(captionParts('Dawn <b>over</b> the "lake" & hills')).toEqual([
      { text: 'Dawn <b>over</b> the "lake" & hills' },
    ]);
  });

  it('links a web address, leaving the sentence’s punctuation after it as text', () => {
    expect(captionParts('Printed by https://example.com/prints, see https://example.com/a?b=1.')).toEqual([
      { text: 'Printed by ' },
      { text: 'https://example.com/prints', url: 'https://example.com/prints' },
      { text: ', see ' },
      { text: 'https://example.com/a?b=1', url: 'https://example.com/a?b=1' },
      { text: '.' },
    ]);
  });

  it('keeps a closing bracket the address opened', () => {
    const address = 'https://en.wikipedia.org/wiki/Aster_(plant)';
    expect(captionParts(`An aster (${address}).`)).toEqual([
      { text: 'An aster (' },
      { text: address, url: address },
      { text: ').' },
    ]);
  });

  it('links nothing but http and https', () => {
    expect(captionParts('javascript:alert(1) ftp://example.com mailto:a@b.c').every((part) => !part.url)).toBe(true);
  });
});
