// Compiles the server to one JavaScript module (server/dist/main.js) that plain `node` runs: no tsx and no
// TypeScript compiler in a production process. npm packages stay external (they are installed beside it);
// the workspace's own contract package, which ships TypeScript source, is bundled in. Whitespace and syntax are
// minified (names kept, for CPU profiles): V8 keeps every module's source text, and the comments' dashes and
// ellipses made it two bytes a character (~1 MB of heap); stack traces are mapped back by own-stack-traces.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const { dependencies = {} } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

// `node scripts/build.mjs [outfile]`: server/dist/main.js unless told (a test builds its own copy, under server/ so that
// the external packages resolve as they do for dist/main.js).
const outfile = path.resolve(process.argv[2] ?? path.join(serverDir, 'dist/main.js'));

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@voltcart/contract'),
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'warning',
});
