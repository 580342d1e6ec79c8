import { apiPaths } from '@voltcart/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/processes/free-port';
import { createScratchDatabase, type ScratchDatabase } from '../../../test/processes/scratch-database';
import { startShop, type RunningShop } from '../../../test/processes/start-shop';
import { testEngine } from '../../../test/test-app';

// A real shop process with METRICS_PORT set: its scrape is Prometheus's text format, and it moves with traffic.

let shop: RunningShop;
let metricsUrl: string;
let dataDir: string;
let database: ScratchDatabase | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltcart-metrics-'));
  if (testEngine === 'postgres') database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'metrics');
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  shop = await startShop({
    dataDir,
    databaseUrl: database?.url,
    seedDemo: false,
    extraEnv: { METRICS_PORT: String(metricsPort) },
  });
});
afterAll(async () => {
  await shop?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Sample = { name: string; labels: Record<string, string>; value: number };

/**
 * Prometheus's text exposition format, parsed strictly: every line a `# HELP`, a `# TYPE` naming a known type, or a
 * sample `name{label="value",…} number` of a family whose TYPE came before it. Throws on anything else.
 */
function parseExposition(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|NaN|\+Inf|-Inf))$/;
  const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const sample = sampleLine.exec(line);
    if (!sample) throw new Error(`not Prometheus text format: ${line}`);
    const [, name, labelText = '', value] = sample;
    const family = name!.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(name!) && !types.has(family)) throw new Error(`sample before its TYPE: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of labelText.matchAll(labelPair)) labels[pair[1]!] = pair[2]!;
    samples.push({ name: name!, labels, value: Number(value) });
  }
  return { types, samples };
}

async function scrape() {
  const answer = await fetch(metricsUrl);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await answer.text());
}

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);

describe('metrics', () => {
  it('are scraped in Prometheus text format, on their own port and not the shop’s', async () => {
    const { types, samples } = await scrape();
    expect(types.get('voltcart_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('voltcart_db_statement_duration_seconds')).toBe('histogram');
    for (const family of [
      'voltcart_http_requests_in_flight',
      'voltcart_db_pool_connections',
      'voltcart_ready_answer_bytes',
      'voltcart_mail_outbox_pending',
      'voltcart_mail_outbox_oldest_seconds',
      'voltcart_payments_pending',
      'voltcart_payment_reconciler_lag_seconds',
      'voltcart_payments',
      'voltcart_refunds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ])
      expect(types.get(family), family).toBe('gauge');
    expect(types.get('voltcart_ready_answer_hits_total')).toBe('counter');
    expect(types.get('voltcart_ready_answer_misses_total')).toBe('counter');
    expect(valueOf(samples, 'voltcart_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    // The shop's own port has no such page: the metrics are not for its visitors.
    expect((await fetch(`${shop.url}/metrics`)).headers.get('content-type')).not.toMatch(/version=0\.0\.4/);
  });

  it('move with traffic: requests by route pattern and status, statements, ready answers', async () => {
    const before = (await scrape()).samples;
    const id = '00000000-0000-4000-8000-000000000000';
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${shop.url}${apiPaths.catalog.categories}`)).status).toBe(200);
    expect((await fetch(`${shop.url}${apiPaths.catalog.productById(id)}`)).status).toBe(404);
    const after = (await scrape()).samples;

    const requests = (route: string, status: string) =>
      valueOf(after, 'voltcart_http_request_duration_seconds_count', { route, status }) -
      valueOf(before, 'voltcart_http_request_duration_seconds_count', { route, status });
    expect(requests(apiPaths.catalog.categories, '200')).toBe(3);
    // The route's pattern, never the id asked for.
    expect(requests('/api/product/getProductById/:id', '404')).toBe(1);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes(id)))).toBe(false);
    expect(valueOf(after, 'voltcart_db_statement_duration_seconds_count')).toBeGreaterThan(
      valueOf(before, 'voltcart_db_statement_duration_seconds_count'),
    );
    // Three asks for the categories: made once at most, then sent as kept.
    expect(valueOf(after, 'voltcart_ready_answer_hits_total')).toBeGreaterThanOrEqual(
      valueOf(before, 'voltcart_ready_answer_hits_total') + 2,
    );
    expect(valueOf(after, 'voltcart_ready_answer_bytes')).toBeGreaterThan(0);
  });
});
