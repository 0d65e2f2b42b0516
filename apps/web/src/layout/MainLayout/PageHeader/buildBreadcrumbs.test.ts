import { describe, expect, it } from 'vitest';
import { menuForUserType, type MenuItem } from '@carcare/contracts';
import { buildBreadcrumbs } from './buildBreadcrumbs';

const superMenu = menuForUserType('super_admin');

describe('buildBreadcrumbs', () => {
  it('shows only the dashboard on the dashboard pages', () => {
    expect(buildBreadcrumbs({ userType: 'super_admin', menu: superMenu, pathname: '/main' })).toEqual([{ title: 'Dashboard' }]);
    expect(buildBreadcrumbs({ userType: 'society_manager', menu: menuForUserType('society_manager'), pathname: '/society/dashboard/default' })).toEqual([
      { title: 'Dashboard' },
    ]);
  });

  it('builds group, collapse and item titles from the menu for a Settings page', () => {
    expect(buildBreadcrumbs({ userType: 'super_admin', menu: superMenu, pathname: '/main/privacy' })).toEqual([
      { title: 'Dashboard', url: '/main/dashboard/default' },
      { title: 'Management' },
      { title: 'Settings' },
      { title: 'Privacy Policy' },
    ]);
  });

  it('puts a deep page under its menu item with a link and the route title last', () => {
    expect(buildBreadcrumbs({ userType: 'super_admin', menu: superMenu, pathname: '/main/edit-service/42' })).toEqual([
      { title: 'Dashboard', url: '/main/dashboard/default' },
      { title: 'Management' },
      { title: 'Services', url: '/main/service' },
      { title: 'Edit Service' },
    ]);
    expect(
      buildBreadcrumbs({ userType: 'workshop_admin', menu: menuForUserType('workshop_admin'), pathname: '/workshop/workshprofile/7' }).map((c) => c.title),
    ).toEqual(['Dashboard', 'Workshop', 'List Workers', 'Worker Profile']);
  });

  it('uses the role labels of the menu', () => {
    const crumbs = buildBreadcrumbs({ userType: 'society_manager', menu: menuForUserType('society_manager'), pathname: '/society/society-list' });
    expect(crumbs.map((c) => c.title)).toEqual(['Dashboard', 'Society', 'List Workers']);
  });

  it('keeps at most maxItems crumbs: the first and the last ones', () => {
    // A menu nested deeper than any real one, to exceed the limit.
    const deep = (depth: number): MenuItem =>
      depth === 0
        ? { id: 'privacy', title: 'Privacy Policy', type: 'item', url: '/main/privacy' }
        : { id: `level-${depth}`, title: `Level ${depth}`, type: 'collapse', children: [deep(depth - 1)] };
    const menu: MenuItem[] = [{ id: 'pages', title: 'Pages', type: 'group', children: [deep(9)] }];
    const crumbs = buildBreadcrumbs({ userType: 'super_admin', menu, pathname: '/main/privacy' });
    expect(crumbs).toHaveLength(8);
    expect(crumbs[0]?.title).toBe('Dashboard');
    expect(crumbs.at(-1)?.title).toBe('Privacy Policy');
    expect(buildBreadcrumbs({ userType: 'super_admin', menu, pathname: '/main/privacy', maxItems: 3 }).map((c) => c.title)).toEqual([
      'Dashboard',
      'Level 1',
      'Privacy Policy',
    ]);
  });
});
