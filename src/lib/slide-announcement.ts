// What a screen reader hears when the slide changes: "Image 3 of 14, 50mm, 1/250 s, f/2.8". The visible
// caption says "Image 3 / 14" (spec); "of" is what a voice should say.
import type { CameraDetails } from './camera-details';
import { formatCameraDetails } from './format';

export function slideAnnouncement(index: number, count: number, details: CameraDetails | null | undefined): string {
  return [`Image ${index + 1} of ${count}`, ...formatCameraDetails(details)].join(', ');
}
