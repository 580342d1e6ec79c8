export { productDates, productExists, productsByIds, toProduct } from './service';
export { assertInStock, reserveStock, returnStock, type StockLine } from './stock';
export { catalogRoutes } from './routes';
