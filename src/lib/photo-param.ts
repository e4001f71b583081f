// The `?photo=<id>` query parameter that links to one photo in the slideshow. Pure string work; the
// app decides when to read and write it.

export const PHOTO_PARAM = 'photo';

export function readPhotoParam(search: string): string | null {
  return new URLSearchParams(search).get(PHOTO_PARAM);
}

/** The same search string with the photo set (or removed, for null); other parameters are kept. */
export function withPhotoParam(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(PHOTO_PARAM);
  else params.set(PHOTO_PARAM, id);
  const query = params.toString();
  return query ? `?${query}` : '';
}
