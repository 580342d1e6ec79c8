// What a Lighthouse run's trace says of the page's main thread: its CPU time, and how much longer its long tasks took
// by the clock than on the CPU (the machine's contention, which Lighthouse's TBT counts as the page's own).

/** The fields of a Chrome trace event this reads. */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string } };
};

export type MainThread = {
  /** CPU time of the page's main thread in the first 5 s after its navigation started, in ms: steadier than TBT on a busy machine. */
  cpuMs: number;
  /**
   * Wall time ÷ CPU time of its tasks of 12.5 ms or more (50 ms at Lighthouse's 4× slowdown: the ones TBT counts): 1 on
   * an idle machine; 3 means two thirds of those tasks' time was spent waiting for a core.
   */
  longTaskWallPerCpu: number;
};

const WINDOW_US = 5_000_000;
const LONG_TASK_US = 12_500;

/** The page's main thread in a Lighthouse trace, or undefined when it holds no navigation of an http(s) page. */
export function mainThreadOf(traceEvents: TraceEvent[]): MainThread | undefined {
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return undefined;
  let cpuUs = 0;
  let longWallUs = 0;
  let longCpuUs = 0;
  for (const event of traceEvents) {
    if (event.pid !== navigation.pid || event.tid !== navigation.tid || event.ph !== 'X' || event.name !== 'RunTask') continue;
    if (event.ts < navigation.ts || event.ts > navigation.ts + WINDOW_US || event.tdur === undefined) continue;
    cpuUs += event.tdur;
    if ((event.dur ?? 0) >= LONG_TASK_US) {
      longWallUs += event.dur!;
      longCpuUs += event.tdur;
    }
  }
  return { cpuMs: cpuUs / 1000, longTaskWallPerCpu: longCpuUs > 0 ? longWallUs / longCpuUs : 1 };
}
