import { describe, expect, it } from 'vitest';
import { persistStore } from 'redux-persist';
import { makeStore } from './makeStore';
import { testAdmin } from './testing/testAdmin';
import { signInSuccess } from '../features/auth/authSlice';
import { setBorderRadius } from '../features/customization/customizationSlice';

function rehydrated(store: ReturnType<typeof makeStore>) {
  return new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
  });
}

function persisted(slices: Record<string, unknown>) {
  const entries = Object.entries({ ...slices, _persist: { version: 1, rehydrated: true } }).map(([key, value]) => [key, JSON.stringify(value)]);
  localStorage.setItem('persist:root', JSON.stringify(Object.fromEntries(entries)));
}

describe('persisted root store (spec §3, §9: key root, version 1)', () => {
  it('restores auth and customization, never a half-finished request, and prefers localStorage "authState"', async () => {
    const admin = testAdmin();
    persisted({
      auth: { currentUser: admin, token: 'persisted-access', r_token: 'persisted-refresh', error: 'old', loading: true },
      customization: { isOpen: ['sop'], defaultId: 'default', fontFamily: 'Roboto', borderRadius: 8, opened: false, mode: 'dark' },
    });
    localStorage.setItem('authState', JSON.stringify({ currentUser: admin, token: 'newer-access', r_token: 'newer-refresh' }));

    const store = makeStore();
    await rehydrated(store);

    expect(store.getState().auth).toEqual({ currentUser: admin, token: 'newer-access', r_token: 'newer-refresh', error: null, loading: false });
    expect(store.getState().customization).toMatchObject({ borderRadius: 8, opened: false, mode: 'dark' });
  });

  it('writes auth and customization, but not the API cache, under persist:root with version 1', async () => {
    const store = makeStore();
    const persistor = await rehydrated(store);
    store.dispatch(signInSuccess({ admin: testAdmin(), access: 'a1', refresh: 'r1' }));
    store.dispatch(setBorderRadius(16));
    await persistor.flush();

    const root = JSON.parse(localStorage.getItem('persist:root')!) as Record<string, string>;
    expect(Object.keys(root).sort()).toEqual(['_persist', 'auth', 'customization']);
    expect(JSON.parse(root.auth!)).toMatchObject({ token: 'a1', r_token: 'r1' });
    expect(JSON.parse(root.customization!)).toMatchObject({ borderRadius: 16 });
    expect(JSON.parse(root._persist!)).toMatchObject({ version: 1 });
  });
});
