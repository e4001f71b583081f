// The order photos are shown in: shuffled once when the page loads, shared by both views.
import { PHOTOS, type Photo } from '../lib/photos';
import { shuffle } from '../lib/shuffle';

export const photoOrder: readonly Photo[] = shuffle(PHOTOS);
