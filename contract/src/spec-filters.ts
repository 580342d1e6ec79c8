// Zod-free: the web app writes these parameters into its address and its search call, the server reads them.
import { ATTRIBUTES_BY_KEY, type Attribute } from './specifications-data';

/**
 * A listing's filter on one attribute: choices (any of them), yes or no, or a number range (either end open).
 * In a query: `specs.<key>=<choice>` (repeated for several), `specs.<key>=true|false`, `specs.<key>.min=6`,
 * `specs.<key>.max=8`.
 */
export type SpecFilter =
  | { key: string; type: 'choice'; values: string[] }
  | { key: string; type: 'boolean'; value: boolean }
  | { key: string; type: 'number'; min?: number; max?: number; values?: number[] };

export const SPEC_PARAM_PREFIX = 'specs.';

/** The most values one choice filter takes (a query is no place for hundreds). */
const MAX_CHOICES = 20;

const NUMBER = /^\d{1,8}(\.\d{1,3})?$/;

/**
 * The spec filters of a query's parameters (other parameters are skipped), in key order, and what is wrong with
 * the rest, each naming its parameter as written ("specs.ram.min must be a number").
 */
export function parseSpecFilters(params: Iterable<readonly [string, string]>): { filters: SpecFilter[]; errors: string[] } {
  const byKey = new Map<string, SpecFilter>();
  const errors: string[] = [];
  for (const [name, rawValue] of params) {
    if (!name.startsWith(SPEC_PARAM_PREFIX)) continue;
    const value = rawValue.trim();
    const rest = name.slice(SPEC_PARAM_PREFIX.length);
    const bound = rest.endsWith('.min') ? 'min' : rest.endsWith('.max') ? 'max' : null;
    const key = bound ? rest.slice(0, -4) : rest;
    const attribute = ATTRIBUTES_BY_KEY.get(key);
    if (!attribute || attribute.type === 'text') {
      errors.push(`${name}: no category has a specification "${key}" to filter on`);
      continue;
    }
    if (bound && attribute.type !== 'number') {
      errors.push(`${name}: ${attribute.label} is not a number, so it has no .${bound}`);
      continue;
    }
    if (value === '') continue;
    const error = addTo(byKey, attribute, bound, value);
    if (error) errors.push(`${name} ${error}`);
  }
  const filters = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const filter of filters) {
    if (filter.type === 'number' && filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
      errors.push(`specs.${filter.key}.min must not be above specs.${filter.key}.max`);
    }
  }
  return { filters, errors };
}

function addTo(byKey: Map<string, SpecFilter>, attribute: Attribute, bound: 'min' | 'max' | null, value: string): string | null {
  const known = byKey.get(attribute.key);
  switch (attribute.type) {
    case 'number': {
      if (!NUMBER.test(value)) return 'must be a number';
      const range = known?.type === 'number' ? known : { key: attribute.key, type: 'number' as const };
      if (bound) {
        byKey.set(attribute.key, { ...range, [bound]: Number(value) });
        return null;
      }
      // `specs.ram=8` (repeatable): exactly one of the values.
      const values = range.values ?? [];
      if (!values.includes(Number(value))) values.push(Number(value));
      if (values.length > MAX_CHOICES) return `takes at most ${MAX_CHOICES} values`;
      byKey.set(attribute.key, { ...range, values });
      return null;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') return 'must be true or false';
      byKey.set(attribute.key, { key: attribute.key, type: 'boolean', value: value === 'true' });
      return null;
    case 'choice': {
      const values = known?.type === 'choice' ? known.values : [];
      if (!values.includes(value)) values.push(value);
      if (values.length > MAX_CHOICES) return `takes at most ${MAX_CHOICES} values`;
      if (value.length > 100) return 'is too long';
      byKey.set(attribute.key, { key: attribute.key, type: 'choice', values });
      return null;
    }
    case 'text':
      return 'cannot be filtered on';
  }
}

/** The query parameters of spec filters, in key order, choices in the order given (the inverse of parseSpecFilters). */
export function specFilterParams(filters: readonly SpecFilter[]): [string, string][] {
  const params: [string, string][] = [];
  const sorted = [...filters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const filter of sorted) {
    const name = `${SPEC_PARAM_PREFIX}${filter.key}`;
    if (filter.type === 'choice') for (const value of filter.values) params.push([name, value]);
    else if (filter.type === 'boolean') params.push([name, String(filter.value)]);
    else {
      for (const value of filter.values ?? []) params.push([name, String(value)]);
      if (filter.min !== undefined) params.push([`${name}.min`, String(filter.min)]);
      if (filter.max !== undefined) params.push([`${name}.max`, String(filter.max)]);
    }
  }
  return params;
}

/** A parsed query's parameters as name/value pairs (a repeated parameter is a list). */
export function queryParamPairs(query: Record<string, unknown>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(query)) {
    if (!name.startsWith(SPEC_PARAM_PREFIX)) continue;
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') pairs.push([name, one]);
  }
  return pairs;
}
