export { adminEmails, ensureAdmin, purgeExpiredSessions, usersByIds } from './service';
export { createGuards, signedInUser, type Guards, type SessionRead } from './guards';
export { SESSION_USER_SELECTION, type SessionOfUser } from './repo';
export { authRoutes } from './routes';
