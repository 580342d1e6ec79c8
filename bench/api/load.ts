import { readFileSync } from 'node:fs';
import autocannon, { type RawRequest, type RequestSpec } from 'autocannon';

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
  /** CPU time (user + system) the server process spent per answered request in the measured run, when its pid is known. */
  cpuMicrosPerRequest?: number;
  /**
   * CPU time this process (autocannon, the client) spent per answered request: near a whole core's worth
   * (1,000,000 ÷ req/s) means the client, not the server, set the pace.
   */
  clientCpuMicrosPerRequest: number;
};

/** A process's CPU time so far in microseconds (Linux /proc; clock ticks of 10 ms), or undefined elsewhere. */
function cpuMicrosOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return undefined;
  }
}

/** One autocannon run, for `duration` seconds or until `amount` requests were answered. */
async function runOnce(
  url: string,
  requests: RequestSpec[],
  connections: number,
  length: { duration: number } | { amount: number },
) {
  const errors = new Map<string, number>();
  const instance = autocannon({ url, connections, ...length, requests, timeout: 30 });
  instance.on('reqError', (error: Error & { code?: string }) => {
    const key = error.code ?? error.message;
    errors.set(key, (errors.get(key) ?? 0) + 1);
  });
  const result = await instance;
  return { result, errors };
}

/**
 * Sends each of `requests` once, over `connections` keep-alive connections (a scenario's primer); answers how many
 * failed (connection errors and non-2xx answers).
 */
export async function sendEach(url: string, requests: RawRequest[], connections: number): Promise<number> {
  let next = 0;
  const each: RequestSpec[] = [{ setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) }];
  const { result } = await runOnce(url, each, connections, { amount: requests.length });
  return result.errors + result.non2xx;
}

/** One measured run of fixed duration (no warm-up). */
async function measureRun(
  url: string,
  requests: RequestSpec[],
  settings: LoadSettings,
  durationSeconds: number,
  serverPid?: number,
): Promise<LoadResult> {
  const cpuBefore = cpuMicrosOf(serverPid);
  const clientBefore = process.cpuUsage();
  const { result, errors } = await runOnce(url, requests, settings.connections, { duration: durationSeconds });
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = cpuMicrosOf(serverPid);
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
    clientCpuMicrosPerRequest: (client.user + client.system) / Math.max(1, result.requests.total),
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuMicrosPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/** A server measured in turns with others (measureInTurns). */
export type LoadSide = { url: string; requests: RequestSpec[]; pid?: number | undefined };

/**
 * Measures servers (the ceiling and the shop) under the same conditions: each is warmed up, then they take turns in
 * `rounds` slices of durationSeconds ÷ rounds each, the order reversed every other round (A B, B A, A B, …), so that
 * a slowdown of the machine for a while (another tenant's use of the host's CPU shows as steal time) falls on each
 * alike instead of on whichever ran then. Each server's figures add up its slices: req/s its answered requests ÷ its
 * measured seconds, CPU per request its CPU ÷ its requests, p50 the median of its slices', p99 the highest of them.
 */
export async function measureInTurns(sides: LoadSide[], settings: LoadSettings, rounds: number): Promise<LoadResult[]> {
  for (const side of sides) {
    if (settings.warmupSeconds > 0)
      await runOnce(side.url, side.requests, settings.connections, { duration: settings.warmupSeconds });
  }
  const sliceSeconds = settings.durationSeconds / rounds;
  const slices: LoadResult[][] = sides.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    const order = sides.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const side = sides[index]!;
      slices[index]!.push(await measureRun(side.url, side.requests, settings, sliceSeconds, side.pid));
    }
  }
  return slices.map((runs) => combined(runs, sliceSeconds));
}

/**
 * Drives `url` with `connections` concurrent keep-alive connections that cycle through `requests`: first a warm-up
 * run whose numbers are thrown away, then the measured run of fixed duration (measureInTurns of one side, one round).
 */
export async function measureLoad(
  url: string,
  requests: RequestSpec[],
  settings: LoadSettings,
  serverPid?: number,
): Promise<LoadResult> {
  const [result] = await measureInTurns([{ url, requests, pid: serverPid }], settings, 1);
  return result!;
}

/** The slices of one server as one result (see measureInTurns). */
function combined(runs: LoadResult[], sliceSeconds: number): LoadResult {
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  const perRequest = (key: 'cpuMicrosPerRequest' | 'clientCpuMicrosPerRequest') =>
    runs.reduce((sum, run) => sum + (run[key] ?? 0) * run.total, 0) / Math.max(1, total);
  const p50s = runs.map((run) => run.p50).sort((a, b) => a - b);
  const details = runs.map((run) => run.failureDetail).filter(Boolean);
  return {
    requestsPerSecond: total / (sliceSeconds * runs.length),
    p50: p50s[Math.floor(p50s.length / 2)]!,
    p99: Math.max(...runs.map((run) => run.p99)),
    total,
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    failureDetail: details.join('; '),
    clientCpuMicrosPerRequest: perRequest('clientCpuMicrosPerRequest'),
    ...(runs.every((run) => run.cpuMicrosPerRequest !== undefined)
      ? { cpuMicrosPerRequest: perRequest('cpuMicrosPerRequest') }
      : {}),
  };
}

/** The shoppers each step's p95 is measured at (p95At): a small shop's busy hour and a big one's. */
export const P95_SHOPPERS = [10, 50] as const;

/**
 * The 95th percentile of the requests' times (ms) of `seconds` of load by `connections` keep-alive connections, the
 * shop alone (after its turns with the ceiling, so warm): what a shopper waits at that load.
 */
export async function p95At(url: string, requests: RequestSpec[], connections: number, seconds: number): Promise<number> {
  const times: number[] = [];
  const instance = autocannon({ url, connections, duration: seconds, requests, timeout: 30 });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  await instance;
  times.sort((x, y) => x - y);
  return times[Math.floor(times.length * 0.95)] ?? 0;
}
