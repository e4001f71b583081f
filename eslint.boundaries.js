// The architecture's import rules, for eslint.config.js: imports run one way, lib <- worker, store <- app,
// and nothing under src/ imports the build (scripts/); within the app, the shell composes the features and each
// feature imports only those below it.

/**
 * A `no-restricted-imports` pattern: an import path that reaches into one of these folders of ours.
 * @param {string[]} folders
 * @param {string} message
 */
const into = (folders, message) => ({ regex: `(^|/)(${folders.join('|')})(/|$)`, message });
const NO_SCRIPTS = into(['scripts'], 'src/ is the site: it never imports the build (scripts/).');

/**
 * The app's features (the folders of src/app/), each with the features it may import: the shell composes them all,
 * and no two import each other. The files at the top of src/app/ (the words, the page title, the reading direction)
 * any feature may import, and they import none. A feature's own subfolders are its own business.
 */
const APP_FEATURES = {
  shell: ['albums', 'gallery', 'slideshow', 'photo'],
  albums: ['gallery', 'photo'],
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
  ...APP_BOUNDARIES,
];
