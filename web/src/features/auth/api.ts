import { apiCalls, type LoginBody } from '@voltcart/contract';
import { call } from '../../shared/api-client';

const { auth } = apiCalls;

export const authApi = {
  login: (body: LoginBody) => call(auth.login, { body }),
  /** Multipart: `file` (avatar, optional), `username`, `email`, `phone`, `password`; signs the newcomer in. */
  register: (form: FormData) => call(auth.register, { body: form }),
  /** The spec's GET sign-out. */
  logout: () => call(auth.logoutByGet),
  /** Who is signed in; `twoFactorEnrolmentRequired` for an admin whose session can only enrol. */
  checkAuth: () => call(auth.checkAuth),
  totalUsers: () => call(auth.totalUsers, { asAdmin: true }),
  allUsers: () => call(auth.allUsers, { asAdmin: true }),
};
