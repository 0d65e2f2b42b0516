import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page whose code can be asked for before it renders (menu hover, route entry, OTP step). */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/**
 * React.lazy with a `preload()`: both share one import, so a page preloaded while the pointer is
 * over its menu item (or while its route's data starts) renders without a second wait. A failed
 * load is forgotten, so the next attempt tries the network again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(once), { preload: once });
}
