import { ROLE_HOME, type MenuItem, type UserType } from '@carcare/contracts';
import { config } from '../../../config';
import { matchConsoleRoute, menuAnchorOf, menuTrail } from '../../../app/consoleRoutes';

export interface Crumb {
  title: string;
  /** Link target; absent for group headings and for the current page. */
  url?: string;
}

export interface BreadcrumbInput {
  userType: UserType;
  menu: readonly MenuItem[];
  pathname: string;
  maxItems?: number;
}

/**
 * The breadcrumb trail of a page, from the menu tree (groups, collapses, items) and the route
 * feature descriptors (pages that sit under a menu item). Starts at the role's dashboard; the current page is
 * last and carries no link. Longer trails keep the first crumb and the last maxItems - 1.
 */
export function buildBreadcrumbs({ userType, menu, pathname, maxItems = config.breadcrumbsMaxItems }: BreadcrumbInput): Crumb[] {
  const home = ROLE_HOME[userType];
  const route = matchConsoleRoute(userType, pathname);
  const dashboard = menuTrail(menu, 'default')?.at(-1);
  const root: Crumb = { title: dashboard?.title ?? 'Dashboard', url: dashboard?.url ?? home };
  if (!route || route.featureId === 'dashboard') return [{ title: root.title }];

  const anchorId = menuAnchorOf(route);
  const trail = (anchorId ? menuTrail(menu, anchorId) : undefined) ?? [];
  const crumbs: Crumb[] = [root];
  for (const entry of trail) {
    // The dashboard group is the root crumb already.
    if (entry.id === 'dashboard' || entry.id === 'default') continue;
    crumbs.push(entry.type === 'item' && entry.url ? { title: entry.title, url: entry.url } : { title: entry.title });
  }
  if (route.menuId) {
    const last = crumbs.at(-1);
    if (last) delete last.url;
  } else {
    crumbs.push({ title: route.title });
  }
  return crumbs.length > maxItems ? [crumbs[0] as Crumb, ...crumbs.slice(crumbs.length - (maxItems - 1))] : crumbs;
}
