export {
  authReducer,
  checkAuth,
  loginUser,
  registerUser,
  logoutUser,
  fetchTotalUsers,
  fetchAllUsers,
  authErrorCleared,
  authInitialState,
  type AuthState,
} from './slice';
export { UserAvatar } from './components/UserAvatar';
export { useRequireLogin, type LoginGate } from './use-require-login';
