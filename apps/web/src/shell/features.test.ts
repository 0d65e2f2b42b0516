import { describe, expect, it } from 'vitest';
import { USER_TYPES, can, flattenMenu, menuForUserType, type MenuItem } from '@carcare/contracts';
import { documentTitleFor, matchConsoleRoute, routesForUserType, topLevelPathsFor } from '../app/consoleRoutes';
import { FEATURES } from './features';
import { apiTagTypes } from '../api/baseApi';

function iconKeys(items: readonly MenuItem[]): string[] {
  return items.flatMap((entry) => [...(entry.icon ? [entry.icon] : []), ...iconKeys(entry.children ?? [])]);
}

describe('feature descriptors', () => {
  it('have distinct ids', () => {
    const ids = FEATURES.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(USER_TYPES)('give %s each path once, and every menu item of the role one page at its url', (role) => {
    const routes = routesForUserType(role);
    const paths = routes.map((route) => route.fullPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const item of flattenMenu(menuForUserType(role))) {
      expect(routes.filter((route) => route.menuId === item.id).map((route) => route.fullPath), item.id).toContain(item.url);
    }
  });

  it.each(USER_TYPES)('put every %s page that is not a menu item under one, but the profile, help and notifications', (role) => {
    const orphans = routesForUserType(role).filter((route) => !route.menuId && !route.parentId);
    expect(orphans.map((route) => route.path).sort()).toEqual(['notifications', 'profile', 'sample-page']);
  });

  it("add their cache tags to the API slice's, each declared by one feature", () => {
    const tags = FEATURES.flatMap((feature) => feature.tags ?? []);
    expect(new Set(tags).size).toBe(tags.length);
    expect(apiTagTypes()).toEqual(expect.arrayContaining(tags));
  });

  it('give an icon for every icon key of the menus', () => {
    const declared = new Set(FEATURES.flatMap((feature) => Object.keys(feature.icons ?? {})));
    const used = USER_TYPES.flatMap((role) => iconKeys(menuForUserType(role)));
    expect(used.filter((key) => !declared.has(key))).toEqual([]);
  });

  it.each(USER_TYPES)('open every route declared for %s to it (the permission table allows each page of the role)', (role) => {
    const declared = FEATURES.flatMap((feature): readonly unknown[] => feature.routes[role] ?? []);
    expect(routesForUserType(role)).toHaveLength(declared.length);
    for (const route of routesForUserType(role)) if (route.permission) expect(can(role, route.permission), route.path).toBe(true);
  });

  it('name the permission of every deep page but the profile and the help', () => {
    const open = USER_TYPES.flatMap((role) => routesForUserType(role).filter((route) => !route.permission).map((route) => route.path));
    expect([...new Set(open)].sort()).toEqual(['profile', 'sample-page']);
  });

  it('serve the help page to every role, the society manager included', () => {
    for (const role of USER_TYPES) expect(routesForUserType(role).map((route) => route.path)).toContain('sample-page');
  });
});

describe('console routes', () => {
  it('match a location to its route with titles from the menu or the descriptor', () => {
    expect(matchConsoleRoute('workshop_admin', '/workshop/list-requests')).toMatchObject({ featureId: 'requests', title: 'Requests', menuId: 'list-requests' });
    expect(matchConsoleRoute('super_admin', '/main/service-details/42')).toMatchObject({ title: 'Request Details', parentId: 'requests' });
    expect(matchConsoleRoute('super_admin', '/main/nope')).toBeUndefined();
  });

  it('list the home, the default dashboard and the menu pages as top level', () => {
    const top = topLevelPathsFor('super_admin');
    expect(top).toEqual(expect.arrayContaining(['/main', '/main/dashboard/default', '/main/workshop-list', '/main/privacy', '/main/audit']));
    expect(top).not.toContain('/main/addWorkshop');
    expect(top).not.toContain('/main/profile');
  });

  it.each<[unknown, string, string]>([
    ['super_admin', '/main', 'Management Panel'],
    ['super_admin', '/main/dashboard/default', 'Management Panel'],
    ['super_admin', '/main/requests', 'Requests · Management Panel'],
    ['super_admin', '/main/service-details/42', 'Request Details · Management Panel'],
    ['workshop_admin', '/workshop/list-service', 'Service List · Workshop Admin'],
    ['society_manager', '/society/sample-page', 'Help · Society Admin'],
    ['society_manager', '/society/unknown', 'Society Admin'],
    [undefined, '/', 'Management Panel'],
  ])('title the page of %s at %s "%s"', (userType, pathname, title) => {
    expect(documentTitleFor(userType, pathname)).toBe(title);
  });
});
