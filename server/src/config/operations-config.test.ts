import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERY_GRACE_MS } from '../db/engine/database';
import { loadConfig } from './';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'voltcart-ops-config-'));

describe('operations settings', () => {
  it('keeps metrics off unless METRICS_PORT is set, and on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
  });

  it('bounds a request that meets an unreachable database at 3 s by default: a connection, then a statement', () => {
    // A request fails at its first step the database does not answer: getting a connection, or the statement after it.
    const { connectTimeoutMs, statementTimeoutMs } = loadConfig({ DATA_DIR: dataDir() }).databasePool;
    expect(connectTimeoutMs + statementTimeoutMs + QUERY_GRACE_MS).toBeLessThanOrEqual(3000);
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS (none unless set)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DRAIN_SECONDS: '5' }).shutdownDrainSeconds).toBe(5);
  });
});
