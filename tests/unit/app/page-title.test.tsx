import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardsTitle, slidesTitle, usePageTitle } from '../../../src/app/page-title';

function TitleProbe({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

describe('page title', () => {
  it('names the view and, in the slideshow, the photo', () => {
    expect(cardsTitle()).toBe('Cards - Alex Rivera');
    expect(slidesTitle('Honey bee')).toBe('Slides: Honey bee - Alex Rivera');
  });

  it('sets the document title, and leaves it alone for null', () => {
    const { rerender } = render(<TitleProbe title="One" />);
    expect(document.title).toBe('One');
    rerender(<TitleProbe title={null} />);
    expect(document.title).toBe('One');
  });
});
