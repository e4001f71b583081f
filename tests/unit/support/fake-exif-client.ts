// Stands in for the EXIF worker client in component tests: answers from a table, by file name.
import type { CameraDetails } from '../../../src/lib/camera-details';
import type { ExifReadResult } from '../../../src/worker/exif.contract';

export const fakeDetails: Record<string, CameraDetails> = {
  'after-the-rain': { FocalLengthIn35mmFormat: 30, ExposureTime: 1 / 320, FNumber: 5 },
  'cincinnati-bridge-night': { ExposureTime: 4, FNumber: 2.8 },
};

export function fakeRead(_signal: AbortSignal, url: string): Promise<ExifReadResult> {
  const id = /([\w-]+)\.jpg$/.exec(url)?.[1] ?? '';
  const details = fakeDetails[id];
  return Promise.resolve(details ? { status: 'found', details } : { status: 'absent' });
}
