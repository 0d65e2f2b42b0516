import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { API_PATHS, MESSAGES, SESSION_PATHS, refreshResponseSchema, type RefreshBody } from '@carcare/contracts';
import { config } from '../config';
import { logout, sessionSynced, tokenRefreshed } from '../features/auth/authSlice';
import { readStoredAuthState } from '../features/auth/authStorage';
import { takeUserActivity } from '../features/auth/userActivity';
import { attachStore as attachSessionStore, attachedStore, type AuthStore } from './sessionStore';

export type { AuthStore } from './sessionStore';

/** The one axios instance of the console (spec §7): Bearer header, one refresh-and-retry per request. */
export const httpClient = axios.create({ baseURL: config.apiBaseUrl, headers: { Accept: 'application/json' } });

/** Name of the Web Lock that makes a refresh single-flight across browser tabs. */
export const REFRESH_LOCK_NAME = 'carcare-token-refresh';

/** The session ended while a call needed it: no refresh token, or the refresh was refused. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

let refreshInFlight: Promise<string> | null = null;

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

function isSessionCall(url: string | undefined): boolean {
  return SESSION_PATHS.includes(pathOf(url));
}

function bearerOf(requestConfig: AxiosRequestConfig): string | null {
  const header = (requestConfig.headers as Record<string, unknown> | undefined)?.Authorization;
  const value = typeof header === 'string' ? header : null;
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : null;
}

function endSession(reason: string) {
  attachedStore()?.dispatch(logout({ reason }));
  // The guard sends a user without a token to "/", where the reason is shown; no router access here.
}

/** Runs the refresh call, holding the cross-tab lock when the browser offers one. */
function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(REFRESH_LOCK_NAME, { mode: 'exclusive' }, work) as Promise<T>;
  }
  return work();
}

/**
 * `presented` is the refresh token this tab held when it decided to refresh. If localStorage holds
 * a different one by the time the lock is ours, another tab rotated the tokens meanwhile:
 * presenting ours (now spent) would look like token reuse and revoke the whole session.
 */
async function refreshUnderLock(presented: string | null): Promise<string> {
  const store = attachedStore();
  if (!store) throw new SessionEndedError(MESSAGES.noRefreshToken);
  const stored = readStoredAuthState();
  if (stored?.token && stored.r_token && stored.r_token !== presented) {
    const current = store.getState().auth;
    if (current.token !== stored.token || current.r_token !== stored.r_token) store.dispatch(sessionSynced(stored));
    return stored.token;
  }
  const refresh = store.getState().auth.r_token;
  if (!refresh) throw new SessionEndedError(MESSAGES.noRefreshToken);
  // Without input since the last refresh (a console polling on its own) the session's idle clock keeps running.
  const body: RefreshBody = { refresh, user_active: takeUserActivity() };
  const response = await httpClient.post(API_PATHS.tokenRefresh, body);
  const tokens = refreshResponseSchema.parse(response.data);
  // Dispatching writes localStorage synchronously (authStorageMiddleware), still inside the lock.
  store.dispatch(tokenRefreshed({ access: tokens.access_token, refresh: tokens.refresh }));
  return tokens.access_token;
}

/** One refresh at a time: every failed request awaits the same promise (the waiting queue). */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    const presented = attachedStore()?.getState().auth.r_token ?? null;
    refreshInFlight = withRefreshLock(() => refreshUnderLock(presented))
      .catch((error: unknown) => {
        const ended = error instanceof SessionEndedError ? error : new SessionEndedError(refreshFailureMessage(error), { cause: error });
        endSession(ended.message);
        throw ended;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

function refreshFailureMessage(error: unknown): string {
  if (error instanceof AxiosError) {
    const message = (error.response?.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return error instanceof Error && error.message ? error.message : 'Session refresh failed';
}

httpClient.interceptors.request.use((requestConfig) => {
  const token = attachedStore()?.getState().auth.token;
  if (token && !isSessionCall(requestConfig.url)) {
    requestConfig.headers.set('Authorization', `Bearer ${token}`);
  }
  return requestConfig;
});

httpClient.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || !error.config) throw error;
  const requestConfig = error.config as RetriableConfig;
  const status = error.response?.status;
  if ((status !== 401 && status !== 403) || requestConfig._retried || isSessionCall(requestConfig.url)) {
    throw error;
  }
  // Spec §4: each request is retried once; a 403 that survives the retry is a real "forbidden".
  requestConfig._retried = true;
  const sentWith = bearerOf(requestConfig);
  const latest = attachedStore()?.getState().auth.token ?? null;
  // The token was already renewed (by another request or tab) after this one was sent.
  const token = latest && sentWith && latest !== sentWith ? latest : await refreshAccessToken();
  requestConfig.headers.set('Authorization', `Bearer ${token}`);
  return httpClient.request(requestConfig);
});

/** Connects the client to the Redux store (see sessionStore.ts); a new store starts with no refresh in flight. */
export function attachStore(next: AuthStore): () => void {
  refreshInFlight = null;
  return attachSessionStore(next);
}
