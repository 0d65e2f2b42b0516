import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
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
import authReducer, { authStorageMiddleware, type AuthState } from '../features/auth/authSlice';
import { readStoredAuthState } from '../features/auth/authStorage';
import customizationReducer from '../features/customization/customizationSlice';
import type { baseApi } from '../api/baseApi';

/** Slices that join the store when the code using them first loads (the API slice: api/baseApi.ts). */
interface LazyLoadedSlices {
  api: ReturnType<typeof baseApi.reducer>;
}

// The sign-in page needs only auth and customization; the rest arrives with the console's pages.
const rootReducer = combineSlices({ auth: authReducer, customization: customizationReducer }).withLazyLoadedSlices<LazyLoadedSlices>();
const dynamicMiddleware = createDynamicMiddleware();

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

/**
 * Adds a lazily loaded slice and its middleware to every store made by makeStore (idempotent).
 * Existing stores take the slice's initial state with their next action.
 */
export function injectSlice<K extends keyof LazyLoadedSlices>(slice: { reducerPath: K; reducer: Reducer<LazyLoadedSlices[K]> }, ...middleware: Middleware[]) {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(...middleware);
}

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState: preloadedState as Parameters<typeof persistedReducer>[0],
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(authStorageMiddleware, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

