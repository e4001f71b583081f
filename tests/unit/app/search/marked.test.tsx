// The words a search matched, marked in a photo's text as the index splits and keeps them.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasMatch, Marked } from '../../../../src/app/search/marked';

describe('Marked', () => {
  it('marks each word the index kept as matched, whatever its case or accents, and nothing else', () => {
    const terms = new Set(['chateau', 'maintenon']);
    const { container } = render(<Marked text="The Château de Maintenon, at dusk" terms={terms} />);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Château', 'Maintenon']);
    expect(container.textContent).toBe('The Château de Maintenon, at dusk');
  });

  it('tells a text with a matched word from one without', () => {
    const terms = new Set(['sea']);
    expect(hasMatch('Lighthouse · Sea · Scotland', terms)).toBe(true);
    expect(hasMatch('Seascape at dusk', terms)).toBe(false); // the index kept "seascape", not "sea"
  });
});
