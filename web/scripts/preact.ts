import type { Alias, Plugin } from 'vite';

/**
 * The shop ships Preact (preact/compat) in place of React: react-dom 19 alone is 63.5 KiB gzipped, more than two
 * thirds of the 90 KiB gzipped budget for the whole home page (home-bundle-size.ts); Preact with its compat layer
 * is about 11. The code is
 * written and unit-tested against React's API (vitest renders with React, which Testing Library needs); the built
 * app and the dev server run Preact, and the Playwright journeys test that build.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Preact's minified files whose internal function `z` would match the build's `manualPureFunctions: ['z']` (zod). */
const PREACT_FILES_WITH_Z = /node_modules[\\/]preact[\\/](?:dist[\\/]preact|hooks[\\/]dist[\\/]hooks)\.mjs$/;

/**
 * Renames Preact's internal `z` (its children diff, called for its effects) before tree-shaking: the build marks
 * every call of a function named `z` as pure to drop unused zod schemas, and would otherwise drop those calls too,
 * leaving every page blank. Only identifier uses are renamed (a call, or a value before `)`, `,`, `;` or `|`).
 */
export function keepPreactCalls(): Plugin {
  return {
    name: 'voltcart:keep-preact-calls',
    enforce: 'pre',
    transform(code, id) {
      if (!PREACT_FILES_WITH_Z.test(id)) return null;
      return { code: code.replace(/(?<![\w$.])z(?=[(),;|])/g, 'z$preact'), map: null };
    },
  };
}
