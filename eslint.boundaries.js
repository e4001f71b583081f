// The architecture's import rules, for eslint.config.js: imports run one way, lib <- worker, store <- app,
// and nothing under src/ imports the build (scripts/).

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
