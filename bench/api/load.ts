import autocannon, { type RequestSpec } from 'autocannon';

export type LoadSettings = { connections: number; durationSeconds: number; warmupSeconds: number };

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Connection errors, timeouts and non-2xx answers together. */
  failures: number;
  /** e.g. "401×120, ECONNRESET×2"; empty when there were none. */
  failureDetail: string;
};

async function runOnce(url: string, requests: RequestSpec[], connections: number, duration: number) {
  const errors = new Map<string, number>();
  const instance = autocannon({ url, connections, duration, requests, timeout: 30 });
  instance.on('reqError', (error: Error & { code?: string }) => {
    const key = error.code ?? error.message;
    errors.set(key, (errors.get(key) ?? 0) + 1);
  });
  const result = await instance;
  return { result, errors };
}

/**
 * Drives `url` with `connections` concurrent keep-alive connections that cycle through `requests`: first a warm-up
 * run whose numbers are thrown away, then the measured run of fixed duration (`beforeMeasured` is called between them).
 */
export async function measureLoad(url: string, requests: RequestSpec[], settings: LoadSettings, beforeMeasured = () => {}): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await runOnce(url, requests, settings.connections, settings.warmupSeconds);
  beforeMeasured();
  const { result, errors } = await runOnce(url, requests, settings.connections, settings.durationSeconds);
  const detail = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}×${stat.count}`);
  for (const [key, count] of errors) detail.push(`${key}×${count}`);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.non2xx,
    failureDetail: detail.join(', '),
  };
}
