import { CountAnswer, EmptyAnswer, PageQuery } from '../common';
import { AdminLoginAnswer, AdminLoginBody, SessionUserAnswer } from '../two-factor';
import { LoginBody, RegisterFields, UserAnswer, UsersAnswer } from '../user';
import { authCalls } from './calls';
import { defineRoute } from './route';

export const authRoutes = {
  register: defineRoute(authCalls.register, {
    body: RegisterFields,
    bodyKind: 'multipart',
    response: { 201: UserAnswer },
    errors: [403, 409, 429],
  }),
  login: defineRoute(authCalls.login, { body: LoginBody, response: { 200: UserAnswer }, errors: [401, 403, 429] }),
  adminLogin: defineRoute(authCalls.adminLogin, {
    body: AdminLoginBody,
    response: { 200: AdminLoginAnswer },
    errors: [401, 403, 429],
  }),
  logout: defineRoute(authCalls.logout, { response: { 200: EmptyAnswer }, errors: [403] }),
  // A GET that signs out: the cross-site guard refuses it from another site's page as it does a write.
  logoutByGet: defineRoute(authCalls.logoutByGet, { response: { 200: EmptyAnswer }, errors: [403] }),
  checkAuth: defineRoute(authCalls.checkAuth, { response: { 200: SessionUserAnswer }, errors: [401] }),
  totalUsers: defineRoute(authCalls.totalUsers, { response: { 200: CountAnswer }, errors: [401, 403] }),
  allUsers: defineRoute(authCalls.allUsers, { query: PageQuery, response: { 200: UsersAnswer }, errors: [401, 403] }),
};
