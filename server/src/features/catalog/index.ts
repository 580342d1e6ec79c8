export { imageUrlsJson, PRODUCT_COLUMNS, productColumnsJson, type ProductWithCategoryRow } from './repo';
export { productDates, productExists, productsByIds, searchProducts, toProduct } from './service';
export { assertInStock, onRestock, reserveStock, returnStock, type RestockListener, type StockLine } from './stock';
export { catalogRoutes } from './routes';
export { readyAnswers, type ReadyAnswerRecipe, type ReadyAnswers } from './ready-answers';
export { categoryAnswer } from './category-answer';
export { productAnswer, productLoader, type ProductLoader } from './product-answer';
export { searchAnswer } from './search-answer';
