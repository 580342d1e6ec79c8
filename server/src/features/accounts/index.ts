export { recoveryRoutes } from './recovery-routes';
export { queueWelcomeMail } from './verification';
