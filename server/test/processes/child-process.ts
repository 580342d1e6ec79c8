import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

/**
 * Runs a TypeScript file with tsx as a child process, keeping the last lines of its output for error messages.
 * `env` is added to this process's environment; a key set to undefined is removed from it.
 */
export function startTsx(file: string, env: Record<string, string | undefined>, nodeArgs: string[] = []): Child {
  return startNode(file, env, ['--import', 'tsx', ...nodeArgs]);
}

/** Runs a JavaScript (or, with `--import tsx` in nodeArgs, TypeScript) file with plain node, as startTsx does. */
export function startNode(file: string, env: Record<string, string | undefined>, nodeArgs: string[] = []): Child {
  const merged = { ...process.env, ...env };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, [...nodeArgs, file], {
    cwd: repoRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers 2xx; fails with the child's output if the child exits first. */
export async function waitUntilUp(url: string, child: Child, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null)
      throw new Error(`${what} exited with code ${child.process.exitCode}:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await child.stop();
  throw new Error(`${what} did not answer ${url} within 120 s:\n${child.output()}`);
}

/** Resolves once the child has printed a line matching `pattern`; fails if the child exits first. */
export async function waitForOutput(child: Child, pattern: RegExp, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!pattern.test(child.output())) {
    if (child.process.exitCode !== null)
      throw new Error(`${what} exited with code ${child.process.exitCode}:\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`${what} never printed ${pattern}:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
