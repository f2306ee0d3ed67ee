import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';
import { importDirection } from './scripts/eslint/import-direction.mjs';
import { clientLayers, serverLayers } from './scripts/eslint/layers.mjs';

/*
 * Imports run one way (README, "Where things live"): shared code imports no feature, and a
 * feature imports shared code and features of its own or an earlier layer, never a later one
 * (the layers: scripts/eslint/layers.mjs).
 */
const under = (root, names) => names.map((name) => `${root}/${name}`);

const layerZones = (root, layers) =>
  layers.slice(0, -1).map((layer, i) => ({
    target: under(root, layer),
    from: under(root, layers.slice(i + 1).flat()),
    message:
      'A feature may import features of its own or an earlier layer only (eslint.config.mjs).',
  }));

const sharedZone = (target, from, except) => ({
  target,
  from,
  except,
  message: 'Shared code imports no feature (eslint.config.mjs).',
});

/** Props and object keys whose strings people read or hear (the literal-string rules below). */
const userFacingAttributes =
  '(aria-label|aria-description|aria-valuetext|aria-roledescription|title|alt|placeholder|label|helperText|errorText|description|message|emptyText|tooltip|content|heading|confirmLabel|cancelLabel|text)';

const importZones = [
  { target: ['shared'], from: ['server', 'client'], message: 'shared/ imports neither workspace.' },
  sharedZone(['server/src/common', 'server/src/config'], under('server/src', serverLayers.flat())),
  // database/ is the composition root (the entity list, migrations, the embedded server): only
  // app.module, bootstrap and the CLIs import it.
  {
    target: under('server/src', ['common', 'config', ...serverLayers.flat()]),
    from: ['server/src/database'],
    message: 'Only the composition root imports database/ (eslint.config.mjs).',
  },
  ...layerZones('server/src', serverLayers),
  // A shared module's tests may take features' generated operations as test data (apollo/cache).
  {
    ...sharedZone(
      under('client/src', ['components', 'apollo', 'lib', 'types', 'theme.ts', 'config.ts']),
      under('client/src', ['features', 'layout', 'pages']),
    ),
    exceptTests: true,
  },
  // pages/ and layout/ compose features; a feature's own tests may render them.
  {
    target: ['client/src/features'],
    exceptTests: true,
    from: under('client/src', ['layout', 'pages']),
    message: 'Features do not import the app shell or pages.',
  },
  ...layerZones('client/src/features', clientLayers),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'client/src/generated/**',
      'client/src/**/*.generated.tsx',
      '.data/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['server/{src,test}/**/*.ts', 'client/src/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { local: { rules: { 'import-direction': importDirection } } },
    // Cycles are checked on the whole file graph by scripts/import-graph.test.mjs (type-only
    // imports included), in a second where eslint-plugin-import's no-cycle took half the lint.
    rules: { 'local/import-direction': ['error', importZones] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Every word a user reads comes from the catalogs (client/src/locales, docs/i18n.md): JSX text,
    // the attributes people read or hear, and the texts of toasts, page titles and menus.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}', 'client/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: [userFacingAttributes] },
          // A string with no Latin letter (a number, '·', '₹') has nothing to translate.
          words: { exclude: ['[^a-zA-Z]*'] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name=/^${userFacingAttributes}$/] > :matches(Literal[value=/\\p{L}/u], TemplateLiteral)`,
          message: 'A text people read comes from a catalog (docs/i18n.md).',
        },
        {
          selector: `CallExpression[callee.name=/^(usePageTitle|setPageTitle)$/] > :matches(Literal[value=/\\p{L}/u], TemplateLiteral)`,
          message: 'A page title comes from a catalog (docs/i18n.md).',
        },
      ],
    },
  },
  {
    files: ['server/test/**/*.ts', '**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Browser tests pass functions to page.evaluate, which run in the page.
    files: ['client/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
