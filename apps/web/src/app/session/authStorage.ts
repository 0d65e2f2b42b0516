import type { Admin } from '@carcare/contracts';
import { config } from '../../config';

/** What the console keeps under localStorage "authState" (spec §3). */
export interface StoredAuthState {
  currentUser: Admin | null;
  token: string | null;
  r_token: string | null;
}

export function readStoredAuthState(): StoredAuthState | null {
  try {
    const raw = localStorage.getItem(config.authStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuthState> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return { currentUser: parsed.currentUser ?? null, token: parsed.token ?? null, r_token: parsed.r_token ?? null };
  } catch (error) {
    // Spec §8: a failure to read stored auth state is only logged.
    console.error('Could not read the stored auth state', error);
    return null;
  }
}

export function writeStoredAuthState(state: StoredAuthState): void {
  try {
    localStorage.setItem(config.authStorageKey, JSON.stringify(state));
  } catch (error) {
    console.error('Could not store the auth state', error);
  }
}

export function clearStoredAuthState(): void {
  try {
    localStorage.removeItem(config.authStorageKey);
  } catch (error) {
    console.error('Could not clear the stored auth state', error);
  }
}
