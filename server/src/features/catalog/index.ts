export { productExists, productsByIds, toProduct } from './service';
export { catalogRoutes } from './routes';
