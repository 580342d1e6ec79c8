import {
  attributesOf,
  checkSpecifications,
  type Attribute,
  type SpecFacet,
  type SpecFilter,
  type Specifications,
} from '@voltcart/contract';
import type { Executor } from '../../db/engine/executor';
import { AppError } from '../../lib/errors';
import type { SpecValueGroup } from './listing-sql';
import * as repo from './repo';

/** A stored row's value as the API shows it, by its attribute's type (yes/no as a boolean); undefined if unknown. */
function valueOf(attribute: Attribute | undefined, row: repo.SpecificationRow): Specifications[string] | undefined {
  if (!attribute) return undefined;
  if (attribute.type === 'number') return row.n ?? undefined;
  if (attribute.type === 'boolean') return row.t === 'true';
  return row.t ?? undefined;
}

/**
 * A product's values as the API answers them, in its category's order. A value of an attribute the category no
 * longer has (its category changed without a form) is left out.
 */
export function toSpecifications(categoryId: string | null, rows: readonly repo.SpecificationRow[]): Specifications {
  const byKey = new Map(rows.map((row) => [row.k, row]));
  const specifications: Specifications = {};
  for (const attribute of attributesOf(categoryId)) {
    const row = byKey.get(attribute.key);
    const value = row && valueOf(attribute, row);
    if (value !== undefined) specifications[attribute.key] = value;
  }
  return specifications;
}

const stored = (value: Specifications[string]): repo.StoredValue =>
  typeof value === 'number' ? { number_value: value, text_value: null } : { number_value: null, text_value: String(value) };

/**
 * Checks a product form's values against its category's attributes by type, or throws a 400 naming each refused one
 * in words (its field is `specifications.<key>`, where the admin form shows it).
 */
export function checkedSpecifications(categoryId: string | null, input: Record<string, unknown>): Specifications {
  const { values, errors } = checkSpecifications(categoryId, input);
  const refused = Object.entries(errors);
  if (refused.length > 0) {
    const fields = Object.fromEntries(refused.map(([key, words]) => [`specifications.${key}`, words]));
    throw new AppError(
      'invalid_data',
      refused
        .slice(0, 3)
        .map(([, words]) => words)
        .join('; '),
      { fields },
    );
  }
  return values;
}

/** Stores a product's values (as checkedSpecifications answered them), replacing those it had. */
export function saveSpecifications(db: Executor, productId: string, values: Specifications): Promise<void> {
  return repo.replaceSpecifications(db, productId, new Map(Object.entries(values).map(([key, value]) => [key, stored(value)])));
}

/** The product's values that still fit its (new) category: an update that moves a product keeps the ones that do. */
export async function keepFittingSpecifications(db: Executor, productId: string, categoryId: string | null): Promise<void> {
  const kept = toSpecifications(categoryId, await repo.findSpecifications(db, productId));
  await saveSpecifications(db, productId, kept);
}

/** The attributes a listing of these categories offers filters and counts on (text is shown, not filtered). */
export function facetAttributes(categoryIds: readonly string[]): Attribute[] {
  const byKey = new Map<string, Attribute>();
  for (const categoryId of categoryIds) {
    for (const attribute of attributesOf(categoryId))
      if (attribute.type !== 'text' && !byKey.has(attribute.key)) byKey.set(attribute.key, attribute);
  }
  return [...byKey.values()];
}

/**
 * The facets of `attributes` from the grouped values (each attribute's groups read under every filter but its own):
 * a choice's values in the attribute's order, yes before no, a number's range; an attribute with no values is left out.
 */
export function specFacets(attributes: readonly Attribute[], groups: readonly SpecValueGroup[]): SpecFacet[] {
  const facets: SpecFacet[] = [];
  for (const attribute of attributes) {
    const own = groups.filter((group) => group.key === attribute.key);
    if (own.length === 0) continue;
    if (attribute.type === 'number') {
      const numbers = own.filter((group) => group.min !== null && group.max !== null);
      if (numbers.length === 0) continue;
      facets.push({
        key: attribute.key,
        min: Math.min(...numbers.map((group) => group.min!)),
        max: Math.max(...numbers.map((group) => group.max!)),
      });
    } else if (attribute.type === 'boolean') {
      const values = ['true', 'false'].flatMap((text) => {
        const count = own.find((group) => group.text === text)?.count ?? 0;
        return count > 0 ? [{ value: text === 'true', count }] : [];
      });
      if (values.length > 0) facets.push({ key: attribute.key, values });
    } else if (attribute.type === 'choice') {
      const order = (text: string | null) => {
        const index = attribute.choices.indexOf(text ?? '');
        return index === -1 ? attribute.choices.length : index;
      };
      const values = own
        .filter((group) => group.text !== null)
        .sort((a, b) => order(a.text) - order(b.text))
        .map((group) => ({ value: group.text!, count: group.count }));
      if (values.length > 0) facets.push({ key: attribute.key, values });
    }
  }
  return facets;
}

/** The filters' attribute keys (a facet of a filtered attribute is counted without its own filter). */
export const filteredKeys = (filters: readonly SpecFilter[]) => new Set(filters.map((filter) => filter.key));
