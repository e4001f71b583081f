// Names the page shares with the visitor's browser, its links and the build: the app uses them, and so does the
// pre-paint script, which runs before the app and must not pull in its code.

/** localStorage key of the saved gallery view (the spec's). */
export const GALLERY_VIEW_KEY = 'galleryView';
/** `?photo=<id>`: a link to one photo in the slideshow. */
export const PHOTO_PARAM = 'photo';
/** `?play`: a link that opens the slideshow playing, on its photo or from a page's first. */
export const PLAY_PARAM = 'play';
/** The <template> the build prerenders the home page into. */
export const PRERENDERED_ID = 'prerendered-home';
/**
 * The pre-paint script's attribute naming the app's entry module, which it runs after the first screen's photos: an
 * attribute, not text of the script, so the script's hash (allowed by the page's policy) stays as the app changes.
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app';
/** The <script type="application/json"> holding a built page's data (src/page-data.ts). */
export const PORTFOLIO_ID = 'portfolio';
