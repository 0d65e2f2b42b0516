import { describe, expect, it, vi } from 'vitest';
import { makeStore } from './makeStore';
import { persistState, readPersistedState } from './persistedState';
import { testAdmin } from './testing/testAdmin';
import { signInStart, signInSuccess } from './session/authSlice';
import { setBorderRadius } from './customization/customizationSlice';

/** localStorage "persist:root" as redux-persist wrote it: one JSON string per slice, and `_persist`. */
function persisted(slices: Record<string, unknown>, version = 1) {
  const entries = Object.entries({ ...slices, _persist: { version, rehydrated: true } }).map(([key, value]) => [key, JSON.stringify(value)]);
  localStorage.setItem('persist:root', JSON.stringify(Object.fromEntries(entries)));
}

function storedRoot() {
  return JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
}

describe('persisted root store (spec §3, §9: key root, version 1)', () => {
  it('restores auth and customization, never a half-finished request, and prefers localStorage "authState"', () => {
    const admin = testAdmin();
    persisted({
      auth: { currentUser: admin, token: 'persisted-access', r_token: 'persisted-refresh', error: 'old', loading: true },
      customization: { isOpen: ['sop'], defaultId: 'default', fontFamily: 'Roboto', borderRadius: 8, opened: false, mode: 'dark' },
    });
    localStorage.setItem('authState', JSON.stringify({ currentUser: admin, token: 'newer-access', r_token: 'newer-refresh' }));

    const store = makeStore(readPersistedState());

    expect(store.getState().auth).toEqual({ currentUser: admin, token: 'newer-access', r_token: 'newer-refresh', error: null, loading: false });
    expect(store.getState().customization).toMatchObject({ isOpen: ['sop'], borderRadius: 8, opened: false, mode: 'dark' });
  });

  it('keeps the persisted session when "authState" holds none, and defaults for fields stored before they existed', () => {
    const admin = testAdmin();
    persisted({
      auth: { currentUser: admin, token: 'persisted-access', r_token: 'persisted-refresh', error: null, loading: false },
      customization: { isOpen: [], defaultId: 'default', fontFamily: 'Roboto', borderRadius: 10, opened: true },
    });

    const state = readPersistedState();

    expect(state.auth).toMatchObject({ token: 'persisted-access', r_token: 'persisted-refresh' });
    expect(state.customization).toMatchObject({ borderRadius: 10, mode: 'light' });
  });

  it('restores nothing from another version or from unreadable storage, and says why in the console', () => {
    persisted({ customization: { borderRadius: 4 } }, 2);
    expect(readPersistedState()).toEqual({});

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('persist:root', '{not json');
    expect(readPersistedState()).toEqual({});
    expect(logged).toHaveBeenCalledWith('Could not read the persisted state', expect.any(SyntaxError));
    logged.mockRestore();
  });

  it('writes auth and customization, but not the API cache, under persist:root with version 1, on each change', () => {
    const store = makeStore(readPersistedState());
    const stop = persistState(store);
    expect(JSON.parse(storedRoot()._persist!)).toEqual({ version: 1, rehydrated: true });

    store.dispatch(signInSuccess({ admin: testAdmin(), access: 'a1', refresh: 'r1' }));
    store.dispatch(setBorderRadius(16));

    const root = storedRoot();
    expect(Object.keys(root).sort()).toEqual(['_persist', 'auth', 'customization']);
    expect(JSON.parse(root.auth!)).toMatchObject({ token: 'a1', r_token: 'r1' });
    expect(JSON.parse(root.customization!)).toMatchObject({ borderRadius: 16 });

    stop();
    store.dispatch(signInStart());
    expect(JSON.parse(storedRoot().auth!)).toMatchObject({ loading: false });
  });

  it('a store made from what it wrote comes back the same', () => {
    const first = makeStore(readPersistedState());
    const stop = persistState(first);
    first.dispatch(signInSuccess({ admin: testAdmin(), access: 'a2', refresh: 'r2' }));
    first.dispatch(setBorderRadius(20));
    stop();
    localStorage.removeItem('authState');

    const second = makeStore(readPersistedState());

    expect(second.getState().auth).toEqual(first.getState().auth);
    expect(second.getState().customization).toEqual(first.getState().customization);
  });
});
