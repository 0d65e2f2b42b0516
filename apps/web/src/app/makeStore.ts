import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  createTransform,
  persistReducer,
} from 'redux-persist';
// Not 'redux-persist/lib/storage': that one breaks only in the production build (STACK.md).
import storage from 'redux-persist/es/storage';
import { config } from '../config';
import authReducer, { authStorageMiddleware, logout, signOutSuccess, type AuthState } from '../features/auth/authSlice';
import { readStoredAuthState } from '../features/auth/authStorage';
import customizationReducer from '../features/customization/customizationSlice';
import { baseApi } from '../api/baseApi';

const rootReducer = combineReducers({
  auth: authReducer,
  customization: customizationReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * Persisted auth never restores a half-finished request (loading/error), and localStorage
 * "authState" wins over the persisted copy because other tabs update it first.
 */
const authTransform = createTransform<AuthState, AuthState>(
  (inbound) => inbound,
  (outbound) => {
    const stored = readStoredAuthState();
    const session = stored?.token ? stored : outbound;
    return { ...outbound, ...session, loading: false, error: null };
  },
  { whitelist: ['auth'] },
);

const persistedReducer = persistReducer<RootState>(
  {
    key: config.persist.key,
    version: config.persist.version,
    timeout: config.persist.timeoutMs,
    storage,
    whitelist: ['auth', 'customization'],
    transforms: [authTransform],
  },
  rootReducer,
);

/** Cached server data belongs to the session that fetched it. */
const resetApiOnSignOut: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (logout.match(action) || signOutSuccess.match(action)) api.dispatch(baseApi.util.resetApiState());
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware, authStorageMiddleware, resetApiOnSignOut),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

