import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginBody, User } from '@voltcart/contract';
import { adminToken } from '../../shared/admin-token';
import { ApiError } from '../../shared/api-client';
import { createApiThunk, dataOf, rejectedCall } from '../../shared/thunks';
import { authApi } from './api';

export type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  error: string | null;
  user: User | null;
  /** Admin data (dashboard). */
  totalUsers: number;
  allUsers: User[];
};

export const authInitialState: AuthState = {
  isLoading: false,
  isAuthenticated: false,
  error: null,
  user: null,
  totalUsers: 0,
  allUsers: [],
};

export const checkAuth = createApiThunk('auth/checkAuth', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(authApi.checkAuth());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Authentication failed'));
  }
});

export const loginUser = createApiThunk('auth/login', async (credentials: LoginBody, { rejectWithValue }) => {
  try {
    return await dataOf(authApi.login(credentials));
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Login failed'));
  }
});

export const registerUser = createApiThunk('auth/register', async (form: FormData, { rejectWithValue }) => {
  try {
    return await dataOf(authApi.register(form));
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Registration failed'));
  }
});

/** Its `fulfilled` action is the "signed out" event other slices (cart, orders) clear themselves on. */
export const logoutUser = createApiThunk('auth/logout', async (_: void, { rejectWithValue }) => {
  try {
    await dataOf(authApi.logout());
    adminToken.clear();
    return null;
  } catch (error) {
    // A session that already ended is as signed out as one ended now.
    if (error instanceof ApiError && error.status === 401) {
      adminToken.clear();
      return null;
    }
    return rejectWithValue(rejectedCall(error, 'Logout failed'));
  }
});

export const fetchTotalUsers = createApiThunk('auth/fetchTotalUsers', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(authApi.totalUsers());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Failed to load the number of users'));
  }
});

export const fetchAllUsers = createApiThunk('auth/fetchAllUsers', async (_: void, { rejectWithValue }) => {
  try {
    return await dataOf(authApi.allUsers());
  } catch (error) {
    return rejectWithValue(rejectedCall(error, 'Failed to load users'));
  }
});

function signedIn(state: AuthState, action: PayloadAction<User>) {
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
    authErrorCleared(state) {
      state.error = null;
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
      })
      .addCase(logoutUser.fulfilled, (state) => {
        signedOut(state);
        state.error = null;
      })
      .addCase(logoutUser.rejected, (state, action) => {
        state.isLoading = false;
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

export const { authErrorCleared } = authSlice.actions;
export const authReducer = authSlice.reducer;
