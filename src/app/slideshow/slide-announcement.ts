// What a screen reader hears when the slide changes: "Image 3 of 14, 50mm, 1/250 s, f/2.8". The visible
// caption says "Image 3 / 14" (spec); "of" is what a voice should say.
import { formatCameraDetails, type CameraDetails } from '../../lib/camera-details';

export function slideAnnouncement(index: number, count: number, details: CameraDetails | null | undefined): string {
  return [`Image ${index + 1} of ${count}`, ...formatCameraDetails(details)].join(', ');
}
