import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-stack-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Builds a program as the server's build does (one ESM bundle with a source map, run by plain node) that maps its
 * stack traces as main.ts does, and prints the stack of an error thrown on the third line of its TypeScript.
 */
async function stackOfCompiledProgram(sourcemap: boolean): Promise<{ stack: string; source: string }> {
  const source = path.join(dir, 'src', 'program.ts');
  mkdirSync(path.dirname(source));
  const mapper = path.resolve(import.meta.dirname, 'own-stack-traces.ts');
  writeFileSync(
    source,
    [
      `import { mapOwnStackTraces } from ${JSON.stringify(mapper)};`,
      'function fail(reason: string): never {',
      '  throw new Error(`broken: ${reason}`);',
      '}',
      'mapOwnStackTraces(import.meta.url);',
      "try { fail('on purpose'); } catch (error) { console.log((error as Error).stack); }",
      '',
    ].join('\n'),
  );
  const outfile = path.join(dir, 'dist', 'program.js');
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    sourcemap,
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
  });
  const { stdout } = await run(process.execPath, [outfile]);
  return { stack: stdout, source };
}

describe('stack traces of the compiled server', () => {
  it('name the TypeScript file, line and column of a frame in the bundle', async () => {
    const { stack, source } = await stackOfCompiledProgram(true);
    expect(stack.split('\n')[0]).toBe('Error: broken: on purpose');
    expect(stack).toContain(`at fail (${source}:3:9)`);
    expect(stack).not.toContain('program.js');
  });

  it("keep the bundle's own locations where it has no source map", async () => {
    const { stack } = await stackOfCompiledProgram(false);
    expect(stack.split('\n')[0]).toBe('Error: broken: on purpose');
    expect(stack).toMatch(/at fail \(file:\/\/.*\/dist\/program\.js:\d+:\d+\)/);
  });
});
