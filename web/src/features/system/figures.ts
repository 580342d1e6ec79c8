/** The words the System tab shows its figures in (time is UTC until here). */

const ENGINES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

export const engineName = (engine: keyof typeof ENGINES) => ENGINES[engine];

/** A span of seconds in the two largest units that matter: "45 s", "3 min", "2 h 5 min", "3 d 4 h". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

/** How often a job runs: "every 2 s", "every 15 min"; every 0 s is a job run once, at start. */
export const cadenceOf = (everySeconds: number) =>
  everySeconds === 0 ? 'once, at start' : `every ${formatDuration(everySeconds)}`;

export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

const count = new Intl.NumberFormat('en-IN');

/** "1 email", "3 emails"; "No email" for none. */
export function counted(value: number, one: string, many = `${one}s`): string {
  if (value === 0) return `No ${one}`;
  return `${count.format(value)} ${value === 1 ? one : many}`;
}

/** "0 runs", "1 run", "1,200 runs". */
export const plural = (value: number, one: string, many = `${one}s`) => `${count.format(value)} ${value === 1 ? one : many}`;
