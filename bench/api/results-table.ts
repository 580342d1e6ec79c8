import type { Engine } from '../../server/src/db/database';
import { fixed, markdownTable } from '../shared/markdown-table';
import type { MeasuredScenario } from './answer-sizes';
import type { LoadResult } from './load';

export type Row = {
  engine: Engine;
  title: string;
  scenario?: MeasuredScenario;
  shop?: LoadResult;
  ceiling?: LoadResult;
  error?: string;
};

export const failed = (row: Row) => Boolean(row.error) || (row.shop?.failures ?? 0) > 0 || (row.ceiling?.failures ?? 0) > 0;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

type Column = { header: string; left?: boolean; cell: (row: Required<Omit<Row, 'error'>>, ok: boolean) => string };

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
  { header: 'ratio', cell: (row, ok) => (ok ? fixed(row.shop.requestsPerSecond / row.ceiling.requestsPerSecond, 3) : '—') },
];

function cells(row: Row): string[] {
  const { scenario, shop, ceiling } = row;
  if (row.error || !scenario || !shop || !ceiling) {
    return COLUMNS.map((column, index) =>
      index === 0 ? row.engine : index === 1 ? row.title : column.header === 'errors' ? (row.error ?? 'no result') : '—',
    );
  }
  const complete = { engine: row.engine, title: row.title, scenario, shop, ceiling };
  return COLUMNS.map((column) => column.cell(complete, shop.failures === 0));
}

export function resultsTable(rows: Row[]): string {
  return markdownTable(
    COLUMNS.map((column) => column.header),
    rows.map(cells),
    COLUMNS.map((column) => (column.left ? 'left' : 'right')),
  );
}
