import { describe, expect, it } from 'vitest';
import reducer, {
  emptyAuthState,
  logout,
  selectCurrentUser,
  selectIsAuthenticated,
  selectToken,
  selectUserType,
  sessionSynced,
  signInFailure,
  signInStart,
  signInSuccess,
  signOutFailure,
  signOutStart,
  signOutSuccess,
  tokenRefreshed,
  userUpdated,
  type AuthState,
} from './authSlice';
import { makeStore } from '../makeStore';
import { testAdmin } from '../testing/testAdmin';
import { readStoredAuthState } from './authStorage';

const admin = testAdmin();
const signedIn: AuthState = { currentUser: admin, token: 'a1', r_token: 'r1', error: null, loading: false };

describe('auth reducer (spec §4 Auth)', () => {
  it('sign-in start sets loading', () => {
    expect(reducer(emptyAuthState, signInStart())).toMatchObject({ loading: true });
  });

  it('sign-in success stores the user and both tokens and clears the error', () => {
    const state = reducer({ ...emptyAuthState, loading: true, error: 'old' }, signInSuccess({ admin, access: 'a1', refresh: 'r1' }));
    expect(state).toEqual(signedIn);
  });

  it('sign-in failure stores the error and clears loading', () => {
    expect(reducer({ ...emptyAuthState, loading: true }, signInFailure('Invalid OTP'))).toMatchObject({ error: 'Invalid OTP', loading: false });
  });

  it('sign-out start sets loading', () => {
    expect(reducer(signedIn, signOutStart())).toMatchObject({ loading: true, token: 'a1' });
  });

  it('sign-out success and logout clear the user and tokens', () => {
    for (const action of [signOutSuccess(), logout()]) {
      expect(reducer({ ...signedIn, loading: true }, action)).toEqual(emptyAuthState);
    }
  });

  it('a logout because the session ended keeps its reason for the sign-in page', () => {
    expect(reducer(signedIn, logout({ reason: 'Session expired, please sign in again' }))).toEqual({ ...emptyAuthState, error: 'Session expired, please sign in again' });
  });

  it('sign-out failure stores the error', () => {
    expect(reducer({ ...signedIn, loading: true }, signOutFailure('offline'))).toMatchObject({ error: 'offline', loading: false, token: 'a1' });
  });

  it('a token refresh replaces both tokens and keeps the user', () => {
    expect(reducer(signedIn, tokenRefreshed({ access: 'a2', refresh: 'r2' }))).toEqual({ ...signedIn, token: 'a2', r_token: 'r2' });
  });

  it('a profile update replaces the current user', () => {
    const renamed = { ...admin, name: 'New Name' };
    expect(reducer(signedIn, userUpdated(renamed)).currentUser).toEqual(renamed);
  });

  it('a session from another tab is adopted', () => {
    const other = { currentUser: admin, token: 'a9', r_token: 'r9' };
    expect(reducer(emptyAuthState, sessionSynced(other))).toMatchObject(other);
  });
});

describe('auth selectors', () => {
  it('read user, token and authentication; the user type defaults to guest', () => {
    expect(selectCurrentUser({ auth: signedIn })).toBe(admin);
    expect(selectToken({ auth: signedIn })).toBe('a1');
    expect(selectIsAuthenticated({ auth: signedIn })).toBe(true);
    expect(selectUserType({ auth: signedIn })).toBe('workshop_admin');
    expect(selectUserType({ auth: emptyAuthState })).toBe('guest');
    expect(selectIsAuthenticated({ auth: emptyAuthState })).toBe(false);
  });
});

describe('localStorage "authState" follows the store', () => {
  it('is written on sign-in and on refresh, and removed on logout and sign-out success', () => {
    const store = makeStore();
    store.dispatch(signInSuccess({ admin, access: 'a1', refresh: 'r1' }));
    expect(readStoredAuthState()).toEqual({ currentUser: admin, token: 'a1', r_token: 'r1' });
    expect(JSON.parse(localStorage.getItem('authState')!)).toHaveProperty('token', 'a1');

    store.dispatch(tokenRefreshed({ access: 'a2', refresh: 'r2' }));
    expect(readStoredAuthState()).toMatchObject({ token: 'a2', r_token: 'r2' });

    store.dispatch(logout());
    expect(localStorage.getItem('authState')).toBeNull();

    store.dispatch(signInSuccess({ admin, access: 'a3', refresh: 'r3' }));
    store.dispatch(signOutSuccess());
    expect(localStorage.getItem('authState')).toBeNull();
  });

  it('a new store starts from the stored session, without the persisted state', () => {
    localStorage.setItem('authState', JSON.stringify({ currentUser: admin, token: 'a5', r_token: 'r5' }));
    expect(makeStore().getState().auth).toMatchObject({ token: 'a5', r_token: 'r5', currentUser: admin, loading: false });
  });

  it('does not rewrite an identical value (no echo storage events to other tabs)', () => {
    const store = makeStore();
    store.dispatch(signInSuccess({ admin, access: 'a1', refresh: 'r1' }));
    const raw = localStorage.getItem('authState');
    const writes: string[] = [];
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      writes.push(key);
      original.call(this, key, value);
    };
    try {
      store.dispatch(sessionSynced({ currentUser: admin, token: 'a1', r_token: 'r1' }));
    } finally {
      Storage.prototype.setItem = original;
    }
    expect(writes.filter((key) => key === 'authState')).toEqual([]);
    expect(localStorage.getItem('authState')).toBe(raw);
  });
});
