import { matchPath } from 'react-router';
import { ROLE_HOME, USER_TYPES, can, flattenMenu, isUserType, menuForUserType, pageTitleForUserType, type MenuItem, type Permission, type UserType } from '@carcare/contracts';
import type { FeaturePage, FeatureRoute, RouteData } from './defineFeature';
import { registeredFeatures } from './featureRegistry';
import { roleOfPath } from './rolePaths';

export { roleOfPath } from './rolePaths';

/** One route of a role group, resolved from the feature descriptors for the router and the shell. */
export interface ConsoleRoute {
  featureId: string;
  /** Path relative to the role home; '' is the index route. */
  path: string;
  /** Absolute path pattern, e.g. "/main/edit-service/:id". */
  fullPath: string;
  page: FeaturePage;
  /** What the page shows first, asked for as the route is entered. */
  data?: RouteData;
  /** The page's title: its menu item's title, or the descriptor's own. */
  title: string;
  /** Set when the route is a menu item itself. */
  menuId?: string;
  /** The menu item a deep page sits under. */
  parentId?: string;
  /** The action the page needs (a menu route: its menu item's). */
  permission?: Permission;
}

/** The routes a role may open: a menu route while its item is in the role's menu, a deep page while the role holds its permission. */
function resolveRoutes(role: UserType): ConsoleRoute[] {
  const items = flattenMenu(menuForUserType(role));
  const home = ROLE_HOME[role];
  return registeredFeatures().flatMap((feature) => {
    const routes: readonly FeatureRoute<UserType>[] = feature.routes[role] ?? [];
    return routes.flatMap((route): ConsoleRoute[] => {
      const base = { featureId: feature.id, path: route.path, fullPath: route.path ? `${home}/${route.path}` : home, page: route.page, ...(route.data ? { data: route.data } : {}) };
      if (route.menuId) {
        const item = items.find((entry) => entry.id === route.menuId);
        if (!item) return [];
        return [{ ...base, title: item.title, menuId: route.menuId, ...(item.permission ? { permission: item.permission } : {}) }];
      }
      if (route.permission && !can(role, route.permission)) return [];
      return [{ ...base, title: route.title, ...(route.parentId ? { parentId: route.parentId } : {}), ...(route.permission ? { permission: route.permission } : {}) }];
    });
  });
}

let resolved: Readonly<Record<UserType, readonly ConsoleRoute[]>> | undefined;

/** Every role's routes, resolved on first use: the descriptors are registered by the shell after this module loads. */
function routeTable(): Readonly<Record<UserType, readonly ConsoleRoute[]>> {
  resolved ??= Object.fromEntries(USER_TYPES.map((role) => [role, resolveRoutes(role)])) as Record<UserType, ConsoleRoute[]>;
  return resolved;
}

export function routesForUserType(userType: UserType): readonly ConsoleRoute[] {
  return routeTable()[userType];
}

/** The route of a role that a location path shows, if any. */
export function matchConsoleRoute(userType: UserType, pathname: string): ConsoleRoute | undefined {
  return routeTable()[userType].find((route) => matchPath({ path: route.fullPath, end: true }, pathname));
}

/**
 * Starts loading the code of the page a console path shows (a menu item's `url`, a link's target),
 * so a click finds it loaded or on its way. A failed preload is reported by the render that needs it.
 */
export function preloadConsolePage(path: string | undefined): void {
  if (!path) return;
  const pathname = path.split(/[?#]/)[0]!;
  const role = roleOfPath(pathname);
  if (role) matchConsoleRoute(role, pathname)?.page.preload().catch(() => undefined);
}


/** The menu item a page belongs to: itself when it is one, else the item it sits under. */
export function menuAnchorOf(route: ConsoleRoute): string | undefined {
  return route.menuId ?? route.parentId;
}

/** Top-level pages (the role home and every menu item), where no Back button shows. */
export function topLevelPathsFor(userType: UserType): string[] {
  return routeTable()[userType].filter((route) => route.menuId).map((route) => route.fullPath);
}

/**
 * The browser title: spec §1's title of the signed-in role, led by the page's own title on every
 * console page but the dashboard ("Requests · Management Panel"), so tabs and history tell pages apart.
 */
export function documentTitleFor(userType: unknown, pathname: string): string {
  const roleTitle = pageTitleForUserType(userType);
  const route = isUserType(userType) ? matchConsoleRoute(userType, pathname) : undefined;
  return route && route.featureId !== 'dashboard' ? `${route.title} · ${roleTitle}` : roleTitle;
}

/** Finds a menu item and the groups/collapses above it, outermost first. */
export function menuTrail(items: readonly MenuItem[], id: string): MenuItem[] | undefined {
  for (const entry of items) {
    if (entry.id === id && entry.type === 'item') return [entry];
    const below = entry.children ? menuTrail(entry.children, id) : undefined;
    if (below) return [entry, ...below];
  }
  return undefined;
}
