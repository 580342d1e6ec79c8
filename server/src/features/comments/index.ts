export { commentRoutes } from './routes';
