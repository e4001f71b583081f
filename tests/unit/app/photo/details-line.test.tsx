import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsLine } from '../../../../src/app/photo/details-line';

describe('DetailsLine', () => {
  it('joins the known parts with the separator', () => {
    render(<DetailsLine parts={['35mm', '1/250 s', 'f/2.8']} separator="|" />);
    expect(screen.getByText('35mm').closest('p')?.textContent).toBe('35mm | 1/250 s | f/2.8');
  });

  it('hides the separators from screen readers', () => {
    render(<DetailsLine parts={['4 s', 'f/2.8']} separator="|" />);
    const separators = document.querySelectorAll('.camera-details-separator');
    expect(separators).toHaveLength(1);
    expect(separators[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives each part the direction of its own text, so "35 مم" reads right to left and "f/2.8" left to right', () => {
    render(<DetailsLine parts={['35 مم', '1/250 ث', 'f/2.8']} separator="|" />);
    const parts = [...document.querySelectorAll('.camera-details-part')];
    expect(parts.map((part) => part.getAttribute('dir'))).toEqual(['auto', 'auto', 'auto']);
  });

  it('renders nothing without a part', () => {
    const { container } = render(<DetailsLine parts={[]} separator="|" />);
    expect(container.innerHTML).toBe('');
  });
});
