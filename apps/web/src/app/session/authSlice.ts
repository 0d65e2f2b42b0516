import type { Middleware, UnknownAction } from 'redux';
import { actionCreator } from '../actionCreator';
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

/** What ending a session clears (sign-out, logout). */
const withoutSession = (state: AuthState): AuthState => ({ ...state, currentUser: null, token: null, r_token: null, loading: false });

// Plain action creators and reducer (no createSlice): the sign-in page loads this slice, and not
// Redux Toolkit with immer (app/actionCreator.ts). The action types are createSlice's ("auth/…").
export const signInStart = actionCreator('auth/signInStart');
export const signInSuccess = actionCreator<LoginData>('auth/signInSuccess');
export const signInFailure = actionCreator<string>('auth/signInFailure');
export const signOutStart = actionCreator('auth/signOutStart');
export const signOutSuccess = actionCreator('auth/signOutSuccess');
export const signOutFailure = actionCreator<string>('auth/signOutFailure');
/** `reason`: why the session ended without the user signing out (a refused refresh); the sign-in page shows it. */
export const logout = actionCreator<{ reason: string } | undefined>('auth/logout');
export const tokenRefreshed = actionCreator<TokenPair>('auth/tokenRefreshed');
export const userUpdated = actionCreator<Admin>('auth/userUpdated');
/** Another browser tab signed in or rotated the tokens: adopt its session. */
export const sessionSynced = actionCreator<StoredAuthState>('auth/sessionSynced');

export default function authReducer(state: AuthState = initialAuthState(), action: UnknownAction): AuthState {
  if (signInStart.match(action) || signOutStart.match(action)) return { ...state, loading: true };
  if (signInSuccess.match(action)) {
    const { admin, access, refresh } = action.payload;
    return { ...state, currentUser: admin, token: access, r_token: refresh, error: null, loading: false };
  }
  if (signInFailure.match(action) || signOutFailure.match(action)) return { ...state, error: action.payload, loading: false };
  if (signOutSuccess.match(action)) return { ...withoutSession(state), error: null };
  if (logout.match(action)) return { ...withoutSession(state), error: action.payload?.reason ?? null };
  if (tokenRefreshed.match(action)) return { ...state, token: action.payload.access, r_token: action.payload.refresh };
  if (userUpdated.match(action)) return { ...state, currentUser: action.payload };
  if (sessionSynced.match(action)) {
    const { currentUser, token, r_token } = action.payload;
    return { ...state, currentUser, token, r_token };
  }
  return state;
}


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
