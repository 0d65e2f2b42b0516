import { createSlice, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { GUEST, type Admin, type LoginData, type UserType } from '@carcare/contracts';
import { clearStoredAuthState, readStoredAuthState, writeStoredAuthState, type StoredAuthState } from './authStorage';
import { config } from '../../config';

/** Auth state of spec §3. */
export interface AuthState {
  currentUser: Admin | null;
  token: string | null;
  r_token: string | null;
  error: string | null;
  loading: boolean;
}

export interface TokenPair {
  access: string;
  refresh: string;
}

export const emptyAuthState: AuthState = { currentUser: null, token: null, r_token: null, error: null, loading: false };

/** Start from localStorage "authState", so a store made without the persisted state (tests) still holds the session. */
function initialAuthState(): AuthState {
  const stored = typeof localStorage === 'undefined' ? null : readStoredAuthState();
  return stored?.token ? { ...emptyAuthState, ...stored } : emptyAuthState;
}

function clearSession(state: AuthState) {
  state.currentUser = null;
  state.token = null;
  state.r_token = null;
  state.loading = false;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signInStart(state) {
      state.loading = true;
    },
    signInSuccess(state, action: PayloadAction<LoginData>) {
      state.currentUser = action.payload.admin;
      state.token = action.payload.access;
      state.r_token = action.payload.refresh;
      state.error = null;
      state.loading = false;
    },
    signInFailure(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.loading = false;
    },
    signOutStart(state) {
      state.loading = true;
    },
    signOutSuccess(state) {
      clearSession(state);
      state.error = null;
    },
    signOutFailure(state, action: PayloadAction<string>) {
      state.error = action.payload;
      state.loading = false;
    },
    /** `reason`: why the session ended without the user signing out (a refused refresh); the sign-in page shows it. */
    logout(state, action: PayloadAction<{ reason: string } | undefined>) {
      clearSession(state);
      state.error = action.payload?.reason ?? null;
    },
    tokenRefreshed(state, action: PayloadAction<TokenPair>) {
      state.token = action.payload.access;
      state.r_token = action.payload.refresh;
    },
    userUpdated(state, action: PayloadAction<Admin>) {
      state.currentUser = action.payload;
    },
    /** Another browser tab signed in or rotated the tokens: adopt its session. */
    sessionSynced(state, action: PayloadAction<StoredAuthState>) {
      state.currentUser = action.payload.currentUser;
      state.token = action.payload.token;
      state.r_token = action.payload.r_token;
    },
  },
});

export const {
  signInStart,
  signInSuccess,
  signInFailure,
  signOutStart,
  signOutSuccess,
  signOutFailure,
  logout,
  tokenRefreshed,
  userUpdated,
  sessionSynced,
} = authSlice.actions;
export default authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}

export const selectAuth = (state: WithAuth) => state.auth;
export const selectCurrentUser = (state: WithAuth) => state.auth.currentUser;
export const selectToken = (state: WithAuth) => state.auth.token;
export const selectRefreshToken = (state: WithAuth) => state.auth.r_token;
/** user_type of the signed-in admin; "guest" when there is none (spec §1). */
export const selectUserType = (state: WithAuth): UserType | typeof GUEST => state.auth.currentUser?.user_type ?? GUEST;
export const selectIsAuthenticated = (state: WithAuth) => Boolean(state.auth.token);
export const selectAuthError = (state: WithAuth) => state.auth.error;

/**
 * Keeps localStorage "authState" equal to the session in the store: written when a token is held,
 * removed when the session ends. Skips identical writes so other tabs get no echo "storage" events.
 */
function readRawStoredAuthState(): string | null {
  try {
    return localStorage.getItem(config.authStorageKey);
  } catch {
    return null;
  }
}

export const authStorageMiddleware: Middleware<object, WithAuth> = (api) => (next) => (action) => {
  const before = api.getState().auth;
  const result = next(action);
  const after = api.getState().auth;
  if (logout.match(action) || signOutSuccess.match(action)) {
    clearStoredAuthState();
    return result;
  }
  if (
    before.token === after.token &&
    before.r_token === after.r_token &&
    before.currentUser === after.currentUser
  ) {
    return result;
  }
  if (!after.token) {
    clearStoredAuthState();
    return result;
  }
  const wanted: StoredAuthState = { currentUser: after.currentUser, token: after.token, r_token: after.r_token };
  if (readRawStoredAuthState() !== JSON.stringify(wanted)) writeStoredAuthState(wanted);
  return result;
};
