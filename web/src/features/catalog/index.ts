export { productReducer, fetchProductById, fetchAllProducts, productInitialState, type ProductState } from './product-slice';
export { categoryReducer, fetchCategoryRow, fetchCategoryListing, categoryInitialState, type CategoryState } from './category-slice';
export { ProductCard } from './components/ProductCard';
export { ProductCardSkeleton } from './components/ProductCardSkeleton';
export { CategoryIcon } from './components/CategoryIcon';
