export type { AuthEvents, RegisteredUser } from './service';
export { adminEmails, ensureAdmin, purgeExpiredSessions, usersByIds } from './service';
export { createGuards, isGuard, signedInUser, type Guards, type SessionRead } from './guards';
export { SESSION_USER_SELECTION, type SessionOfUser } from './repo';
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
