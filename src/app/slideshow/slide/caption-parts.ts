// The owner's caption is plain text: it is never read as HTML. Only a web address in it (http or https, as
// written) becomes a link; a sentence's closing punctuation after it stays text.

export interface CaptionPart {
  text: string;
  /** Set when the part is a web address to link. */
  url?: string;
}

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence more often than an address. */
const TRAILING = /[.,;:!?'’”)\]]+$/;

// Not URL.canParse: phones a few years old lack it.
function parses(address: string): boolean {
  try {
    new URL(address);
    return true;
  } catch {
    return false;
  }
}

export function captionParts(text: string): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    // A closing bracket that the address opened belongs to it (Wikipedia's "(band)").
    const keep = trailing.startsWith(')') && address.includes('(') ? 1 : 0;
    address = address.slice(0, address.length - trailing.length + keep);
    if (!parses(address)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: address, url: address });
    last = match.index + address.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
