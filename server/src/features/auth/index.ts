export type { AuthEvents, RegisteredUser } from './service';
export { adminEmails, ensureAdmin, purgeExpiredSessions, usersByIds } from './service';
export { createGuards, isGuard, signedInUser, type Guards } from './guards';
export { SESSION_USER_SELECTION, type SessionOfUser, type SessionRead } from './repo';
export { authRoutes } from './routes';
export { tellLockedAdmin } from './admin-locked-mail';
export {
  endSessionsOf,
  findAccount,
  findAccountByEmail,
  isEmailTaken,
  markEmailVerified,
  moveEmail,
  setDisabled,
  setPassword,
  type PasswordChange,
  type SessionsEnded,
} from './account-service';
