// Compiles the server to one JavaScript module (server/dist/main.js) that plain `node` runs: no tsx and no
// TypeScript compiler in a production process. npm packages stay external (they are installed beside it), except
// the workspace's own contract package, which ships TypeScript source, and Zod and Kysely (with Zod's Fastify
// provider, so that there is one Zod): they are ~100 and ~280 ES modules, whose records and source V8 keeps; bundled,
// with Zod's sixty languages left out but English, the started shop's heap is ~3.4 MB smaller (25.1 -> 21.7 MB
// after a full GC; bench:api's peaks 151 / 149 -> 145 / 142 MB). Whitespace and syntax are minified (names kept, for
// CPU profiles): V8 keeps every module's source text, and the comments' dashes and ellipses made it two bytes a
// character (~1 MB of heap); stack traces are mapped back by own-stack-traces.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const { dependencies = {} } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

// `node scripts/build.mjs [outfile]`: server/dist/main.js unless told (a test builds its own copy, under server/ so that
// the external packages resolve as they do for dist/main.js).
const outfile = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist/main.js'));

const BUNDLED = new Set(['@voltcart/contract', 'zod', 'fastify-type-provider-zod', 'kysely']);

/** zod's `z.locales` holds its ~60 languages (~1.3 MB of heap once loaded); the shop speaks English only. */
const englishOnlyZod = {
  name: 'english-only-zod',
  setup(builder) {
    builder.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}node_modules${path.sep}zod${path.sep}`)
        ? { path: path.resolve(args.resolveDir, args.path), namespace: 'english-only-zod' }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: 'english-only-zod' }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(path.join(path.dirname(args.path), 'en.js'))};`,
      resolveDir: path.dirname(args.path),
    }));
  },
};

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !BUNDLED.has(name)),
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The bundled CommonJS (fastify-type-provider-zod's @fastify/error) requires Node's own modules.
  banner: {
    js: "import { createRequire as bundledRequire } from 'node:module'; const require = bundledRequire(import.meta.url);",
  },
  plugins: [englishOnlyZod],
});
