export { adminEmails, ensureAdmin, purgeExpiredSessions, usersByIds } from './service';
export { createGuards, signedInUser, type Guards } from './guards';
export { authRoutes } from './routes';
