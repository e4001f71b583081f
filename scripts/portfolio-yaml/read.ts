// Reads the owner's YAML nodes into plain values, collecting a problem with its line for each one that is wrong.
import { isMap, isScalar, isSeq, type Document, type Pair, type YAMLMap } from 'yaml';
import type { Problem } from '../photos/problems.ts';

/** The 1-based line of each offset in a text. */
export function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

// What each parser error code most likely asks the owner to do.
const SYNTAX_FIXES: Record<string, string> = {
  DUPLICATE_KEY: 'Keep one of the two lines with this key, or rename one',
  TAB_AS_INDENT: 'Indent with spaces, not tabs',
};
const SYNTAX_FIX =
  'Check this line and the one above: keys line up with their neighbours, each key ends with a colon and a space, ' +
  'each list item starts with "- ", and text containing ": " or " #" is in quotes';

/** Every syntax error the parser reports, each with its line. */
export function syntaxProblems(doc: Document.Parsed, text: string, file: string): Problem[] {
  const lineOf = lineIndex(text);
  return doc.errors.map((error) => {
    const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    // The parser finds an unclosed quote at the end of the file; the owner needs the line that opened it.
    const quote = /^Missing closing (["'])quote/.exec(reason)?.[1];
    const opened = quote === undefined ? -1 : text.lastIndexOf(quote, error.pos[0] - 1);
    if (quote !== undefined && opened !== -1) {
      const message = `YAML syntax error: the ${quote} opened on this line is never closed`;
      return {
        file,
        line: lineOf(opened),
        message,
        fix: `Add the closing ${quote} after the text, or remove this one`,
      };
    }
    const at = error.linePos?.[0];
    return {
      file,
      line: at?.line ?? lineOf(error.pos[0]),
      message: `YAML syntax error${at ? ` at column ${String(at.col)}` : ''}: ${reason}`,
      fix: SYNTAX_FIXES[error.code] ?? SYNTAX_FIX,
    };
  });
}

/** A scalar as the owner wrote it: `1984` or `yes` is the text 1984 or yes, not a number or a boolean. */
function scalarText(value: unknown, source: string | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return source ?? `${value}`;
  return '';
}

/** Anything with a parsed position. */
export interface Located {
  range?: [number, number, number] | null;
}

/** A key of a block of keys, with its value node and where it was written. */
export interface Entry {
  key: string;
  pair: Pair;
  line: number;
}

export class Reader {
  readonly problems: Problem[] = [];

  constructor(
    readonly file: string,
    private readonly lineOf: (offset: number) => number,
  ) {}

  line(node: unknown, fallback = 1): number {
    const range = (node as Located | null | undefined)?.range;
    return range ? this.lineOf(range[0]) : fallback;
  }

  report(line: number, message: string, fix: string): void {
    this.problems.push({ file: this.file, line, message, fix });
  }

  /** The known keys of a block, by name; any other key is reported. */
  keys(map: YAMLMap, known: readonly string[], where: string): Map<string, Entry> {
    const found = new Map<string, Entry>();
    for (const pair of map.items) {
      const line = this.line(pair.key, this.line(map));
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      if (known.includes(key)) found.set(key, { key, pair, line });
      else
        this.report(
          line,
          key ? `unknown key \`${key}\`${where}` : `a key${where} is not a plain word`,
          `The keys allowed here are: ${known.join(', ')} (check the spelling and the indentation)`,
        );
    }
    return found;
  }

  /** A value written as true or false; anything else (`yes`, `off`: text in YAML 1.2) is reported with `fix`. */
  flag(entry: Entry | undefined, fix: string): boolean | undefined {
    if (!entry) return undefined;
    const { key, pair, line } = entry;
    const scalar = isScalar(pair.value) ? pair.value : undefined;
    if (typeof scalar?.value === 'boolean') return scalar.value;
    // A plain word as written; quoted text would only confuse the message.
    const written = scalar?.type === 'PLAIN' && scalar.source ? `, not \`${scalar.source}\`` : '';
    this.report(line, `\`${key}\` should be true or false${written}`, fix);
    return undefined;
  }

  /** A value written as text (a number or a yes/no reads as written); reported when empty or not text. */
  text(entry: Entry | undefined, hint: string): string | undefined {
    if (!entry) return undefined;
    const { key, pair, line } = entry;
    const value = pair.value;
    if (isMap(value) || isSeq(value)) {
      this.report(line, `\`${key}\` should be text, not ${isSeq(value) ? 'a list' : 'a set of keys'}`, hint);
      return undefined;
    }
    const text = isScalar(value) ? scalarText(value.value, value.source) : '';
    if (text.trim() === '') {
      this.report(line, `\`${key}\` is empty`, `Write the text after \`${key}:\`, or delete the line`);
      return undefined;
    }
    return text.trim();
  }
}
