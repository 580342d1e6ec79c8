import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importCycles from './lint-rules/import-cycles.js';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Web layering (bulletproof-react): shared ← features ← app. A feature may import another feature's slice
// file (to react to its events), nothing else of it.
const webZones = [
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'shared/ knows no feature and no app/.',
  },
  {
    target: './web/src/features',
    from: './web/src/app',
    except: ['./hooks.ts'],
    message: 'A feature imports only app/hooks from app/; composition belongs in app/.',
  },
  ...webFeatures.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`, ...webFeatures.filter((other) => other !== feature).flatMap((other) => sliceFiles(other))],
    message: "Features do not import each other; react to another feature's event through its slice file.",
  })),
];

function sliceFiles(feature) {
  return readdirSync(new URL(`./web/src/features/${feature}`, import.meta.url))
    .filter((name) => name === 'slice.ts' || name.endsWith('-slice.ts'))
    .map((name) => `./${feature}/${name}`);
}

// Server layering: lib ← db ← config ← features ← app. lib/ is plain building blocks (errors, sessions, limits,
// engines' interfaces); db/ is Kysely and the SQL that is no feature's own; config/ reads the environment (it may
// use lib and db types, and features take its types); app.ts, main.ts and the files beside them compose the shop.
// Values travel down by parameters (a lib function is given what it needs, never the config or the database).
const serverTopFiles = readdirSync(new URL('./server/src', import.meta.url)).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);
const serverConfigFiles = ['./server/src/config'];
const serverAppFiles = serverTopFiles.map((name) => `./server/src/${name}`);
const serverZones = [
  {
    target: './server/src/lib',
    from: ['./server/src/db', './server/src/features', ...serverConfigFiles, ...serverAppFiles],
    message:
      'lib/ imports no db/, feature, config or app file: pass the value in, or move the code where it belongs (db/ or a feature).',
  },
  {
    target: './server/src/db',
    from: ['./server/src/features', ...serverConfigFiles, ...serverAppFiles],
    message: 'db/ imports no feature, config or app file: pass the value in, or move the code into the feature that owns it.',
  },
  {
    target: './server/src/config',
    from: ['./server/src/features', ...serverAppFiles],
    message: 'config/ imports no feature or app file: it reads the environment, and features take its types.',
  },
  {
    target: './server/src/features',
    from: serverAppFiles,
    message: 'A feature never imports app.ts, main.ts or the files beside them: app.ts passes what a feature needs in.',
  },
  { target: './server/src', from: './server/test', message: 'Production code never imports test helpers.' },
];

const otherFeatureOnlyThroughIndex = {
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)',
  message: 'Import another feature through its index.ts.',
};
/** The same rule for a file in a feature's sub-folder (payments/checkout/): `../x` is its own feature's, `../../x` another's. */
const otherFeatureOnlyThroughIndexFromSubfolder = {
  regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(?!index$)',
  message: 'Import another feature through its index.ts.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '.data*/**',
      'e2e/screenshots/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import direction and cycles over the project's own files.
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts', 'server/test/**/*.ts', 'contract/src/**/*.ts'],
    settings: {
      // How import-x reads and finds the files it follows (without the parser no-cycle sees no TypeScript).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    // Cycles count type-only imports too (lint-rules/import-cycles.js): import-x's no-cycle would skip them.
    plugins: { 'import-x': importX, voltcart: importCycles },
    rules: {
      'voltcart/no-import-cycle': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Typed hooks only (useAppSelector/useAppDispatch), as the Redux style guide asks.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector/useAppDispatch from app/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/test/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }] },
  },
  {
    // The one place the typed hooks are made from the untyped ones.
    files: ['web/src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Features talk to each other only through their index.ts (docs/design.md, "Code layout rules").
    files: ['server/src/features/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureOnlyThroughIndex] }] },
  },
  {
    files: ['server/src/features/*/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [otherFeatureOnlyThroughIndexFromSubfolder] }] },
  },
  {
    // Routes are thin (docs/design.md): they call their service; only the service talks to the repo.
    files: ['server/src/features/*/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [otherFeatureOnlyThroughIndex, { regex: '^\\./repo$', message: 'Routes call the service, never the repo.' }],
        },
      ],
    },
  },
  {
    // The server's layers (serverZones above); tests may build the whole shop, so they are not held to them.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverZones }] },
  },
);
