import os from 'node:os';

/**
 * One line naming the machine and runtime, printed above every results table, with the 1-minute load average
 * (other work on the machine lowers every figure; compare ratios, and numbers only from quiet runs) and, where
 * given (cpu-steal.ts), the share of the run's CPU time the host gave other tenants.
 */
export function machineLine(stealShare?: number): string {
  const cpus = os.cpus();
  return [
    new Date().toISOString(),
    `Node ${process.version}`,
    `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}`,
    `${Math.round(os.totalmem() / 2 ** 30)} GiB RAM`,
    `${os.platform()} ${os.release()}`,
    `load average ${os.loadavg()[0]!.toFixed(1)} at the end of the run`,
    ...(stealShare === undefined
      ? []
      : [`CPU steal ${(stealShare * 100).toFixed(1)}% of the run (time the host gave other tenants)`]),
  ].join(' · ');
}
