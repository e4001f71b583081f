// Generates a benchmark album: N camera-sized JPEGs made from the 14 bundled photos, each with camera EXIF, about
// half with GPS and most with XMP words, plus a portfolio.yaml for it; kept under node_modules/.cache/bench-albums.
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { escapeMarkup } from '../scripts/escape.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Where generated albums are kept between runs, one folder per count, seed and size. */
const ALBUM_CACHE = join(ROOT, 'node_modules', '.cache', 'bench-albums');
const SOURCES = join(ROOT, 'public', 'photos');
// Part of every manifest: a change to what is generated must not reuse albums made the old way.
const GENERATOR = 1;

/**
 * @typedef {{ seed?: number, width?: number, height?: number, quality?: number, concurrency?: number,
 *   log?: (line: string) => void }} AlbumOptions
 * `width` x `height` is the sensor (landscape); portraits are the same pixels turned.
 */

/**
 * @typedef {object} AlbumPhoto
 * @property {string} file its name in the album folder (camera style: DSCF0001.JPG)
 * @property {string} source the bundled photo it is made from
 * @property {number} width stored pixels, before EXIF orientation
 * @property {number} height
 * @property {1 | 6 | 8} orientation EXIF Orientation: 6 or 8 is a portrait turned by the viewer
 * @property {'exif' | 'pixels' | null} portrait how it is a portrait, if it is one
 * @property {{ latitude: number, longitude: number, altitude: number } | null} gps
 * @property {{ make: string, model: string, serial: string, exposureTime: string, fNumber: number,
 *   focalLength: number, focalLength35: number, iso: number, taken: string }} camera EXIF as written
 * @property {string | null} title XMP dc:title
 * @property {string | null} alt XMP Iptc4xmpCore:AltTextAccessibility
 * @property {string | null} caption XMP dc:description
 */

/**
 * @typedef {object} Album
 * @property {string} dir the folder of photos (PHOTOS_DIR)
 * @property {string} portfolio its portfolio.yaml, beside the folder (PORTFOLIO_YAML)
 * @property {AlbumPhoto[]} photos
 * @property {string[]} withGps files that carry GPS, which must not ship
 * @property {string[]} portrait files shown upright as portraits (by EXIF orientation or by pixels)
 * @property {string[]} withoutAlt files with no alt text in their XMP
 * @property {number} generated photos written by this call (0: all reused)
 * @property {number} seconds time this call took
 */

// Bodies as their makers write them; crop factor turns a focal length into its 35 mm equivalent.
const CAMERAS = [
  { make: 'FUJIFILM', model: 'X-T30', prefix: 'DSCF', crop: 1.5, focals: [16, 23, 35, 56], serial: '9AB04417' },
  {
    make: 'Canon',
    model: 'Canon EOS R6',
    prefix: 'IMG_',
    crop: 1,
    focals: [24, 35, 50, 85, 105],
    serial: '083021004862',
  },
  {
    make: 'NIKON CORPORATION',
    model: 'NIKON Z 6_2',
    prefix: 'DSC_',
    crop: 1,
    focals: [14, 24, 50, 70, 200],
    serial: '6031387',
  },
  { make: 'SONY', model: 'ILCE-7M3', prefix: 'DSC0', crop: 1, focals: [28, 35, 55, 90], serial: '4296917' },
  {
    make: 'OLYMPUS CORPORATION',
    model: 'E-M10MarkIII',
    prefix: 'P',
    crop: 2,
    focals: [12, 17, 25, 45],
    serial: 'BHV522384',
  },
];
const F_NUMBERS = [1.8, 2, 2.8, 4, 5.6, 8, 11];
const ISOS = [100, 200, 400, 800, 1600, 3200];
// Rationals as a camera writes them; the night list reaches the slow speeds the details line shows in seconds.
const DAY_SPEEDS = ['1/4000', '1/2000', '1/1000', '1/500', '1/250', '1/125', '1/60'];
const NIGHT_SPEEDS = ['1/30', '1/15', '1/8', '1/4', '1/2', '8/10', '1/1', '2/1', '4/1', '13/1'];
const NIGHT = new Set(['cincinnati-bridge-night', 'darkest-hour', 'dark-sunset']);

/** Titles, alt texts and where each bundled photo could have been taken; a source not listed gets GENERIC. */
const WORDS = {
  'after-the-rain': {
    titles: ['After the rain', 'Storm light', 'Clearing storm', 'Evening clouds'],
    alts: [
      'Storm clouds glowing orange at sunset above a dark mountain ridge',
      'Low clouds breaking up over a ridge as the last light turns them gold',
      'A dark hillside under heavy clouds lit pink by the setting sun',
    ],
    place: [46.55, 11.87],
  },
  'castle-maintenon': {
    titles: ['Maintenon', 'Château towers', 'Brick and slate'],
    alts: [
      'The brick towers of the Château de Maintenon under a clear blue sky',
      'A red brick castle with slate roofs reflected in its still moat',
      'Round castle towers and a stone bridge seen from across the gardens',
    ],
    place: [48.587, 1.5786],
  },
  'cincinnati-bridge-night': {
    titles: ['Bridge at night', 'River lights', 'Suspension bridge'],
    alts: [
      'A suspension bridge lit up at night, its lights reflected in the river',
      'City lights and a blue-lit bridge mirrored in dark, calm water',
      'The Roebling bridge glowing against the Cincinnati skyline at night',
    ],
    place: [39.0918, -84.5097],
  },
  'colorful-cups': {
    titles: ['Colourful cups', 'Stacked cups', 'Rainbow rows'],
    alts: [
      'Rows of stacked coloured cups seen from directly above',
      'Plastic cups in red, yellow, green and blue stacked in neat lines',
      'A market stall display of bright cups arranged by colour',
    ],
    place: [52.3702, 4.8952],
  },
  'dark-sunset': {
    titles: ['Dark sunset', 'Moon over the lake', 'Blue dusk'],
    alts: [
      'The moon reflected in a lake behind bare winter branches at dusk',
      'Bare tree branches silhouetted against a deep blue evening sky',
      'A pale moon rising over still water as the last light fades',
    ],
    place: [61.4978, 23.761],
  },
  'dark-waters': {
    titles: ['Dark waters', 'Heavy sky', 'Incoming tide'],
    alts: [
      'Heavy grey clouds over an empty beach and rolling surf',
      'Waves breaking on dark sand under a brooding overcast sky',
      'A stormy sea meeting the shore beneath low, dark clouds',
    ],
    place: [63.4043, -19.0449],
  },
  'darkest-hour': {
    titles: ['Darkest hour', 'Before dawn', 'Night sky'],
    alts: [
      'A faint glow on the horizon under a starry sky before dawn',
      'The silhouette of hills against a dark sky just before sunrise',
      'Deep blue night over a quiet landscape with a thin line of light',
    ],
    place: [28.2916, -16.6291],
  },
  'dew-drop': {
    titles: ['Dew drop', 'Morning dew', 'Droplet'],
    alts: [
      'A single dew drop clinging to a blade of grass, refracting the light',
      'Close-up of water beads on a green leaf in soft morning light',
      'A round droplet hanging from a stem against a blurred background',
    ],
    place: [51.4545, -2.5879],
  },
  'honey-bee': {
    titles: ['Honey bee', 'Bee at work', 'Pollen run'],
    alts: [
      'A honey bee gathering pollen from a small purple flower',
      'Close-up of a bee with pollen-dusted legs on a bright blossom',
      'A bee hovering over a cluster of flowers in warm sunlight',
    ],
    place: [43.9493, 4.8055],
  },
  'lake-red-hills': {
    titles: ['Lake and red hills', 'Red hills', 'Still lake'],
    alts: [
      'A calm lake reflecting red-brown hills under a wide blue sky',
      'Rust-coloured hills rising behind a still lake on a clear day',
      'Desert hills in red and ochre mirrored in the water below',
    ],
    place: [36.9147, -111.4558],
  },
  'maldives-jetty': {
    titles: ['Maldives jetty', 'Lagoon walk', 'Over the water'],
    alts: [
      'A wooden jetty leading to over-water villas in a turquoise lagoon',
      'Thatched huts on stilts above clear shallow water on a sunny day',
      'A long boardwalk crossing a bright blue lagoon towards the villas',
    ],
    place: [4.1755, 73.5093],
  },
  'neist-point-lighthouse': {
    titles: ['Neist Point', 'Lighthouse at dusk', 'Sea cliffs'],
    alts: [
      'Sea cliffs and a white lighthouse at the tip of a headland at golden hour',
      'A lighthouse perched on a rocky point above the sea in evening light',
      'Green clifftops falling to the ocean with a small lighthouse beyond',
    ],
    place: [57.4234, -6.788],
  },
  'panther-chameleon': {
    titles: ['Panther chameleon', 'Chameleon', 'Green and red'],
    alts: [
      'A panther chameleon in vivid green and red gripping a thin branch',
      'Close-up of a chameleon’s textured skin and swivelling eye',
      'A colourful chameleon resting on a twig against a soft green background',
    ],
    place: [-13.3, 48.2667],
  },
  'petal-droplets': {
    titles: ['Petal droplets', 'Rain on petals', 'Pink petals'],
    alts: [
      'Raindrops beaded on soft pink flower petals in close-up',
      'Water droplets scattered across a pale petal after a shower',
      'A macro view of dew on the curved petals of a rose',
    ],
    place: [35.0116, 135.7681],
  },
};
const GENERIC = {
  titles: ['Untitled', 'Study', 'Outing'],
  alts: ['A photograph from a day out, with a wide view of the scene', 'A close view of the subject in natural light'],
  place: null,
};
// Appended to some alt texts (when the result stays within 80 characters), so 500 photos do not share 42.
const ENDINGS = [', early in the morning', ', on a winter afternoon', ', after a summer shower', ', in late autumn'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];

/** mulberry32, as the bench seeds the page with: small, well mixed, the same on every machine. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One stream per photo, so photo i is the same whatever the count (and the added photo of the bench is new). */
const photoRandom = (seed, index) => generator(Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b));

/** The bundled photos (public/photos/*.jpg), sorted: photo i is made from source i mod their count. */
async function albumSources() {
  const names = (await readdir(SOURCES)).filter((name) => /\.jpe?g$/i.test(name)).sort();
  if (names.length === 0) throw new Error(`no JPEGs in ${SOURCES} to make an album from`);
  return names.map((name) => join(SOURCES, name));
}

/**
 * Where photo `index` falls in a seeded shuffle of its block of `size` (0 to size - 1): a share of every block
 * gets each kind, so a small album has some of every kind and a large one the exact proportions.
 */
function slotOf(seed, salt, index, size) {
  const block = Math.floor(index / size);
  const random = generator(
    Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(block + 1, 0x85ebca6b) ^ Math.imul(salt, 0xc2b2ae35),
  );
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] ?? j, order[i] ?? i];
  }
  return order[index % size] ?? 0;
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * What photo `index` of an album is (its file name, camera, words, GPS, orientation), without making it: the
 * same for a given seed and size whatever the album's count.
 * @param {number} index
 * @param {string[]} sources from albumSources()
 * @param {AlbumOptions} [options]
 * @returns {AlbumPhoto}
 */
function albumPhoto(index, sources, { seed = 1, width = 4032, height = 3024 } = {}) {
  const random = photoRandom(seed, index);
  const sourceFile = sources[index % sources.length] ?? '';
  const source = basename(sourceFile).replace(/\.[^.]+$/, '');
  const words = WORDS[source] ?? GENERIC;
  const camera = CAMERAS[Math.floor(random() * CAMERAS.length)] ?? CAMERAS[0];

  // In every 12 photos: 3 portraits the camera turned with EXIF (as cameras do) and 1 exported upright in pixels.
  const shape = slotOf(seed, 1, index, 12);
  const portrait = shape < 3 ? 'exif' : shape === 3 ? 'pixels' : null;
  const orientation = shape < 2 ? 6 : shape === 2 ? 8 : 1;
  const [storedWidth, storedHeight] = portrait === 'pixels' ? [height, width] : [width, height];

  const focal = pick(random, camera.focals);
  const taken = new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 3 * 365 * 86_400) * 1000);
  const place = words.place ?? [round(random() * 120 - 55, 4), round(random() * 340 - 170, 4)];
  // In every 4 photos, 2 with GPS.
  const gps =
    slotOf(seed, 2, index, 4) < 2
      ? {
          latitude: round(place[0] + (random() - 0.5) * 0.04, 5),
          longitude: round(place[1] + (random() - 0.5) * 0.04, 5),
          altitude: round(random() * 400, 1),
        }
      : null;

  // In every 8 photos: 6 with words from the photo app (dc:title, the IPTC alt text), 1 with only a title, 1 none.
  const xmp = slotOf(seed, 3, index, 8);
  const title = xmp > 0 ? pick(random, words.titles) : null;
  let alt = xmp > 1 ? pick(random, words.alts) : null;
  const ending = pick(random, ENDINGS);
  if (alt !== null && random() < 0.5 && alt.length + ending.length <= 80) alt += ending;
  const caption =
    title !== null && slotOf(seed, 4, index, 8) === 0
      ? `One of a series taken in ${MONTHS[taken.getUTCMonth() % MONTHS.length]} ${taken.getUTCFullYear()}.`
      : null;

  return {
    file: `${camera.prefix}${String(index + 1).padStart(4, '0')}.JPG`,
    source: sourceFile,
    width: storedWidth,
    height: storedHeight,
    orientation,
    portrait,
    gps,
    camera: {
      make: camera.make,
      model: camera.model,
      serial: camera.serial,
      exposureTime: pick(random, NIGHT.has(source) ? NIGHT_SPEEDS : DAY_SPEEDS),
      fNumber: pick(random, F_NUMBERS),
      focalLength: focal,
      focalLength35: Math.round(focal * camera.crop),
      iso: pick(random, ISOS),
      taken: taken.toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' '),
    },
    title,
    alt,
    caption,
  };
}

/** Degrees as EXIF's three rationals: degrees, minutes, seconds to a hundredth. */
function dms(value) {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const seconds = Math.round(((abs - degrees) * 60 - minutes) * 6000);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

/** sharp's withExif takes strings; libvips writes each in the tag's own type (rationals as n/d). */
function exifOf({ camera, gps }) {
  const exif = {
    IFD0: {
      Make: camera.make,
      Model: camera.model,
      XResolution: '72/1',
      YResolution: '72/1',
      ResolutionUnit: '2',
      Software: `${camera.model} Ver1.10`,
      DateTime: camera.taken,
    },
    IFD2: {
      ExposureTime: camera.exposureTime,
      FNumber: `${Math.round(camera.fNumber * 10)}/10`,
      ISOSpeedRatings: String(camera.iso),
      DateTimeOriginal: camera.taken,
      DateTimeDigitized: camera.taken,
      FocalLength: `${camera.focalLength * 10}/10`,
      FocalLengthIn35mmFilm: String(camera.focalLength35),
      BodySerialNumber: camera.serial,
    },
  };
  if (gps)
    exif.IFD3 = {
      GPSVersionID: '2 2 0 0',
      GPSLatitudeRef: gps.latitude < 0 ? 'S' : 'N',
      GPSLatitude: dms(gps.latitude),
      GPSLongitudeRef: gps.longitude < 0 ? 'W' : 'E',
      GPSLongitude: dms(gps.longitude),
      GPSAltitudeRef: '0',
      GPSAltitude: `${Math.round(gps.altitude * 10)}/10`,
    };
  return exif;
}

const alternative = (text) => `<rdf:Alt><rdf:li xml:lang="x-default">${escapeMarkup(text)}</rdf:li></rdf:Alt>`;

/** An XMP packet as photo apps write one, or null for a photo without words. */
function xmpOf({ title, alt, caption }) {
  if (title === null && alt === null) return null;
  const fields = [
    title === null ? '' : `<dc:title>${alternative(title)}</dc:title>`,
    caption === null ? '' : `<dc:description>${alternative(caption)}</dc:description>`,
    alt === null ? '' : `<Iptc4xmpCore:AltTextAccessibility>${alternative(alt)}</Iptc4xmpCore:AltTextAccessibility>`,
  ].filter(Boolean);
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/">',
    ...fields,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

// Sensor grain, one table per seed: an upscaled photo alone is smoother than a camera's and would encode to
// half a camera's bytes. About 3.5 levels of luminance noise brings a 12 MP JPEG at quality 90 to 1.5-3.5 MB.
const GRAIN_SIZE = 1 << 20;
const grains = new Map();
function grainTable(seed) {
  if (!grains.has(seed)) {
    const random = generator(seed ^ 0x5bd1e995);
    const table = new Int8Array(GRAIN_SIZE);
    // A sum of four uniforms: near enough to Gaussian, standard deviation 3.5.
    for (let i = 0; i < GRAIN_SIZE; i += 1)
      table[i] = Math.round((random() + random() + random() + random() - 2) * 6.06);
    grains.set(seed, table);
  }
  return grains.get(seed);
}

/** FNV-1a: a photo's file name as a number, for its own stream of crop and colour choices. */
function hashOf(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const sourceSizes = new Map();
async function sourceSize(file) {
  if (!sourceSizes.has(file)) {
    const { width = 0, height = 0, autoOrient } = await sharp(file).metadata();
    sourceSizes.set(file, autoOrient ?? { width, height });
  }
  return sourceSizes.get(file);
}

/**
 * Makes one photo's JPEG: a seeded crop of its source (a different part, a different size), mirrored or not,
 * its colour and saturation shifted, scaled to the sensor's size, given grain, turned as the camera stores a
 * portrait, and written at camera quality with its EXIF and XMP. Written aside, then renamed, so a file under
 * its own name is always whole.
 * @param {string} file where to write it
 * @param {AlbumPhoto} photo from albumPhoto()
 * @param {AlbumOptions} [options]
 */
async function writeAlbumPhoto(file, photo, { seed = 1, quality = 90 } = {}) {
  const random = generator(Math.imul(seed >>> 0, 0x2c1b3c6d) ^ hashOf(photo.file));
  const upright = photo.portrait === 'exif' ? [photo.height, photo.width] : [photo.width, photo.height];
  const [width, height] = upright;

  const source = await sourceSize(photo.source);
  const aspect = width / height;
  const fullWidth = Math.min(source.width, source.height * aspect);
  const scale = 0.7 + 0.3 * random();
  const cropWidth = Math.max(1, Math.floor(fullWidth * scale));
  const cropHeight = Math.max(1, Math.min(source.height, Math.floor(cropWidth / aspect)));
  const left = Math.floor(random() * (source.width - cropWidth + 1));
  const top = Math.floor(random() * (source.height - cropHeight + 1));

  // Saturation as a matrix over Rec. 709 luminance, then a colour cast and brightness: cheap linear steps.
  const saturation = 0.8 + 0.4 * random();
  const luma = [0.2126, 0.7152, 0.0722];
  const matrix = [0, 1, 2].map((row) =>
    luma.map((weight, column) => weight * (1 - saturation) + (row === column ? saturation : 0)),
  );
  const brightness = 0.9 + 0.2 * random();
  const gains = [0, 1, 2].map(() => brightness * (0.95 + 0.1 * random()));
  const offsets = [0, 1, 2].map(() => Math.round(random() * 12 - 6));

  // The colour steps run on the crop, before it is scaled up: a third of the time they take at 12 MP.
  const crop = await sharp(photo.source)
    .autoOrient()
    .extract({ left, top, width: cropWidth, height: cropHeight })
    .flop(random() < 0.5)
    .removeAlpha()
    .recomb(matrix)
    .linear(gains, offsets)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(crop.data, { raw: crop.info })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });

  const grain = grainTable(seed);
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  let at = Math.floor(random() * GRAIN_SIZE);
  for (let i = 0; i < pixels.length; i += info.channels) {
    const noise = grain[at & (GRAIN_SIZE - 1)] ?? 0;
    at += 1;
    pixels[i] += noise;
    pixels[i + 1] += noise;
    pixels[i + 2] += noise;
  }

  // A camera stores a portrait sideways and says how to turn it: 6 is turned clockwise to view, 8 anticlockwise.
  const turn = photo.orientation === 6 ? 270 : photo.orientation === 8 ? 90 : 0;
  const xmp = xmpOf(photo);
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .rotate(turn)
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    // The only way sharp sets Orientation; it also tags the pixels sRGB, as cameras do.
    .withMetadata({ orientation: photo.orientation })
    .withExif(exifOf(photo));
  if (xmp !== null) image = image.withXmp(xmp);
  const bytes = await image.toBuffer();

  await mkdir(dirname(file), { recursive: true });
  // A hidden name: the site's scan skips dot files, so a half-written photo is never in a build.
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, file);
  return bytes.length;
}

/** The album's words: the bench owner, one page, and no entries, so every photo's words come from its XMP. */
const PORTFOLIO = `# Written by bench/album.mjs for a generated album: every photo's words come from its own XMP.
site:
  owner: Bench Owner
  description: 'A generated album for the benchmark: camera-sized photos with camera metadata.'
  nav:
    - label: Gallery
      path: /
photos: []
`;

/** Runs `work` on every item, at most `concurrency` at once. */
async function inPool(items, concurrency, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
}

/**
 * Writes `count` JPEGs into `dir`, and beside `dir` its portfolio.yaml and album.json (the description, written
 * last: an album is complete when it lists the same settings and its files are all there, and is then reused
 * as it is). A run stopped halfway keeps the photos it wrote and makes only the rest next time. One album per
 * parent folder.
 * @param {string} dir
 * @param {number} count
 * @param {AlbumOptions} [options]
 * @returns {Promise<Album>}
 */
export async function makeAlbum(dir, count, options = {}) {
  const { seed = 1, width = 4032, height = 3024, quality = 90, concurrency = availableParallelism(), log } = options;
  const began = performance.now();
  const sources = await albumSources();
  // The sources by name and size: other bundled photos make another album.
  const sizes = await Promise.all(sources.map(async (source) => `${basename(source)} ${(await stat(source)).size}`));
  const settings = { generator: GENERATOR, count, seed, width, height, quality, sources: sizes };
  const manifest = join(dirname(dir), 'album.json');
  const portfolio = join(dirname(dir), 'portfolio.yaml');
  await mkdir(dir, { recursive: true });
  await writeFile(portfolio, PORTFOLIO);

  const photos = Array.from({ length: count }, (_, index) => albumPhoto(index, sources, { seed, width, height }));
  const previous = await readFile(manifest, 'utf8').then(
    (text) => JSON.parse(text),
    () => null,
  );
  const sameSettings = JSON.stringify(previous?.settings) === JSON.stringify(settings);
  // Photos of the same settings already on disk are whole (see writeAlbumPhoto) and kept.
  const missing = [];
  for (const photo of photos) {
    const present =
      sameSettings &&
      (await stat(join(dir, photo.file)).then(
        (s) => s.size > 0,
        () => false,
      ));
    if (!present) missing.push(photo);
  }
  if (missing.length > 0) {
    await writeFile(manifest, `${JSON.stringify({ settings, complete: false }, null, 2)}\n`);
    log?.(`album: making ${missing.length} of ${count} photos (${width}x${height}) in ${dir}`);
    let done = 0;
    let bytes = 0;
    await inPool(missing, concurrency, async (photo) => {
      const size = await writeAlbumPhoto(join(dir, photo.file), photo, { seed, quality });
      bytes += size;
      done += 1;
      if (done % 50 === 0 || done === missing.length)
        log?.(
          `album: ${done}/${missing.length} in ${((performance.now() - began) / 1000).toFixed(0)} s, ` +
            `${(bytes / done / 1e6).toFixed(1)} MB a photo`,
        );
    });
    await writeFile(manifest, `${JSON.stringify({ settings, complete: true, photos }, null, 2)}\n`);
  }
  const files = (list) => list.map((photo) => photo.file);
  return {
    dir,
    portfolio,
    photos,
    withGps: files(photos.filter((photo) => photo.gps !== null)),
    portrait: files(photos.filter((photo) => photo.portrait !== null)),
    withoutAlt: files(photos.filter((photo) => photo.alt === null)),
    generated: missing.length,
    seconds: (performance.now() - began) / 1000,
  };
}

/**
 * Writes photo `index` of the album of these settings into `dir` (index = count: the photo after the last),
 * as the bench adds one photo to a built album; returns what it is.
 * @param {string} dir
 * @param {number} index
 * @param {AlbumOptions} [options]
 */
export async function addAlbumPhoto(dir, index, options = {}) {
  const photo = albumPhoto(index, await albumSources(), options);
  await writeAlbumPhoto(join(dir, photo.file), photo, options);
  return photo;
}

/** The folder an album of these settings is kept in: `<count>-<seed>`, with `-<w>x<h>` when not 4032x3024. */
function albumCacheDir(count, { seed = 1, width = 4032, height = 3024 } = {}) {
  const size = width === 4032 && height === 3024 ? '' : `-${width}x${height}`;
  return join(ALBUM_CACHE, `${count}-${seed}${size}`);
}

/** makeAlbum in the shared cache (photos/ and portfolio.yaml in albumCacheDir), reused when complete. */
export function cachedAlbum(count, options = {}) {
  return makeAlbum(join(albumCacheDir(count, options), 'photos'), count, options);
}
