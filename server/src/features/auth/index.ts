export { ensureAdmin, purgeExpiredSessions, usersByIds } from './service';
export { createGuards, signedInUser, type Guards, type SessionRead } from './guards';
export { selectSessionUser, type SessionOfUser } from './repo';
export { authRoutes } from './routes';
