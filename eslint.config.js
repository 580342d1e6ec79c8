import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.data*/**', 'e2e/screenshots/**', 'test-results/**', 'bench/results/**'] },
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
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Typed hooks only (useAppSelector/useAppDispatch), as the Redux style guide asks.
      'no-restricted-imports': ['error', { paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: 'Use useAppSelector/useAppDispatch from app/hooks.' }] }],
    },
  },
  {
    // The one place the typed hooks are made from the untyped ones.
    files: ['web/src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Features talk to each other only through their index.ts (DESIGN §2).
    files: ['server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)', message: 'Import another feature through its index.ts.' }] }],
    },
  },
);
