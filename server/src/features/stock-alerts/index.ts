export { stockAlertRoutes } from './routes';
export { backInStockNotifier } from './service';
