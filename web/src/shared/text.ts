/** Cuts a text at `max` characters, ending in an ellipsis when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

// Made at its first use, once: `toLocaleString` with options builds a formatter on every call (~0.15 ms each, so a
// discussion of fifty comments spent ~7 ms of its render on them).
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * "12 Mar 2026, 4:05 pm" in India's time (the shop's): the server renders the same text the browser hydrates,
 * wherever either runs.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return dateTimeFormat.format(date);
}
