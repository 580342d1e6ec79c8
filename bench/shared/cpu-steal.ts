import { readFileSync } from 'node:fs';

/** The machine's CPU time so far (Linux /proc/stat, all CPUs): all of it and the part the host gave other tenants. */
function cpuTicks(): { all: number; steal: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    const all = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { all, steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
}

/**
 * Starts counting the CPU time the host stole from this virtual machine (ran other tenants on its cores); the
 * returned function says how much of the time since, as a share, or undefined where /proc/stat is missing. A run
 * with much of it measured a machine slower than itself, and unevenly.
 */
export function countCpuSteal(): () => number | undefined {
  const before = cpuTicks();
  return () => {
    const after = cpuTicks();
    if (!before || !after || after.all === before.all) return undefined;
    return (after.steal - before.steal) / (after.all - before.all);
  };
}
