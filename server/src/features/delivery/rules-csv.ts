import { DELIVERY_RULES_CSV_COLUMNS, DeliveryRuleBody, type DeliveryRule, type DeliveryRuleFields } from '@voltcart/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { AppError } from '../../lib/errors';

/** More rules than one per 4-digit prefix is a mistake in the file, not a shop's rules. */
export const MAX_CSV_RULES = 5000;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

const REQUIRED = ['prefix', 'min_days', 'max_days', 'cod', 'serviceable'] as const;
type Column = (typeof DELIVERY_RULES_CSV_COLUMNS)[number];

/** The rules as the admin downloads them: a header, then one line per rule; yes/no for cod and serviceable. */
export function rulesToCsv(rules: readonly DeliveryRule[]): string {
  return stringify(
    rules.map((rule) => [
      rule.prefix,
      rule.area,
      rule.minDays ?? '',
      rule.maxDays ?? '',
      rule.codAvailable ? 'yes' : 'no',
      rule.serviceable ? 'yes' : 'no',
    ]),
    { header: true, columns: [...DELIVERY_RULES_CSV_COLUMNS] },
  );
}

const refuse = (line: number | undefined, problem: string) =>
  new AppError('business_rule', line === undefined ? problem : `Line ${line}: ${problem}`);

/**
 * The rules of an uploaded file, each checked as the admin's form checks one; the first problem refuses the whole file,
 * naming its line (the header is line 1) and what is wrong.
 */
export function rulesFromCsv(text: string): DeliveryRuleFields[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw refuse(undefined, `The file is not a readable CSV file (${message})`);
  }
  const [header, ...rows] = records;
  if (!header) throw refuse(undefined, 'The file is empty');
  const names = header.record.map((name) => name.toLowerCase());
  const unknown = names.find((name) => !(DELIVERY_RULES_CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined) {
    throw refuse(header.info.lines, `unknown column "${unknown}"; the columns are ${DELIVERY_RULES_CSV_COLUMNS.join(', ')}`);
  }
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) throw refuse(header.info.lines, `the header lacks the column ${missing.join(', ')}`);
  if (rows.length === 0) throw refuse(undefined, 'The file has no rules under its header');
  if (rows.length > MAX_CSV_RULES) throw refuse(undefined, `The file has ${rows.length} rules; at most ${MAX_CSV_RULES}`);

  const seen = new Map<string, number>();
  return rows.map(({ record, info }) => {
    const line = info.lines;
    if (record.length > names.length) throw refuse(line, `${record.length} values, but the header has ${names.length} columns`);
    const cell = (column: Column) => record[names.indexOf(column)] ?? '';
    const rule = DeliveryRuleBody.safeParse({
      prefix: cell('prefix'),
      area: cell('area'),
      minDays: daysOf(cell('min_days'), 'min_days', line),
      maxDays: daysOf(cell('max_days'), 'max_days', line),
      codAvailable: yesNoOf(cell('cod'), 'cod', line),
      serviceable: yesNoOf(cell('serviceable'), 'serviceable', line),
    });
    if (!rule.success) throw refuse(line, lowerFirst(rule.error.issues[0]?.message ?? 'the rule is not valid'));
    const earlier = seen.get(rule.data.prefix);
    if (earlier !== undefined) throw refuse(line, `the prefix ${rule.data.prefix} is already on line ${earlier}`);
    seen.set(rule.data.prefix, line);
    return rule.data;
  });
}

function daysOf(text: string, column: Column, line: number): number | null {
  if (text === '') return null;
  if (!/^\d+$/.test(text)) throw refuse(line, `${column} "${text}" is not a whole number of days`);
  return Number(text);
}

function yesNoOf(text: string, column: Column, line: number): boolean {
  const word = text.toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  throw refuse(line, `${column} is "${text}"; write yes or no`);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
