import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The repository's own ESLint config, run on small probes: the layering and the cycle rule fail where they should.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIdsOf(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('server layers: lib ← db ← config ← features ← app', () => {
  it('passes a lib file that imports lib', async () => {
    expect(
      await ruleIdsOf("import { AppError } from './errors';\nexport const probe = AppError;\n", 'server/src/lib/layer-probe.ts'),
    ).toEqual([]);
  });

  it.each([
    [
      'lib → a feature',
      "import { authRoutes } from '../features/auth';\nexport const probe = authRoutes;\n",
      'server/src/lib/layer-probe.ts',
    ],
    [
      'lib → db',
      "import type { Executor } from '../db/engine/executor';\nexport type Probe = Executor;\n",
      'server/src/lib/layer-probe.ts',
    ],
    ['lib → config', "import type { Config } from '../config';\nexport type Probe = Config;\n", 'server/src/lib/layer-probe.ts'],
    [
      'db → a feature',
      "import { authRoutes } from '../features/auth';\nexport const probe = authRoutes;\n",
      'server/src/db/layer-probe.ts',
    ],
    [
      'a feature → app.ts',
      "import { buildApp } from '../../app';\nexport const probe = buildApp;\n",
      'server/src/features/cart/layer-probe.ts',
    ],
  ])('fails %s', async (_direction, code, filePath) => {
    expect(await ruleIdsOf(code, filePath)).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('import cycles', () => {
  // The cycle rule reads the other side of an import from disk: two files written for the test.
  const dir = mkdtempSync(path.join(repoRoot, 'server/test/lint-probe-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails two files that import only types of each other', async () => {
    writeFileSync(
      path.join(dir, 'order.ts'),
      "import type { Payment } from './payment';\nexport type Order = { payment?: Payment };\n",
    );
    writeFileSync(
      path.join(dir, 'payment.ts'),
      "import type { Order } from './order';\nexport type Payment = { order?: Order };\n",
    );
    const results = await eslint.lintFiles([path.join(dir, 'order.ts'), path.join(dir, 'payment.ts')]);
    expect(results.map((result) => result.messages.map((message) => message.ruleId))).toEqual([
      ['voltcart/no-import-cycle'],
      ['voltcart/no-import-cycle'],
    ]);
  });

  it('passes a type imported one way only', async () => {
    writeFileSync(path.join(dir, 'address.ts'), 'export type Address = { city: string };\n');
    const code = "import type { Address } from './address';\nexport type Shipment = { to: Address };\n";
    expect(await ruleIdsOf(code, path.relative(repoRoot, path.join(dir, 'shipment.ts')))).toEqual([]);
  });
});
