import { apiPaths, type LoginBody, type SessionUser, type User } from '@voltcart/contract';
import { apiRequest } from '../../shared/api-client';

export const authApi = {
  login: (body: LoginBody) => apiRequest<User>(apiPaths.auth.login, { method: 'POST', json: body }),
  /** Multipart: `file` (avatar, optional), `username`, `email`, `phone`, `password`; signs the newcomer in. */
  register: (form: FormData) => apiRequest<User>(apiPaths.auth.register, { method: 'POST', form }),
  logout: () => apiRequest<null>(apiPaths.auth.logout),
  /** Who is signed in; `twoFactorEnrolmentRequired` for an admin whose session can only enrol. */
  checkAuth: () => apiRequest<SessionUser>(apiPaths.auth.checkAuth),
  totalUsers: () => apiRequest<number>(apiPaths.auth.totalUsers, { asAdmin: true }),
  allUsers: () => apiRequest<User[]>(apiPaths.auth.allUsers, { asAdmin: true }),
};
