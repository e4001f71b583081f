// The 14 bundled photographs. Pixel sizes are read from each file's image data (its SOF segment), not
// from EXIF, which some files got wrong when they were shrunk; a unit test checks them against the files.

export interface Photo {
  /** The file name without `.jpg`; stable across loads, so it can name the photo in a URL. */
  id: string;
  /** A short name for the photo, as in CREDITS.md: the page title and the card's button use it. */
  title: string;
  /** What the photo shows, for visitors who cannot see it. */
  alt: string;
  width: number;
  height: number;
}

export const PHOTOS: readonly Photo[] = [
  {
    id: 'after-the-rain',
    title: 'After the rain',
    width: 3000,
    height: 1993,
    alt: 'Storm clouds glowing at sunset over a dark ridge',
  },
  {
    id: 'maldives-jetty',
    title: 'Maldives jetty',
    width: 2592,
    height: 1754,
    alt: 'A wooden jetty leading to over-water villas in a turquoise lagoon',
  },
  {
    id: 'neist-point-lighthouse',
    title: 'Neist Point lighthouse',
    width: 1920,
    height: 1278,
    alt: 'Sea cliffs and a white lighthouse at golden hour',
  },
  { id: 'dark-waters', title: 'Dark waters', width: 1600, height: 1200, alt: 'Heavy clouds over a beach and surf' },
  {
    id: 'dark-sunset',
    title: 'Dark sunset',
    width: 1280,
    height: 1024,
    alt: 'The moon reflected in a lake behind bare branches at blue dusk',
  },
  {
    id: 'colorful-cups',
    title: 'Colourful cups',
    width: 2560,
    height: 1600,
    alt: 'Rows of stacked coloured cups seen from above',
  },
  {
    id: 'castle-maintenon',
    title: 'Castle of Maintenon',
    width: 1024,
    height: 681,
    alt: 'The brick towers of the Château de Maintenon under a blue sky',
  },
  { id: 'honey-bee', title: 'Honey bee', width: 1620, height: 1280, alt: 'A honey bee on a purple aster' },
  { id: 'dew-drop', title: 'Dew drop', width: 2000, height: 1333, alt: 'A dew drop hanging from a blade of grass' },
  {
    id: 'panther-chameleon',
    title: 'Panther chameleon',
    width: 1306,
    height: 1530,
    alt: 'A female panther chameleon on a branch',
  },
  {
    id: 'petal-droplets',
    title: 'Petal droplets',
    width: 1920,
    height: 1278,
    alt: 'Water droplets on an orange petal',
  },
  {
    id: 'cincinnati-bridge-night',
    title: 'Cincinnati bridge at night',
    width: 1302,
    height: 953,
    alt: 'The Roebling suspension bridge in Cincinnati, lit at night',
  },
  {
    id: 'darkest-hour',
    title: 'Darkest hour',
    width: 2560,
    height: 1600,
    alt: 'A misty lake with islands in deep-blue twilight',
  },
  {
    id: 'lake-red-hills',
    title: 'Lake and red hills',
    width: 2400,
    height: 1800,
    alt: 'A red-earth hill reflected in a still lake',
  },
];

/** The original file: the photographer's archive, and where the EXIF is read from. */
export function originalUrl(photo: Photo): string {
  return `${import.meta.env.BASE_URL}photos/${photo.id}.jpg`;
}

/** What an <img> needs to show a photo without layout shift. Derivatives (srcset) slot in here. */
export interface ImageSource {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

export function imageSourceFor(photo: Photo): ImageSource {
  return { src: originalUrl(photo), width: photo.width, height: photo.height };
}
