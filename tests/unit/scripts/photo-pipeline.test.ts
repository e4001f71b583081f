// @vitest-environment node
// The catalog against the files themselves: 14 photos, each with alt text and the pixel size its image
// data declares (the SOF segment), which is what the layout reserves before the image arrives.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageSourceFor, originalUrl, sizesFor, type Photo } from '../../../src/lib/photos';
import { PHOTOS } from '../../../src/lib/portfolio';

/** Width and height from a JPEG's start-of-frame segment. */
function frameSize(bytes: Uint8Array): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc3) {
      const height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      const width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
      return { width, height };
    }
    offset += 2 + length;
  }
  throw new Error('no SOF segment');
}

describe('PHOTOS', () => {
  it('lists the 14 bundled files, each once', () => {
    const files = readdirSync('public/photos').filter((name) => name.endsWith('.jpg'));
    expect(files).toHaveLength(14);
    expect(PHOTOS.map((photo) => `${photo.id}.jpg`).sort()).toEqual(files.sort());
  });

  it.each(PHOTOS.map((photo) => [photo.id, photo] as const))('%s has the pixel size of its image data', (id, photo) => {
    expect(frameSize(new Uint8Array(readFileSync(`public/photos/${id}.jpg`)))).toEqual({
      width: photo.width,
      height: photo.height,
    });
  });

  it('describes every photo in words', () => {
    for (const photo of PHOTOS) expect(photo.alt.length).toBeGreaterThan(15);
  });

  it('points at the original file, which is where EXIF is read', () => {
    for (const photo of PHOTOS) {
      expect(originalUrl(photo)).toBe(`/photos/${photo.id}.jpg`);
      expect(existsSync(`public${originalUrl(photo)}`)).toBe(true);
      expect(imageSourceFor(photo)).toMatchObject({ width: photo.width, height: photo.height });
    }
  });

  it('ships a credits line for every photo', () => {
    const credits = readFileSync('public/photos/CREDITS.md', 'utf8');
    for (const photo of PHOTOS) expect(credits).toMatch(new RegExp(`^\\| ${photo.id}\\.jpg +\\|`, 'm'));
  });

  it.each(PHOTOS.map((photo) => [photo.id, photo] as const))(
    '%s offers AVIF at ascending widths no wider than the original, and its preview JPEG without AVIF',
    (id, photo) => {
      const source = imageSourceFor(photo, 'card');
      const candidates = (srcSet: string | undefined, format: string) =>
        (srcSet ?? '').split(', ').map((candidate) => {
          const match = new RegExp(`^/photos/${id}-(\\d+)\\.[0-9a-f]{8}\\.${format} (\\d+)w$`).exec(candidate);
          expect(match, candidate).not.toBeNull();
          expect(match?.[1]).toBe(match?.[2]);
          return Number(match?.[2]);
        });
      const widths = candidates(source.avifSrcSet, 'avif');
      expect(widths.length).toBeGreaterThanOrEqual(4);
      expect(widths).toEqual(widths.toSorted((a, b) => a - b));
      expect(widths[0]).toBe(240);
      expect(widths.at(-1)).toBeLessThanOrEqual(photo.width);
      expect(source.src).toBe(`/photos/${id}-${String(Math.min(1200, photo.width))}.${photo.hash}.jpg`);
    },
  );

  it('gives every photo its colours as a fill of a few bytes, and says where its derivatives are', () => {
    for (const photo of PHOTOS) {
      expect(photo.fill).toMatch(/^linear-gradient\(#[0-9a-f]{3}, #[0-9a-f]{3}\)$/);
      expect(imageSourceFor(photo).fill).toBe(photo.fill);
      expect(photo.hash).toMatch(/^[0-9a-f]{8}$/);
    }
  });

  it('sizes a card by its frame height and a slide by its stage: 60vh, 66vw on a phone, the height on its side', () => {
    const photo: Photo = { id: 'x', title: 'X', alt: 'x', width: 3000, height: 2000, album: null, hash: '0123abcd' };
    expect(sizesFor(photo, 'card')).toBe('max(9.5rem, 1.5 * min(240px, 25vw))');
    // A phone on its side comes first: it is also 48rem wide or more.
    expect(sizesFor(photo, 'slide')).toBe(
      '(orientation: landscape) and (max-height: 30rem) calc(1.4 * (100vh - 5.5rem)), ' +
        '(min-width: 48rem) min(100vw - 2 * clamp(1rem, 3vw, 2rem) - 8rem, 1.5 * 60vh), ' +
        'min(100vw - 2 * clamp(1rem, 3vw, 2rem), 1.5 * min(60vh, 66vw))',
    );
    const portrait: Photo = { ...photo, width: 2000, height: 3000 };
    expect(sizesFor(portrait, 'slide')).toMatch(
      /^\(orientation: landscape\) and \(max-height: 30rem\) calc\(0\.667 \* /,
    );
    expect(imageSourceFor(PHOTOS[0] as Photo, 'slide').sizes).toContain('60vh');
  });
});
