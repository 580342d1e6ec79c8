export { createCatalogService, productsByIds, toProduct, type CatalogService } from './service';
export { catalogRoutes } from './routes';
