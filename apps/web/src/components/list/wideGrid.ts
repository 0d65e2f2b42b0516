import { lazy, type ComponentType } from 'react';
import { lazyPage, loadOnce, type PreloadablePage } from '../../app/lazyPage';
import type WideDataGrid from './WideDataGrid';
import { WIDE_LIST_QUERY } from './wideListQuery';

interface WideGridModule {
  default: typeof WideDataGrid;
}

/** The grid's code (MUI X DataGrid, the largest chunk a list loads), asked for once (loadOnce). */
const loadWideGrid = loadOnce((): Promise<WideGridModule> => import('./WideDataGrid'));

/**
 * ServerDataGrid's grid, rendered once its code has arrived (a Suspense boundary shows the wait).
 * Typed as the module's own component: React.lazy's type would drop its row and filter types.
 */
export const LazyWideDataGrid = lazy(loadWideGrid) as unknown as typeof WideDataGrid;

/**
 * Asks for the grid's code where the screen is wide enough to show it, so it loads beside the list
 * page's own code and data (the route's loader, a menu item's hover) rather than after the page
 * has rendered. A phone asks for nothing.
 */
export function preloadListGrid(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function' || !window.matchMedia(WIDE_LIST_QUERY).matches) return;
  loadWideGrid().catch(() => undefined);
}

/**
 * A list page (one that shows ServerDataGrid): lazyPage, whose code asked for (route entry, menu
 * hover, the OTP step) brings the grid's too on a wide screen, in the same round trip.
 */
export function gridPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  return lazyPage(() => {
    preloadListGrid();
    return load();
  });
}
