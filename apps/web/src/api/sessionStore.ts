import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { config } from '../config';
import { logout, sessionSynced, type AuthState } from '../app/session/authSlice';
import { readStoredAuthState } from '../app/session/authStorage';

/** What the HTTP client and the tab sync need of the Redux store; injected with attachStore() to avoid an import cycle. */
export interface AuthStore {
  getState(): { auth: AuthState };
  dispatch: Dispatch<UnknownAction>;
}

let store: AuthStore | null = null;

/** The store attached last, if any. */
export function attachedStore(): AuthStore | null {
  return store;
}

function onStorage(event: StorageEvent) {
  if (!store || (event.key !== null && event.key !== config.authStorageKey)) return;
  const stored = readStoredAuthState();
  const auth = store.getState().auth;
  if (!stored?.token) {
    // Signed out in another tab.
    if (auth.token) store.dispatch(logout());
    return;
  }
  if (stored.token !== auth.token || stored.r_token !== auth.r_token || JSON.stringify(stored.currentUser) !== JSON.stringify(auth.currentUser)) {
    store.dispatch(sessionSynced(stored));
  }
}

/**
 * Connects the store to the session's outside world: the HTTP client reads its tokens here, and
 * sign-ins, refreshes and sign-outs of other tabs are followed. Kept apart from the HTTP client so
 * the sign-in page follows other tabs without loading it.
 */
export function attachStore(next: AuthStore): () => void {
  store = next;
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    if (store === next) store = null;
  };
}
