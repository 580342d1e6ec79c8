/** A Markdown table; cells are escaped so a `|` inside text does not break the row. */
export function markdownTable(header: string[], rows: string[][], align: ('left' | 'right')[] = []): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const line = (cells: string[]) => `| ${cells.map(escape).join(' | ')} |`;
  const rule = header.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
  return [line(header), `|${rule.join('|')}|`, ...rows.map(line)].join('\n');
}

/** Formats a number with a fixed number of decimals, or '—' when there is none. */
export function fixed(value: number | undefined, decimals = 0): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
