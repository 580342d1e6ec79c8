/**
 * The specifications feature's public surface. It owns the `product_specifications` table (a product's value of
 * each of its category's attributes, contract/src/specifications-data.ts). For the catalogue: the values' check
 * and save in a product form's transaction, their JSON for a product read, and the listing's filter conditions and
 * facet counts (SQL on `p`, the listing's products).
 */
export {
  checkedSpecifications,
  facetAttributes,
  keepFittingSpecifications,
  saveSpecifications,
  specFacets,
  toSpecifications,
} from './service';
export { specificationsJson, type SpecificationRow } from './repo';
export { specCondition, specValueGroups, type SpecValueGroup } from './listing-sql';
