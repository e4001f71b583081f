// Reads how the slideshow plays: `slideshow-interval:` (the seconds each photo shows while playing) and
// `slideshow-loop:` (whether it starts again after the last photo), each reported with its fix when wrong.
import { isScalar } from 'yaml';
import type { Entry, Reader } from './read.ts';

/** Seconds a photo shows while the slideshow plays, unless the owner says otherwise. */
const DEFAULT_SLIDESHOW_INTERVAL = 5;
// Shorter, a photo has hardly appeared before it goes; longer, Play looks broken.
const SHORTEST = 1;
const LONGEST = 60;

interface SlideshowSettings {
  slideshowInterval: number;
  slideshowLoop: boolean;
}

function readInterval(reader: Reader, entry: Entry | undefined): number | undefined {
  if (!entry) return undefined;
  const { key, pair, line } = entry;
  const scalar = isScalar(pair.value) ? pair.value : undefined;
  const seconds = scalar?.value;
  if (typeof seconds === 'number' && seconds >= SHORTEST && seconds <= LONGEST) return seconds;
  const written = scalar?.source ? `, not \`${scalar.source}\`` : '';
  reader.report(
    line,
    `\`${key}\` should be a number of seconds from ${String(SHORTEST)} to ${String(LONGEST)}${written}`,
    `Write the seconds each photo shows while the slideshow plays, e.g. \`${key}: 8\`, or delete the line for ${String(DEFAULT_SLIDESHOW_INTERVAL)}`,
  );
  return undefined;
}

export function readSlideshow(reader: Reader, keys: Map<string, Entry>): SlideshowSettings {
  const interval = readInterval(reader, keys.get('slideshow-interval'));
  const loop = reader.flag(
    keys.get('slideshow-loop'),
    'Write `slideshow-loop: true` to start again after the last photo, or delete the line to stop there',
  );
  return {
    slideshowInterval: interval ?? DEFAULT_SLIDESHOW_INTERVAL,
    slideshowLoop: loop ?? false,
  };
}
