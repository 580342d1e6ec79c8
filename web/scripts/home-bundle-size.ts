// The home page's eager JavaScript + CSS, gzipped: what index.html loads before the shop can draw anything
// (its module script, every modulepreload and stylesheet, and the static imports they pull in).
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { build, type Rollup } from 'vite';

/**
 * The home page's JS + CSS budget, gzipped: 130 KiB, so a phone on a slow network draws it fast. The shop ships the
 * React 19 it is written and tested against; react-dom alone is about 63.5 KiB of it. About 3 KiB is the route table
 * (every call's path, the admin's too: contract/src/paths.ts and routes/calls.ts are one object each), which grows
 * with each call a feature adds; splitting it by feature would give that back.
 */
export const HOME_BUDGET_BYTES = 130 * 1024;

export type HomeFile = { fileName: string; rawBytes: number; gzipBytes: number };
export type HomeBundle = { files: HomeFile[]; jsGzipBytes: number; cssGzipBytes: number; totalGzipBytes: number };

const webRoot = path.resolve(import.meta.dirname, '..');

type OutputFile = Rollup.OutputChunk | Rollup.OutputAsset;
export const bytesOf = (file: OutputFile) => Buffer.from(file.type === 'chunk' ? file.code : file.source);

/** The files index.html names (script src, modulepreload, stylesheet), as output file names. */
function filesNamedBy(indexHtml: string): string[] {
  const urls = [...indexHtml.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set(urls)];
}

/** Measures the eager files of a build's output (zlib's default level, as bench:pages measures the pages). */
export function measureHomeBundle(output: OutputFile[]): HomeBundle {
  const byName = new Map(output.map((file) => [file.fileName, file]));
  const html = byName.get('index.html');
  if (!html) throw new Error('the build has no index.html');
  const eager = new Set<string>();
  const visit = (fileName: string) => {
    if (eager.has(fileName)) return;
    const file = byName.get(fileName);
    if (!file) throw new Error(`index.html names ${fileName}, which the build did not write`);
    eager.add(fileName);
    // A chunk's static imports load before it runs, whether or not index.html preloads them.
    if (file.type === 'chunk') {
      file.imports.forEach(visit);
      [...(file.viteMetadata?.importedCss ?? [])].forEach(visit);
    }
  };
  filesNamedBy(bytesOf(html).toString('utf8')).forEach(visit);
  const files = [...eager].map((fileName) => {
    const bytes = bytesOf(byName.get(fileName)!);
    return { fileName, rawBytes: bytes.length, gzipBytes: gzipSync(bytes).length };
  });
  const sum = (test: RegExp) =>
    files.filter((file) => test.test(file.fileName)).reduce((total, file) => total + file.gzipBytes, 0);
  const jsGzipBytes = sum(/\.js$/);
  const cssGzipBytes = sum(/\.css$/);
  return { files, jsGzipBytes, cssGzipBytes, totalGzipBytes: jsGzipBytes + cssGzipBytes };
}

export type BuildOutput = OutputFile[];

/**
 * Builds the web app in memory (web/vite.config.ts, production mode, nothing written), with source maps kept apart
 * from the files (`hidden`: the scripts are byte for byte what ships).
 */
export async function buildWebInMemory(): Promise<BuildOutput> {
  // Under vitest NODE_ENV is "test", which would bundle React's development build: build what ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { write: false, emptyOutDir: false, sourcemap: 'hidden' },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  return outputs.flatMap((each) => each.output);
}
