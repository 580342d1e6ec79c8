import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVE_ENV, SERVE_NODE_ARGS } from './start-shop';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the compiled shop of the tests and benchmarks', () => {
  const envPrefix = Object.entries(SERVE_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

  it('runs node with the flags and environment `npm run serve` gives production, so the bench measures what production runs', () => {
    expect(rootPackage.scripts.serve).toBe(`${envPrefix} node ${SERVE_NODE_ARGS.join(' ')} server/dist/main.js`);
  });
});
