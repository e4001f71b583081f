// The words a search matched, marked in a photo's text as the index splits and keeps them.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Marked, matchesIn } from '../../../../src/app/search/marked';

describe('Marked', () => {
  it('marks each word the index kept as matched, whatever its case or accents, and nothing else', () => {
    const terms = new Set(['chateau', 'maintenon']);
    const { container } = render(<Marked text="The Château de Maintenon, at dusk" terms={terms} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Château', 'Maintenon']);
    expect(container.textContent).toBe('The Château de Maintenon, at dusk');
  });

  it('names the matched words a text has, as the index keeps them', () => {
    const terms = new Set(['sea', 'skye']);
    expect(matchesIn('Lighthouse · Sea · Scotland', terms)).toEqual(new Set(['sea']));
    expect(matchesIn('Seascape at dusk', terms)).toEqual(new Set()); // the index kept "seascape", not "sea"
    expect(matchesIn('Sea and sky over SKYE', terms)).toEqual(new Set(['sea', 'skye']));
  });
});
