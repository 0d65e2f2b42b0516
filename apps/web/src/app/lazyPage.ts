import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page whose code can be asked for before it renders (menu hover, route entry, OTP step). */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

const inFlight = new Set<Promise<unknown>>();

/** Resolves in a later task: code evaluated after it runs in a task of its own, so input is answered between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Counts `load` among the code loads in flight until it settles (see codeLoadsSettled). */
export function trackCodeLoad<T>(load: Promise<T>): Promise<T> {
  inFlight.add(load);
  const done = () => inFlight.delete(load);
  load.then(done, done);
  return load;
}

/**
 * Resolves once every code load started so far, and any started by those, has settled. The tests
 * wait for it before a file ends: a preload nobody awaited (a route's loader, the OTP step) that
 * lands after the file's environment is torn down fails whichever file the shared worker runs next.
 */
export async function codeLoadsSettled(): Promise<void> {
  while (inFlight.size > 0) {
    await Promise.allSettled([...inFlight]);
    // Let the callbacks chained on those loads run: they may start more.
    await nextTask();
  }
}

/**
 * `load`, asked for once: every call shares its promise, tracked (codeLoadsSettled). A failed load
 * is forgotten, so the next call tries the network again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= trackCodeLoad(load()).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * React.lazy with a `preload()`: both share one import (loadOnce), so a page preloaded while the
 * pointer is over its menu item (or while its route's data starts) renders without a second wait.
 * A page whose code has arrived is handed to React as it asks (a thenable already settled), so it
 * draws in the same pass as what holds it. Given a promise instead, React would show the nearest
 * loader for a moment, and after a loader React holds back the next reveal of lazy content for a
 * while, so that reveals come in steps rather than flicker.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loaded: { default: ComponentType } | undefined;
  const once = loadOnce(() =>
    load().then((module) => {
      loaded = module;
      return module;
    }),
  );
  return Object.assign(lazy(() => (loaded ? settled(loaded) : once())), { preload: once });
}

/** A thenable that calls back at once: React.lazy reads a module handed over this way without suspending. */
function settled<T>(value: T): Promise<T> {
  const thenable = { then: (resolve: (value: T) => unknown) => (resolve(value), thenable) };
  return thenable as unknown as Promise<T>;
}

/**
 * A component exported by name from a module loaded on first render (a dialog a page opens on a
 * click), typed as the export itself. Its load is tracked as a page's is (codeLoadsSettled). Render
 * it inside a Suspense boundary of its own: without one, the page would give way to its loader while
 * the dialog's code arrives.
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // The export's own props stay in its type; React.lazy sees a component of unknown props.
  return lazy(() => trackCodeLoad(load()).then((module) => ({ default: module[name] as ComponentType<object> }))) as M[K];
}
