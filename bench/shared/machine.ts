import os from 'node:os';

/** One line naming the machine and runtime, printed above every results table. */
export function machineLine(): string {
  const cpus = os.cpus();
  return `${new Date().toISOString()} · Node ${process.version} · ${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length} · ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM · ${os.platform()} ${os.release()}`;
}
