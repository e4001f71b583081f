// passwords.yaml itself: its entries read with the line of each, and whether git ignores it, as the .gitignore files
// above it say, so the passwords it holds are never committed.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import type { Problem } from '../photos/problems.ts';
import { lineIndex, Reader, syntaxProblems } from '../portfolio-yaml/read.ts';

export const PASSWORDS_FILE = 'passwords.yaml';

/**
 * Whether one .gitignore's text ignores passwords.yaml in the folder checked: `passwords.yaml` or `**\/passwords.yaml`
 * anywhere below it, `/passwords.yaml` only beside it; the last line that names it wins, `!` un-ignores. Undefined
 * when no line names it. Other globs are not read: the fix asks for the plain line.
 */
function gitignoreSays(text: string, beside: boolean): boolean | undefined {
  let said: boolean | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const negated = line.startsWith('!');
    const pattern = negated ? line.slice(1) : line;
    const names =
      pattern === PASSWORDS_FILE || pattern === `**/${PASSWORDS_FILE}` || (beside && pattern === `/${PASSWORDS_FILE}`);
    if (names) said = !negated;
  }
  return said;
}

/** A password as the owner wrote it: a number or a yes/no reads as written, not as YAML's value. */
function scalarPassword(node: unknown): string | undefined {
  if (!isScalar(node)) return undefined;
  if (typeof node.value === 'string') return node.value;
  if (['number', 'boolean', 'bigint'].includes(typeof node.value)) return node.source ?? String(node.value);
  return undefined;
}

/** passwords.yaml's entries by folder: `folder: password` or `folder:` with a list; each mistake a problem. */
export function readPasswordsFile(
  text: string,
  file: string,
): { entries: Map<string, string[]>; lines: Map<string, number>; problems: Problem[] } {
  const entries = new Map<string, string[]>();
  const lines = new Map<string, number>();
  const doc = parseDocument(text);
  if (doc.errors.length > 0) return { entries, lines, problems: syntaxProblems(doc, text, file) };
  const reader = new Reader(file, lineIndex(text));
  const example = 'e.g. `travel: a long passphrase`, or `travel:` with a list of passwords under it';
  const root = doc.contents;
  if (root === null) return { entries, lines, problems: [] };
  if (!isMap(root)) {
    reader.report(reader.line(root), 'should be a set of album folders, each with its password', example);
    return { entries, lines, problems: reader.problems };
  }
  for (const pair of root.items) {
    const line = reader.line(pair.key);
    const folder = isScalar(pair.key) ? String(pair.key.value) : '';
    if (folder === '') {
      reader.report(line, 'an entry does not start with an album folder', example);
      continue;
    }
    const items: unknown[] = isSeq(pair.value) ? pair.value.items : [pair.value];
    const passwords = items.map(scalarPassword);
    if (passwords.some((password) => password === undefined || password === '')) {
      reader.report(
        line,
        `album \`${folder}\` has an empty password or one that is not plain text`,
        `Write each password as text after \`${folder}:\` or after "- " in its list, in quotes if it has ": " or " #"`,
      );
      continue;
    }
    entries.set(folder, passwords as string[]);
    lines.set(folder, line);
  }
  return { entries, lines, problems: reader.problems };
}

/** Whether git ignores this passwords.yaml, by the .gitignore files from its folder up to the repository's top. */
export async function gitIgnores(passwordsFile: string): Promise<boolean | undefined> {
  const start = dirname(resolve(passwordsFile));
  for (let folder = start; ; folder = dirname(folder)) {
    const ignore = join(folder, '.gitignore');
    if (existsSync(ignore)) {
      const said = gitignoreSays(await readFile(ignore, 'utf8'), folder === start);
      if (said !== undefined) return said;
    }
    if (existsSync(join(folder, '.git')) || dirname(folder) === folder) return undefined;
  }
}
