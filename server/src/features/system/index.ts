export { systemRoutes } from './routes';
export { secretHider, secretsOf } from './hide-secrets';
