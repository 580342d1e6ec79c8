import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Envelope, LoginBody, SessionUser, User } from '@voltcart/contract';
import { ApiError } from '../../shared/api-client';
import { apiThunk } from '../../shared/thunks';
import { authApi } from './api';

type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** A logout is on its way: the page that asked for it leaves on its own, so guards stand down. */
  isLoggingOut: boolean;
  error: string | null;
  /** `twoFactorEnrolmentRequired`: an admin whose session can do nothing but turn two-factor sign-in on. */
  user: SessionUser | null;
  /** Admin data (dashboard). */
  totalUsers: number;
  allUsers: User[];
};

export const authInitialState: AuthState = {
  isLoading: false,
  isAuthenticated: false,
  isLoggingOut: false,
  error: null,
  user: null,
  totalUsers: 0,
  allUsers: [],
};

export const checkAuth = apiThunk('auth/checkAuth', () => authApi.checkAuth(), 'Authentication failed');
export const loginUser = apiThunk('auth/login', (credentials: LoginBody) => authApi.login(credentials), 'Login failed');
export const registerUser = apiThunk('auth/register', (form: FormData) => authApi.register(form), 'Registration failed');

// A session that already ended is as signed out as one ended now.
const alreadySignedOut = (error: unknown): Envelope<null> => {
  if (error instanceof ApiError && error.status === 401) return { success: true, error: false, message: '', data: null };
  throw error;
};

/** Its `fulfilled` action is the "signed out" event other slices (cart, orders) clear themselves on. */
export const logoutUser = apiThunk('auth/logout', () => authApi.logout().catch(alreadySignedOut), 'Logout failed');

export const fetchTotalUsers = apiThunk('auth/fetchTotalUsers', () => authApi.totalUsers(), 'Failed to load the number of users');
export const fetchAllUsers = apiThunk('auth/fetchAllUsers', () => authApi.allUsers(), 'Failed to load users');

export type WithAuth = { auth: AuthState };
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectIsSignedIn = (state: WithAuth) => state.auth.isAuthenticated;
/** The server decides what an admin may do; this only picks what to show. */
export const selectIsAdmin = (state: WithAuth) => state.auth.isAuthenticated && state.auth.user?.role === 'admin';
/** A session check (or sign-in) is running: guards wait for it before turning anyone away. */
/** The signed-in admin must turn on two-factor sign-in before the admin area opens (the server refuses all else). */
export const selectMustEnrolTwoFactor = (state: WithAuth) => state.auth.user?.twoFactorEnrolmentRequired === true;
export const selectIsCheckingSession = (state: WithAuth) => state.auth.isLoading;
export const selectIsLoggingOut = (state: WithAuth) => state.auth.isLoggingOut;

function signedIn(state: AuthState, action: PayloadAction<SessionUser>) {
  state.isLoading = false;
  state.isAuthenticated = true;
  state.user = action.payload;
  state.error = null;
}

function signedOut(state: AuthState) {
  state.isLoading = false;
  state.isAuthenticated = false;
  state.user = null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: authInitialState,
  reducers: {
    /** Two-factor sign-in was just turned on in this session: the server opened the admin area to it. */
    twoFactorEnrolled(state) {
      if (state.user) delete state.user.twoFactorEnrolmentRequired;
    },
    /** Two-factor sign-in was turned off where the shop requires it: the session may only enrol again. */
    twoFactorWithdrawn(state) {
      if (state.user) state.user.twoFactorEnrolmentRequired = true;
    },
  },
  extraReducers: (builder) => {
    builder
      // The persisted user stays on screen while the session is re-checked, so the header does not flicker.
      .addCase(checkAuth.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(checkAuth.fulfilled, signedIn)
      .addCase(checkAuth.rejected, (state, action) => {
        signedOut(state);
        // Being signed out is the normal answer of check-auth for a visitor, not an error to show.
        state.error = action.payload?.status === 401 ? null : (action.payload?.message ?? 'Authentication failed');
      })
      .addCase(loginUser.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(loginUser.fulfilled, signedIn)
      .addCase(loginUser.rejected, (state, action) => {
        signedOut(state);
        state.error = action.payload?.message ?? 'Login failed';
      })
      .addCase(registerUser.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(registerUser.fulfilled, signedIn)
      .addCase(registerUser.rejected, (state, action) => {
        signedOut(state);
        state.error = action.payload?.message ?? 'Registration failed';
      })
      .addCase(logoutUser.pending, (state) => {
        state.isLoading = true;
        state.isLoggingOut = true;
      })
      .addCase(logoutUser.fulfilled, (state) => {
        signedOut(state);
        state.isLoggingOut = false;
        state.error = null;
      })
      .addCase(logoutUser.rejected, (state, action) => {
        state.isLoading = false;
        state.isLoggingOut = false;
        state.error = action.payload?.message ?? 'Logout failed';
      })
      .addCase(fetchTotalUsers.fulfilled, (state, action) => {
        state.totalUsers = action.payload;
      })
      .addCase(fetchAllUsers.fulfilled, (state, action) => {
        state.allUsers = action.payload;
      });
  },
});

export const authReducer = authSlice.reducer;
export const { twoFactorEnrolled, twoFactorWithdrawn } = authSlice.actions;
