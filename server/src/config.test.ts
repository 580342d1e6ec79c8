import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_ADMIN, loadConfig } from './config';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'voltcart-config-'));

describe('configuration', () => {
  it('starts on the embedded defaults with a generated, persisted session secret', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ port: 5000, databaseUrl: undefined, seedDemo: true, admin: { ...DEV_ADMIN, isDevDefault: true } });
    expect(first.payments.provider).toBe('sandbox');
    expect(first.sessionSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ PAYMENT_PROVIDER: 'phonepe' }, 'PHONEPE_CLIENT_ID'],
  ])('stops with one line naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});
