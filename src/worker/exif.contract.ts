// Types only: the one thing both realms import from each other (`import type`, never values).
import type { CameraDetails } from '../lib/camera-details';

export type ExifReadResult =
  /** The photo has EXIF; `details` holds whichever of the record's fields it records (maybe none). */
  | { status: 'found'; details: CameraDetails }
  /** A readable JPEG with no EXIF at all: shown without details, silently. */
  | { status: 'absent' }
  /** Broken or unreadable metadata, a failed or timed-out request: shown without details, one warning. */
  | { status: 'error'; reason: string };

/** What the main realm gets for a read: the worker's answer, or `unavailable` when the worker cannot run. */
export type CameraDetailsRead = ExifReadResult | { status: 'unavailable'; reason: string };

/** What the EXIF worker exposes through Comlink. */
export interface ExifWorkerApi {
  /** Reads the camera details of the photo at `url`. `requestId` names the call for `cancel`. */
  read(requestId: number, url: string): Promise<ExifReadResult>;
  /** Abandons a read: its requests are aborted and it resolves as soon as they stop. */
  cancel(requestId: number): void;
}
