export { imageUrlsJson, PRODUCT_COLUMNS, productColumnsJson, type ProductWithCategoryRow } from './repo';
export { productDates, productExists, productRating, productsByIds, searchProducts, toProduct } from './service';
export { assertInStock, onRestock, reserveStock, returnStock, type RestockListener, type StockLine } from './stock';
export { catalogRoutes } from './routes';
export { readyAnswers, type ReadyAnswerRecipe, type ReadyAnswers } from './ready-answers/ready-answers';
export { categoryAnswer } from './ready-answers/category-answer';
export { productAnswer, productLoader, type ProductLoader } from './ready-answers/product-answer';
export { searchAnswer } from './ready-answers/search-answer';
export { catalogueCsvRoutes } from './csv/routes';
