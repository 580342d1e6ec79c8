export { createCatalogService, toProduct, type CatalogService } from './service';
export { catalogRoutes } from './routes';
