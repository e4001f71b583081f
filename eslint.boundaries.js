// The architecture's import rules, for eslint.config.js: imports run one way, lib <- worker, store <- app,
// nothing under src/ imports the build (scripts/), and the build's folders import each other one way; within the app,
// the shell composes the features and each feature imports only those below it.

/**
 * A `no-restricted-imports` pattern: an import path that reaches into one of these folders of ours.
 * @param {string[]} folders
 * @param {string} message
 */
const into = (folders, message) => ({ regex: `(^|/)(${folders.join('|')})(/|$)`, message });
const NO_SCRIPTS = into(['scripts'], 'src/ is the site: it never imports the build (scripts/).');
const WORKER_ONLY = into(['app', 'store'], 'The worker imports only lib/ and its own folder.');
const SW_ONLY = 'The service worker (sw.js) opens sealed files: no key stretching and no window code in it.';

/**
 * The app's features (the folders of src/app/), each with the features it may import: the shell composes them all,
 * and no two import each other. The files at the top of src/app/ (the words, the page title, the reading direction)
 * any feature may import, and they import none. A feature's own subfolders are its own business.
 */
const APP_FEATURES = {
  shell: ['albums', 'tags', 'places', 'search', 'private', 'gallery', 'slideshow', 'photo'],
  albums: ['gallery', 'photo'],
  tags: ['gallery'],
  places: ['gallery'],
  search: ['gallery', 'photo'],
  private: [],
  gallery: ['slideshow', 'photo'],
  slideshow: ['photo'],
  photo: [],
};

/**
 * A pattern for an import path that reaches one of these features: relative, climbing straight into its folder
 * (feature folders are named only at the top of src/app/, so `../../store/slideshow` is not one), or naming app/.
 * @param {string[]} features
 * @param {string} message
 */
const intoFeatures = (features, message) => ({
  regex: `(^(\\.{1,2}/)+|(^|/)app/)(${features.join('|')})(/|$)`,
  message,
});

const FEATURES = Object.keys(APP_FEATURES);

/**
 * One block per feature and one for the top of src/app/, after the one for all of src/: ESLint takes a file's
 * `no-restricted-imports` from the last block that matches it, so each carries the rule against scripts/ too.
 * @type {import('eslint').Linter.Config[]}
 */
const APP_BOUNDARIES = [
  {
    files: ['src/app/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            intoFeatures(FEATURES, 'The files at the top of app/ are for every feature, and import none.'),
            NO_SCRIPTS,
          ],
        },
      ],
    },
  },
  ...Object.entries(APP_FEATURES).map(([feature, allowed]) => {
    const refused = FEATURES.filter((other) => other !== feature && !allowed.includes(other));
    const may = [...allowed, 'the files at the top of app/'].join(', ');
    const why = `app/${feature} imports only ${may}: the shell composes the features, and no two import each other.`;
    return {
      files: [`src/app/${feature}/**`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [...(refused.length > 0 ? [intoFeatures(refused, why)] : []), NO_SCRIPTS] },
        ],
      },
    };
  }),
];

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
      'no-restricted-imports': ['error', { patterns: [WORKER_ONLY, NO_SCRIPTS] }],
    },
  },
  {
    // The service worker's own files, bundled alone into sw.js: it opens files and derives no key, so the lock's
    // Argon2id (hash-wasm, in lib/private/lock.ts) and the window's side (the *.client files) stay out of it.
    files: ['src/worker/vault.sw.ts', 'src/worker/vault-fetch.ts', 'src/worker/vault-keys.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [WORKER_ONLY, NO_SCRIPTS, { regex: '(^|/)(lock|[^/]+\\.client)(\\.ts)?$', message: SW_ONLY }],
          paths: [{ name: 'hash-wasm', message: SW_ONLY }],
        },
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
  ...APP_BOUNDARIES,
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
  catalogue: ['photos', 'portfolio-yaml', 'private', 'words'],
  pages: ['catalogue', 'photos', 'words'],
  pipeline: ['catalogue', 'pages', 'photos', 'private'],
  dev: ['catalogue', 'pages', 'photos', 'pipeline'],
  vite: ['catalogue', 'dev', 'pages', 'photos', 'pipeline'],
  portfolio: ['catalogue', 'photos', 'portfolio-yaml'],
  private: ['photos', 'portfolio-yaml'],
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
