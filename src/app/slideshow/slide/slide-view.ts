// What a slide shows of a photo, put together in one place: for the preview a photo's page is built with, the
// slideshow's first render, and every flip the writer shows.
import { formatCameraDetails, type CameraDetails } from '../../../lib/camera-details';
import type { ImageSource, Photo } from '../../../lib/photos';
import { placeLabel } from '../../../lib/places';
import { SITE } from '../../../lib/portfolio';

/** What a slide can show of a photo: nothing yet, the decoded file at `url`, or the failed placeholder. */
export type SlideFile =
  { readonly state: 'loading' } | { readonly state: 'loaded'; readonly url: string } | { readonly state: 'failed' };

/** A slide's place among the page's photos. */
export interface SlidePlace {
  index: number;
  count: number;
}

/** Everything the slide shows that changes with the photo. */
export interface SlideView {
  photo: Photo;
  source: ImageSource;
  /** Its place among the page's photos; unknown in the preview, which the visit's shuffle has not ordered yet. */
  at?: SlidePlace;
  /** Where it was taken, as the site publishes it (`place-in`); empty without a place. */
  place: string;
  /** The camera details line's parts. */
  details: readonly string[];
  /** `picked`: the preview names every file and the browser picks one; otherwise the slideshow's decoded file. */
  file: SlideFile | { readonly state: 'picked' };
}

interface SlideFacts {
  /** The slide's sources: built once per photo by the slideshow, so a flip rebuilds no srcset. */
  source: ImageSource;
  file: SlideView['file'];
  /** What the photo's EXIF says, once read. */
  camera?: CameraDetails | null;
  at?: SlidePlace;
}

export function slideView(photo: Photo, { source, file, camera, at }: SlideFacts): SlideView {
  const place = photo.place ? placeLabel(photo.place, SITE.words['place-in']) : '';
  return { photo, source, at, place, details: formatCameraDetails(camera, SITE), file };
}
