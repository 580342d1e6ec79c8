/**
 * The variants feature's public surface. It owns products' `variant_group_id` and `variant_options` (0028). For the
 * catalogue: `withVariants(db, products)` adds a product answer's group, options and members; `cardsOfGroups`
 * (listing-cards.ts) adds a listing card's member and option counts; `idsOfItsGroup` lists a product's group (itself
 * when it has none), for the reviews' verified purchase; `setVariantGroup` puts a product in a group (or none) in the
 * caller's transaction, for the catalogue's spreadsheet import.
 */
export { variantRoutes } from './routes';
export { withVariants } from './service';
export { idsOfItsGroup, setGroup as setVariantGroup } from './repo';
export { extraGroupMembersByBrand, groupCards, isGroupCard, type GroupCard } from './listing-cards';
