import { applyMiddleware, combineReducers, compose, legacy_createStore as createStore, type Middleware, type Reducer, type StoreEnhancer, type UnknownAction } from 'redux';
import type { ThunkDispatch } from '@reduxjs/toolkit';
import authReducer, { authStorageMiddleware, type AuthState } from './session/authSlice';
import customizationReducer, { type CustomizationState } from './customization/customizationSlice';

/**
 * The store without Redux Toolkit: the sign-in page (the first page of every visit) loads it, and
 * RTK's one module would bring immer and RTK Query's helpers with it. It does
 * what configureStore and combineSlices did here: thunks, the auth slice's storage middleware,
 * slices and middleware added when the code using them first loads (RTK Query's API slice,
 * api/baseApi.ts), its development checks, and Redux DevTools when the extension is there.
 */

/**
 * Slices that join the store when the code using them first loads: each module adds its own here
 * (`declare module`), as api/baseApi.ts does for the API slice, so the store imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export interface RootState extends Partial<LazyLoadedSlices> {
  auth: AuthState;
  customization: CustomizationState;
}

// The sign-in page needs only auth and customization; the rest arrives with the console's pages.
const reducers: Record<string, Reducer> = { auth: authReducer, customization: customizationReducer };
let combined = combineReducers(reducers);
const rootReducer = (state: RootState | undefined, action: UnknownAction) => combined(state, action) as RootState;

/** Middleware added after the stores were made, by the code that needs it (idempotent). */
const lateMiddleware: Middleware[] = [];
let lateVersion = 0;

/** Runs the late middleware, each set up once per store (RTK Query's keeps its state in that closure). */
const dynamicMiddleware: Middleware = (api) => {
  const setUp = new Map<Middleware, ReturnType<Middleware>>();
  let builtFor = -1;
  let chain: (next: (action: unknown) => unknown) => (action: unknown) => unknown = (next) => next;
  return (next) => (action) => {
    if (builtFor !== lateVersion) {
      builtFor = lateVersion;
      for (const middleware of lateMiddleware) if (!setUp.has(middleware)) setUp.set(middleware, middleware(api));
      const links = lateMiddleware.map((middleware) => setUp.get(middleware)!);
      chain = (last) => links.reduceRight((inner, link) => link(inner), last);
    }
    return chain(next)(action);
  };
};

/** Dispatches a thunk with the store's dispatch and getState (redux-thunk's behaviour; RTK Query needs it). */
const thunkMiddleware: Middleware = ({ dispatch, getState }) => (next) => (action) =>
  typeof action === 'function' ? (action as (d: typeof dispatch, g: typeof getState, extra: undefined) => unknown)(dispatch, getState, undefined) : next(action);

/** Told to the stores already made when a slice joins them. */
const SLICE_INJECTED = { type: 'store/sliceInjected' } as const;
/** The stores made so far, so a slice that joins later reaches them at once; held weakly (tests make many). */
const madeStores = new Set<WeakRef<{ dispatch: (action: typeof SLICE_INJECTED) => unknown }>>();

/**
 * Adds a lazily loaded slice and its middleware to every store made by makeStore (idempotent).
 * The stores already made are told at once, so their state holds the slice before anything reads
 * it: RTK Query's first call may come straight from a route loader, before any other action would
 * have passed through the new reducer and middleware (its thunk finds no `state.api` and does nothing).
 */
export function injectSlice<K extends keyof LazyLoadedSlices>(slice: { reducerPath: K; reducer: Reducer<LazyLoadedSlices[K]> }, ...middleware: Middleware[]) {
  if (reducers[slice.reducerPath] !== slice.reducer) {
    reducers[slice.reducerPath] = slice.reducer as Reducer;
    combined = combineReducers({ ...reducers });
  }
  const added = middleware.filter((item) => !lateMiddleware.includes(item));
  if (added.length) {
    lateMiddleware.push(...added);
    lateVersion += 1;
  }
  for (const made of madeStores) {
    const store = made.deref();
    if (store) store.dispatch(SLICE_INJECTED);
    else madeStores.delete(made);
  }
}

// configureStore's development checks (state mutated outside a reducer, values that are not
// serializable), loaded in development only and added like any late middleware: a production
// build drops this branch, and Redux Toolkit with it.
// (Node, where the browser tests read the route table, has no import.meta.env.)
if (import.meta.env && import.meta.env.DEV) {
  void import('@reduxjs/toolkit').then(({ createImmutableStateInvariantMiddleware, createSerializableStateInvariantMiddleware }) => {
    lateMiddleware.unshift(createImmutableStateInvariantMiddleware(), createSerializableStateInvariantMiddleware());
    lateVersion += 1;
  });
}

type DevToolsCompose = (options?: { name?: string }) => typeof compose;

/** A store starting from `preloadedState` (the console's: the persisted state, app/persistedState.ts). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const devTools = typeof window === 'undefined' ? undefined : (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevToolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  const composeEnhancers = devTools ? devTools() : compose;
  const enhancer = composeEnhancers(applyMiddleware(thunkMiddleware, authStorageMiddleware as Middleware, dynamicMiddleware)) as StoreEnhancer<{ dispatch: AppDispatch }>;
  const store = createStore(rootReducer, preloadedState as RootState | undefined, enhancer);
  madeStores.add(new WeakRef(store));
  return store;
}

export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;
export type AppStore = ReturnType<typeof makeStore>;
