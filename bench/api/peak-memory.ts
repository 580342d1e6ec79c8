import { readFileSync } from 'node:fs';

/**
 * A process's peak resident memory in MiB so far (Linux's VmHWM: the kernel's high-water mark of its RSS, so no
 * sampling can miss a short peak), or undefined where /proc is not there.
 */
export function peakResidentMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  } catch {
    return undefined;
  }
}
