// The name a downloaded photo is saved under: its title, made a file name every system takes.
import { describe, expect, it } from 'vitest';
import { downloadName, type Photo } from '../../../src/lib/photos';

const photo = (title: string): Photo => ({
  id: 'dew-drop',
  title,
  alt: '',
  width: 3,
  height: 2,
  album: null,
  hash: '',
});

describe('downloadName', () => {
  it('names the file after the photo’s title', () => {
    expect(downloadName(photo('Dew drop'))).toBe('Dew drop.jpg');
    expect(downloadName(photo('Été à Lisboa'))).toBe('Été à Lisboa.jpg');
  });

  it('drops what a system refuses in a file name, and falls back to the id', () => {
    expect(downloadName(photo('A/B: "C"? <d>*'))).toBe('A B C d.jpg');
    expect(downloadName(photo(' ..hidden.. '))).toBe('hidden.jpg');
    expect(downloadName(photo('???'))).toBe('dew-drop.jpg');
    expect(downloadName(photo('CON'))).toBe('_CON.jpg');
    expect(Array.from(downloadName(photo('🌊'.repeat(300))))).toHaveLength(104);
  });
});
