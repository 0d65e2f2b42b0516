import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
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

/** Told to the stores already made when a slice joins them. */
const sliceInjected = createAction('store/sliceInjected');
/** The stores made so far, so a slice that joins later reaches them at once; held weakly (tests make many). */
const madeStores = new Set<WeakRef<{ dispatch: (action: ReturnType<typeof sliceInjected>) => unknown }>>();

/**
 * Adds a lazily loaded slice and its middleware to every store made by makeStore (idempotent).
 * The stores already made are told at once, so their state holds the slice before anything reads
 * it: RTK Query's first call may come straight from a route loader, before any other action would
 * have passed through the new reducer and middleware (its thunk finds no `state.api` and does nothing).
 */
export function injectSlice<K extends keyof LazyLoadedSlices>(slice: { reducerPath: K; reducer: Reducer<LazyLoadedSlices[K]> }, ...middleware: Middleware[]) {
  rootReducer.inject(slice);
  dynamicMiddleware.addMiddleware(...middleware);
  for (const made of madeStores) {
    const store = made.deref();
    if (store) store.dispatch(sliceInjected());
    else madeStores.delete(made);
  }
}

/** A store starting from `preloadedState` (the console's: the persisted state, app/persistedState.ts). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Parameters<typeof rootReducer>[0],
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(authStorageMiddleware, dynamicMiddleware.middleware),
  });
  madeStores.add(new WeakRef(store));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

