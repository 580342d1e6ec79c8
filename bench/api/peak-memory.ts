import { readFileSync } from 'node:fs';

/** A process's /proc status, or undefined where /proc is not there (or the process is gone). */
function statusOf(pid: number | undefined): string | undefined {
  if (pid === undefined) return undefined;
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
}

/** One `Name:  123 kB` line of a status, in MiB. */
function mbOf(status: string | undefined, name: string): number | undefined {
  const kib = status === undefined ? undefined : new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1];
  return kib === undefined ? undefined : Number(kib) / 1024;
}

/**
 * A process's peak resident memory in MiB so far (Linux's VmHWM: the kernel's high-water mark of its RSS, so no
 * sampling can miss a short peak), or undefined where /proc is not there.
 */
export function peakResidentMb(pid: number | undefined): number | undefined {
  return mbOf(statusOf(pid), 'VmHWM');
}

/**
 * Its resident memory now, split into anonymous memory (V8's heap, Buffers, native allocations) and pages of files
 * (mostly the node binary's own code and data, ~50 MB, which no setting of the shop changes), in MiB.
 */
export function residentNowMb(pid: number | undefined): { anon: number; file: number } | undefined {
  const status = statusOf(pid);
  const anon = mbOf(status, 'RssAnon');
  const file = mbOf(status, 'RssFile');
  return anon === undefined || file === undefined ? undefined : { anon, file };
}
