export { createAuthService, type AuthService } from './service';
export { createGuards, signedInUser, type Guards } from './guards';
export { authRoutes } from './routes';
