// Edits the owner's text by whole lines at offsets the parser found, so every other byte stays as written.

/** Replace `text.slice(start, end)` with `insert`; an insertion has start === end. */
export interface Splice {
  start: number;
  end: number;
  insert: string;
}

/** All splices at once, given in offsets of the original text; they must not overlap. */
export function applySplices(text: string, splices: readonly Splice[]): string {
  // From the end backwards, a removal before an insertion at its start, so earlier offsets stay valid.
  const ordered = [...splices].sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  for (const { start, end, insert } of ordered) result = result.slice(0, start) + insert + result.slice(end);
  return result;
}

export function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset just past the line holding `offset`, after its newline (or the end of the text). */
export function lineEnd(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

export function column(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

/**
 * From a line start, past the comment lines indented deeper than `parentColumn` (they belong to the block
 * above) and the blank lines between them; stops before blank lines not followed by such a comment.
 */
export function pastComments(text: string, from: number, parentColumn: number): number {
  let end = from;
  for (let at = from; at < text.length;) {
    const next = lineEnd(text, at);
    const line = text.slice(at, next);
    const indent = line.length - line.trimStart().length;
    if (line.trim() !== '') {
      if (!line.trimStart().startsWith('#') || indent <= parentColumn) break;
      end = next;
    }
    at = next;
  }
  return end;
}

/** Each line indented by `by` spaces, blank lines left empty. */
export function indent(block: string, by: number): string {
  const pad = ' '.repeat(by);
  return block
    .split('\n')
    .map((line) => (line === '' ? line : pad + line))
    .join('\n');
}

/** Whether the line above the one holding `offset` is blank. */
export function blankLineAbove(text: string, offset: number): boolean {
  const start = lineStart(text, offset);
  if (start === 0) return false;
  return text.slice(lineStart(text, start - 1), start).trim() === '';
}
