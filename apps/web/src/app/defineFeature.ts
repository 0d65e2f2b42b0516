import type SvgIcon from '@mui/material/SvgIcon';
import type { MenuIconKey, MenuItemId, Permission, UserType } from '@carcare/contracts';
import type { ApiTagType } from '../api/baseApi';
import type { PreloadablePage } from './lazyPage';
import type { AppDispatch } from './makeStore';

/** A page, loaded lazily so each one is its own chunk, and preloadable (lazyPage). */
export type FeaturePage = PreloadablePage;
export type MenuIconComponent = typeof SvgIcon;

/**
 * Asks for the data a page shows first, from its URL's query and its path's parameters (`:id`), as
 * its route is entered: the data call then runs while the page's code loads instead of after it
 * (components/list/prefetchList, app/prefetch).
 */
export type RouteData = (params: URLSearchParams, dispatch: AppDispatch, pathParams: Readonly<Partial<Record<string, string>>>) => void;

interface RouteBase {
  /** Path relative to the role home (spec §2 route tables); '' is the index route. */
  path: string;
  page: FeaturePage;
  data?: RouteData;
}

/** A route that is an item of the role's menu: its title and permission are the menu item's. */
export interface MenuRoute<R extends UserType> extends RouteBase {
  menuId: MenuItemId<R>;
  title?: never;
  parentId?: never;
  permission?: never;
}

/** A route reached from a page rather than the menu (a form, a details page, the profile). */
export interface DeepRoute<R extends UserType> extends RouteBase {
  title: string;
  /** The menu item this page sits under: its breadcrumb parent and the item the sidebar highlights. */
  parentId?: MenuItemId<R>;
  /** The action (permission table) the page needs; none: any signed-in admin of the role. */
  permission?: Permission;
  menuId?: never;
}

export type FeatureRoute<R extends UserType> = MenuRoute<R> | DeepRoute<R>;

/**
 * Everything the console needs of one feature (react-admin's <Resource>): its routes per role and
 * the icons of its menu items. The router, breadcrumbs, Back button, document titles and sidebar
 * icons are derived from the descriptors shell/features.ts finds (each features/<x>/feature.ts's default export).
 */
export interface FeatureDescriptor {
  id: string;
  routes: { readonly [R in UserType]?: readonly FeatureRoute<R>[] };
  /** Icons for the menus' `icon` keys this feature's items (or groups) use. */
  icons?: Readonly<Partial<Record<MenuIconKey, MenuIconComponent>>>;
  /**
   * The cache tag types of its API calls, each also declared to the API slice's type in the same
   * feature.ts (`declare module '../../api/baseApi' { interface ApiTagTypes { Reason: true } }`).
   */
  tags?: readonly ApiTagType[];
}

/** Types a descriptor: menu ids must be items of that role's contracts menu, icon keys keys of the menus. */
export function defineFeature(descriptor: FeatureDescriptor): FeatureDescriptor {
  return descriptor;
}
