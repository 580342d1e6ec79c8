import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './child-process';

// Every package a started shop loads is code V8 keeps for the life of the process. Fastify reaches ajv 8 three ways
// (its validator compiler, that compiler's formats, its serializer); with ESLint's ajv 6 at the root of node_modules,
// npm nested a copy of ajv 8 under each, and the shop loaded all three (+1.2 MB of heap, +2.5-4 MB resident at start).
// The root package.json names ajv 8, so one copy sits at the root and the three share it.
const fromServer = createRequire(path.join(repoRoot, 'server', 'package.json'));
const resolvedFrom = (pkg: string, dependency: string) => createRequire(fromServer.resolve(pkg)).resolve(dependency);

describe('packages the started shop loads', () => {
  it('loads one copy of ajv: the one at the root of node_modules', () => {
    const root = path.join(repoRoot, 'node_modules', 'ajv');
    const users = [
      resolvedFrom('@fastify/ajv-compiler', 'ajv'),
      resolvedFrom('fast-json-stringify', 'ajv'),
      resolvedFrom(createRequire(fromServer.resolve('@fastify/ajv-compiler')).resolve('ajv-formats'), 'ajv'),
    ];
    for (const resolved of users) expect(resolved.startsWith(root + path.sep)).toBe(true);
    expect(new Set(users).size).toBe(1);
  });
});
