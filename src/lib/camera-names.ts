// A camera's and a lens's names as people say them (`Olympus E-M5`, not `OLYMPUS IMAGING CORP. E-M5`), from the
// EXIF Make and Model as the camera wrote them, so one camera written two ways gets one name. Pure, for the build
// and the browser alike.

/** The makers people name by brand, each with the ways its own files and others' begin its name (longest first). */
const MAKERS: readonly (readonly [name: string, ...starts: string[]])[] = [
  ['Apple', 'apple'],
  ['Canon', 'canon'],
  ['Casio', 'casio'],
  ['DJI', 'dji'],
  ['Fujifilm', 'fujifilm', 'fuji photo film', 'fuji'],
  ['Google', 'google'],
  ['GoPro', 'gopro'],
  ['Hasselblad', 'hasselblad'],
  ['HTC', 'htc'],
  ['Huawei', 'huawei'],
  ['Kodak', 'eastman kodak', 'kodak'],
  ['Konica Minolta', 'konica minolta'],
  ['Konica', 'konica'],
  ['Leica', 'leica'],
  ['LG', 'lg electronics', 'lge', 'lg'],
  ['Minolta', 'minolta'],
  ['Motorola', 'motorola'],
  ['Nikon', 'nikon'],
  ['Nokia', 'nokia'],
  ['OM System', 'om digital solutions', 'om system'],
  ['Olympus', 'olympus'],
  ['OnePlus', 'oneplus'],
  ['Panasonic', 'panasonic'],
  ['Pentax', 'pentax', 'asahi optical'],
  ['Phase One', 'phase one'],
  ['Ricoh', 'ricoh'],
  ['Samsung', 'samsung'],
  ['Samyang', 'samyang'],
  ['Sigma', 'sigma'],
  ['Sony', 'sony'],
  ['Tamron', 'tamron'],
  ['Tokina', 'tokina'],
  ['Voigtländer', 'voigtländer', 'voigtlander'],
  ['Xiaomi', 'xiaomi'],
  ['Zeiss', 'carl zeiss', 'zeiss'],
];

/** Words a company adds to its name that nobody says of its cameras. */
const SUFFIX =
  /[\s,.]+(?:co|ltd|corp|corporation|inc|incorporated|company|imaging|optical|ag|gmbh|kg|llc|limited|plc|s\.?a|electronics)\.?$/iu;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** EXIF text ends at its first NUL (what follows is padding or junk); runs of spaces are one. */
function tidy(text: string | undefined): string | undefined {
  const plain = text?.split('\0')[0]?.replace(/\s+/gu, ' ').trim();
  return plain === '' ? undefined : plain;
}

/** The maker whose name a text begins with, and the rest of the text after it and its separator. */
function knownStart(text: string, separator: RegExp): { name: string; rest: string } | undefined {
  for (const [name, ...starts] of MAKERS) {
    for (const start of starts) {
      const match = new RegExp(`^${escape(start)}(?:${separator.source}|$)`, 'iu').exec(text);
      if (match) return { name, rest: text.slice(match[0].length).trim() };
    }
  }
  return undefined;
}

/** A maker no table knows: its company words gone, a word in capitals (of four letters or more) said as a name. */
function plainMaker(make: string): string {
  let name = make;
  for (let shorter = name.replace(SUFFIX, ''); shorter !== name && shorter !== ''; shorter = name.replace(SUFFIX, ''))
    name = shorter;
  // Two or three capitals are initials (LG, DJI, HTC), said as written.
  return name
    .replace(/[\s,.]+$/u, '')
    .replace(/(^|\P{L})(\p{Lu})(\p{Lu}{3,})(?!\p{L})/gu, (_, before: string, first: string, rest: string) =>
      [before, first, rest.toLowerCase()].join(''),
    );
}

/** The maker as people say it, and the model without the maker written again at its start. */
function split(make: string | undefined, model: string | undefined): { maker?: string; model?: string } {
  const madeBy = tidy(make);
  const named = tidy(model);
  // A model that begins with a maker's name says who people name it by (a Pentax body made by Ricoh Imaging).
  const inModel = named === undefined ? undefined : knownStart(named, /[\s_-]+/);
  if (inModel) return { maker: inModel.name, ...(inModel.rest && { model: inModel.rest }) };
  if (madeBy === undefined) return named === undefined ? {} : { model: named };
  const known = knownStart(madeBy, /[^\p{L}\p{N}]/u);
  const maker = known?.name ?? plainMaker(madeBy);
  if (named === undefined) return { maker };
  // An unknown maker repeated at the model's start, in any case: `Acme Corp.` and `ACME X1`.
  const repeated = new RegExp(`^${escape(maker)}[\\s_-]+`, 'iu').exec(named);
  return { maker, model: repeated && repeated[0].length < named.length ? named.slice(repeated[0].length) : named };
}

/** `NIKON CORPORATION` and `NIKON D50` → `Nikon D50`; the maker alone when the camera wrote no model. */
export function cameraName(make?: string, model?: string): string | undefined {
  const parts = split(make, model);
  return [parts.maker, parts.model].filter(Boolean).join(' ') || undefined;
}

/** `Canon` and `EF50mm f/1.8 STM` → `Canon EF50mm f/1.8 STM`; the maker only where the model does not name it. */
export function lensName(make?: string, model?: string): string | undefined {
  if (tidy(model) === undefined) return undefined;
  const { maker, model: rest } = split(make, model);
  if (maker === undefined || rest === undefined) return rest ?? maker;
  // `smc PENTAX-DA 18-55mm` names its maker inside: said as written.
  const names = new RegExp(`(?:^|[^\\p{L}])${escape(maker)}(?!\\p{L})`, 'iu').test(rest);
  return names ? rest : `${maker} ${rest}`;
}
