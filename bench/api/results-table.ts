import type { Engine } from '../../server/src/db/engine/database';
import { fixed, markdownTable } from '../shared/markdown-table';
import type { MeasuredScenario } from './answer-sizes';
import type { LoadResult } from './load';
import { MAX_P99_MS, isCatalogueRead, mark, MAX_PEAK_RSS_MB, MIN_POSTGRES_RATIO, MIN_RATIO, SCENARIO_KINDS } from './targets';

export type Row = {
  engine: Engine;
  title: string;
  scenario?: MeasuredScenario;
  shop?: LoadResult;
  ceiling?: LoadResult;
  /** PostgreSQL's catalogue reads: SQLite's shop measured in the same turns as this row's shop (run.ts KeptShop). */
  sqliteAlongside?: LoadResult;
  /** p95 ms of the shop alone at 10 and at 50 shoppers (load.ts p95At). */
  p95?: { at10: number; at50: number };
  error?: string;
};

export const failed = (row: Row) => Boolean(row.error) || (row.shop?.failures ?? 0) > 0 || (row.ceiling?.failures ?? 0) > 0;

const ratioOf = (row: { shop: LoadResult; ceiling: LoadResult }) => row.shop.requestsPerSecond / row.ceiling.requestsPerSecond;

/** The scenario's target as text, and whether the row meets it (undefined: no target, or no figures). */
function target(row: Row): { text: string; met?: boolean } {
  const kind = row.scenario ? SCENARIO_KINDS[row.scenario.key] : undefined;
  if (!kind) return { text: '' };
  const minimum = MIN_RATIO[kind];
  const maxP99 = MAX_P99_MS[kind];
  const text = maxP99 === undefined ? `≥ ${minimum}` : `≥ ${minimum}, p99 < ${fixed(maxP99)} ms`;
  if (failed(row) || !row.shop || !row.ceiling) return { text };
  const met = ratioOf({ shop: row.shop, ceiling: row.ceiling }) >= minimum && (maxP99 === undefined || row.shop.p99 < maxP99);
  return { text, met };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

type Column = {
  header: string;
  left?: boolean;
  cell: (row: Required<Omit<Row, 'error' | 'sqliteAlongside' | 'p95'>> & Pick<Row, 'p95'>, ok: boolean) => string;
};

/** ok = the shop's run had no errors; otherwise its figures are replaced by '—' and `errors` tells what failed. */
const COLUMNS: Column[] = [
  { header: 'engine', left: true, cell: (row) => row.engine },
  { header: 'scenario', left: true, cell: (row) => row.scenario.title },
  { header: 'req/s', cell: (row, ok) => (ok ? fixed(row.shop.requestsPerSecond) : '—') },
  {
    header: 'pages/s',
    cell: ({ shop, scenario }, ok) =>
      scenario.requestsPerPage === 1 ? '' : ok ? fixed(shop.requestsPerSecond / scenario.requestsPerPage, 1) : '—',
  },
  { header: 'p50 ms', cell: (row, ok) => (ok ? fixed(row.shop.p50, 1) : '—') },
  { header: 'p99 ms', cell: (row, ok) => (ok ? fixed(row.shop.p99, 1) : '—') },
  { header: 'p95 ms, 10 shoppers', cell: (row, ok) => (ok && row.p95 ? fixed(row.p95.at10, 1) : '—') },
  { header: 'p95 ms, 50 shoppers', cell: (row, ok) => (ok && row.p95 ? fixed(row.p95.at50, 1) : '—') },
  {
    header: 'errors',
    cell: ({ shop, ceiling }) =>
      [
        shop.failures > 0 ? `${shop.failures} of ${shop.total} (${shop.failureDetail})` : '0',
        ...(ceiling.failures > 0 ? [`ceiling: ${ceiling.failures} (${ceiling.failureDetail})`] : []),
      ].join('; '),
  },
  { header: 'answer bytes', cell: (row) => fixed(mean(row.scenario.samples.map((sample) => sample.bytes))) },
  { header: 'gzipped', cell: (row) => fixed(mean(row.scenario.samples.map((sample) => sample.gzipBytes))) },
  { header: 'ceiling req/s', cell: (row) => fixed(row.ceiling.requestsPerSecond) },
  { header: 'ceiling p50 ms', cell: (row) => fixed(row.ceiling.p50, 1) },
  { header: 'ceiling p99 ms', cell: (row) => fixed(row.ceiling.p99, 1) },
  { header: 'ratio', cell: (row, ok) => (ok ? fixed(ratioOf(row), 3) : '—') },
  { header: 'target', cell: (row) => target(row).text },
  {
    header: 'met',
    cell: (row) => {
      const { met } = target(row);
      return met === undefined ? '' : mark(met);
    },
  },
];

function cells(row: Row): string[] {
  const { scenario, shop, ceiling } = row;
  if (row.error || !scenario || !shop || !ceiling) {
    return COLUMNS.map((column, index) =>
      index === 0
        ? row.engine
        : index === 1
          ? row.title
          : column.header === 'errors'
            ? (row.error ?? 'no result')
            : column.header === 'target'
              ? target(row).text
              : '—',
    );
  }
  const complete = { engine: row.engine, title: row.title, scenario, shop, ceiling, p95: row.p95 };
  return COLUMNS.map((column) => column.cell(complete, shop.failures === 0));
}

export function resultsTable(rows: Row[]): string {
  return markdownTable(
    COLUMNS.map((column) => column.header),
    rows.map(cells),
    COLUMNS.map((column) => (column.left ? 'left' : 'right')),
  );
}

/** One line per engine: the shop process's peak resident memory over its whole run, beside the target. */
export function memoryLines(peaks: { engine: Engine; peakMb: number | undefined }[]): string {
  return peaks
    .map(({ engine, peakMb }) =>
      peakMb === undefined
        ? `- ${engine}: peak resident memory of the compiled server: not measured (no /proc)`
        : `- ${engine}: peak resident memory of the compiled server over the whole run: ${fixed(peakMb)} MB ` +
          `(target ≤ ${MAX_PEAK_RSS_MB} MB) ${mark(peakMb <= MAX_PEAK_RSS_MB)}`,
    )
    .join('\n');
}

/**
 * PostgreSQL's req/s ÷ SQLite's for each catalogue read both engines answered without errors (empty: nothing to
 * compare): as the engines' own runs measured, with each engine's req/s taken as a share of its own ceiling's, and as
 * measured in the same turns (SQLite's shop kept running through PostgreSQL's run: `sqliteAlongside`). The engines' own
 * runs are minutes apart, and this shared machine's speed moves between them (the same ceiling, the same bytes, has
 * measured 6,016 and 9,025 req/s within one hour), which the ceilings' quotient corrects only in part; the same turns'
 * quotient is held to the target, the ceilings' where SQLite's shop did not run alongside.
 */
export function engineRatioTable(rows: Row[]): string {
  const bySqliteKey = new Map(
    rows.filter((row) => row.engine === 'sqlite' && !failed(row) && row.scenario).map((row) => [row.scenario!.key, row]),
  );
  const lines = rows.flatMap((row) => {
    const key = row.scenario?.key;
    if (row.engine !== 'postgres' || !key || !isCatalogueRead(key)) return [];
    const sqlite = bySqliteKey.get(key);
    if (!sqlite) return [];
    const withCeiling = (one: Row) => `${fixed(one.shop!.requestsPerSecond)} (${fixed(one.ceiling!.requestsPerSecond)})`;
    if (failed(row)) return [[row.title, withCeiling(sqlite), '—', '—', '—', '—', '—', `≥ ${MIN_POSTGRES_RATIO}`, '']];
    const measured = row.shop!.requestsPerSecond / sqlite.shop!.requestsPerSecond;
    const ofCeilings =
      ratioOf({ shop: row.shop!, ceiling: row.ceiling! }) / ratioOf({ shop: sqlite.shop!, ceiling: sqlite.ceiling! });
    // Held to the same turns' quotient where SQLite's shop ran alongside (a run of both engines); else to the ceilings'.
    const alongside = row.sqliteAlongside && row.sqliteAlongside.failures === 0 ? row.sqliteAlongside : undefined;
    const sameTurns = alongside ? row.shop!.requestsPerSecond / alongside.requestsPerSecond : undefined;
    const held = sameTurns ?? ofCeilings;
    return [
      [
        row.title,
        withCeiling(sqlite),
        withCeiling(row),
        fixed(measured, 2),
        fixed(ofCeilings, 2),
        alongside ? fixed(alongside.requestsPerSecond) : '—',
        sameTurns === undefined ? '—' : fixed(sameTurns, 2),
        `≥ ${MIN_POSTGRES_RATIO}`,
        mark(held >= MIN_POSTGRES_RATIO),
      ],
    ];
  });
  if (lines.length === 0) return '';
  return markdownTable(
    [
      'catalogue read',
      'sqlite req/s (ceiling)',
      'postgres req/s (ceiling)',
      'postgres ÷ sqlite',
      'the same, each ÷ its ceiling',
      "sqlite req/s in postgres's turns",
      'postgres ÷ sqlite, same turns',
      'target',
      'met',
    ],
    lines,
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}
