// The part of autocannon 8's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type RequestSpec = RawRequest & {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  };
  export type Histogram = { average: number; mean: number; p50: number; p99: number; total: number; min: number; max: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    pipelining?: number;
    timeout?: number;
    requests?: RequestSpec[];
  };
  export type Instance = EventEmitter & PromiseLike<Result> & { stop: () => void };
  export default function autocannon(options: Options): Instance;
}
