import { config } from '../config';
import { emptyAuthState, type AuthState } from './session/authSlice';
import { readStoredAuthState } from './session/authStorage';
import { initialCustomizationState, type CustomizationState } from './customization/customizationSlice';

/** The slices kept across visits (spec §3: a persisted root store holding auth and customization). */
export interface PersistedSlices {
  auth: AuthState;
  customization: CustomizationState;
}

const PERSISTED_KEYS = ['auth', 'customization'] as const;

// The layout redux-persist wrote, kept so a console upgraded from it finds its users' state:
// localStorage "persist:<key>" holds an object of JSON strings, one per slice, and `_persist`.
const storageKey = `persist:${config.persist.key}`;

function parseSlice<T extends object>(raw: unknown, initial: T): T | undefined {
  if (typeof raw !== 'string') return undefined;
  const value = JSON.parse(raw) as unknown;
  // Fields a newer console added (customization.mode) keep their defaults.
  return value && typeof value === 'object' ? { ...initial, ...(value as Partial<T>) } : undefined;
}

/**
 * The persisted state to start the store from, read once before the first render: localStorage
 * answers at once, so nothing waits for it (redux-persist's gate, bounded by config.persist.timeoutMs,
 * had nothing to wait for either). State of another version than config.persist.version is not
 * restored, so a change of its shape starts clean. A restored session is never half-finished
 * (loading, error), and localStorage "authState" wins because other tabs update it first.
 */
export function readPersistedState(): Partial<PersistedSlices> {
  let stored: Record<string, unknown>;
  try {
    const raw = localStorage.getItem(storageKey);
    stored = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const meta = typeof stored._persist === 'string' ? (JSON.parse(stored._persist) as { version?: unknown }) : undefined;
    if (meta && meta.version !== config.persist.version) stored = {};
  } catch (error) {
    // Spec §8: a failure to read stored state is only logged; the console starts signed out.
    console.error('Could not read the persisted state', error);
    stored = {};
  }
  const state: Partial<PersistedSlices> = {};
  try {
    const customization = parseSlice(stored.customization, initialCustomizationState);
    if (customization) state.customization = customization;
    const persistedAuth = parseSlice(stored.auth, emptyAuthState);
    const session = readStoredAuthState();
    const auth = session?.token ? { ...(persistedAuth ?? emptyAuthState), ...session } : persistedAuth;
    if (auth) state.auth = { ...auth, loading: false, error: null };
  } catch (error) {
    console.error('Could not read the persisted state', error);
  }
  return state;
}

interface PersistableStore {
  getState(): PersistedSlices;
  subscribe(listener: () => void): () => void;
}

/** Writes auth and customization (never the API cache) whenever one of them changes. */
export function persistState(store: PersistableStore): () => void {
  let written: Partial<PersistedSlices> = {};
  const write = () => {
    const state = store.getState();
    if (PERSISTED_KEYS.every((key) => written[key] === state[key])) return;
    written = { auth: state.auth, customization: state.customization };
    const entries = PERSISTED_KEYS.map((key) => [key, JSON.stringify(state[key])]);
    entries.push(['_persist', JSON.stringify({ version: config.persist.version, rehydrated: true })]);
    try {
      localStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(entries)));
    } catch (error) {
      console.error('Could not store the persisted state', error);
    }
  };
  write();
  return store.subscribe(write);
}
