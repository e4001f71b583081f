// The architecture's import rules, for eslint.config.js: imports run one way, lib <- worker, store <- app,
// nothing under src/ imports the build (scripts/), and the build's folders import each other one way.

/**
 * A `no-restricted-imports` pattern: an import path that reaches into one of these folders of ours.
 * @param {string[]} folders
 * @param {string} message
 */
const into = (folders, message) => ({ regex: `(^|/)(${folders.join('|')})(/|$)`, message });
const NO_SCRIPTS = into(['scripts'], 'src/ is the site: it never imports the build (scripts/).');

/**
 * Each entry says what its folder may not import; tests/unit/boundaries.test.ts proves each one bites.
 * @type {import('eslint').Linter.Config[]}
 */
export const boundaries = [
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            into(['app', 'store', 'worker'], 'lib/ runs in any realm and imports nothing of ours.'),
            NO_SCRIPTS,
          ],
          paths: ['react', 'react-dom', 'zustand', 'comlink'].map((name) => ({
            name,
            message: 'lib/ is plain code for any realm (window, worker, Node).',
          })),
        },
      ],
    },
  },
  {
    files: ['src/worker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [into(['app', 'store'], 'The worker imports only lib/ and its own folder.'), NO_SCRIPTS] },
      ],
    },
  },
  {
    files: ['src/store/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [into(['app'], 'Stores never import components or app code.'), NO_SCRIPTS] },
      ],
    },
  },
  {
    files: ['src/app/**', 'src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_SCRIPTS] }] },
  },
];

/**
 * The build's folders under scripts/, each with the folders of the build it may import: imports run one way, from
 * the Vite adapter and `npm run photos` down to the photo work (docs/architecture.md says why each goes where).
 * @type {Record<string, string[]>}
 */
const SCRIPT_FOLDERS = {
  photos: [],
  words: ['photos'],
  'portfolio-yaml': ['photos', 'words'],
  catalogue: ['photos', 'portfolio-yaml', 'words'],
  pages: ['catalogue', 'photos', 'words'],
  pipeline: ['catalogue', 'pages', 'photos'],
  dev: ['catalogue', 'pages', 'photos', 'pipeline'],
  vite: ['catalogue', 'dev', 'pages', 'photos', 'pipeline'],
  portfolio: ['catalogue', 'photos', 'portfolio-yaml'],
};

/**
 * A relative import that reaches into one of these folders of scripts/ (the `vite` package is no such import).
 * @param {string[]} folders
 * @param {string} message
 */
const intoScripts = (folders, message) => ({
  regex: `^(\\.\\./)+(scripts/)?(${folders.join('|')})(/|$)`,
  message,
});

/**
 * What each folder of the build may not import: every other one but those it may; tests/unit/boundaries.test.ts
 * proves each one bites.
 * @type {import('eslint').Linter.Config[]}
 */
export const scriptBoundaries = Object.entries(SCRIPT_FOLDERS).map(([folder, allowed]) => {
  const others = Object.keys(SCRIPT_FOLDERS).filter((other) => other !== folder && !allowed.includes(other));
  const may = allowed.length > 0 ? `imports only ${allowed.map((name) => `${name}/`).join(', ')}` : 'imports none';
  const message = `scripts/${folder}/ ${may} of the build's folders: imports between them run one way.`;
  return {
    files: [`scripts/${folder}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoScripts(others, message)] }] },
  };
});
