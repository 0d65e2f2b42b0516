import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import authReducer, { authStorageMiddleware } from '../features/auth/authSlice';
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
 * Adds a lazily loaded slice and its middleware to every store made by makeStore (idempotent).
 * Existing stores take the slice's initial state with their next action.
 */
export function injectSlice<K extends keyof LazyLoadedSlices>(slice: { reducerPath: K; reducer: Reducer<LazyLoadedSlices[K]> }, ...middleware: Middleware[]) {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(...middleware);
}

/** A store starting from `preloadedState` (the console's: the persisted state, app/persistedState.ts). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(authStorageMiddleware, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

