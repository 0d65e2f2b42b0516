import type { UserType } from './roles';
import { ROLE_HOME } from './roles';

/** Menu items as data (spec §3 "Menu item"). Icons are chosen by the console from `icon`. */
export type MenuItemType = 'group' | 'collapse' | 'item';

export interface MenuItem {
  id: string;
  title: string;
  type: MenuItemType | (string & {});
  url?: string;
  icon?: string;
  caption?: string;
  chip?: { label: string; color?: string };
  external?: boolean;
  target?: boolean;
  breadcrumbs?: boolean;
  children?: MenuItem[];
}

function item(prefix: string, id: string, title: string, icon: string, path = id): MenuItem {
  return { id, title, type: 'item', url: `${prefix}/${path}`, icon, breadcrumbs: true };
}

function dashboardGroup(prefix: string): MenuItem {
  return {
    id: 'dashboard',
    title: 'Dashboard',
    type: 'group',
    children: [{ ...item(prefix, 'default', 'Dashboard', 'dashboard', 'dashboard/default'), breadcrumbs: false }],
  };
}

function superAdminMenu(): MenuItem[] {
  const p = ROLE_HOME.super_admin;
  return [
    dashboardGroup(p),
    {
      id: 'pages',
      title: 'Management',
      type: 'group',
      children: [
        item(p, 'workshop-list', 'Garage Admins', 'garage'),
        item(p, 'society-list', 'List Society', 'society'),
        item(p, 'listofleave', 'Absent List', 'absent'),
        item(p, 'userconcerns', 'User Concerns', 'concern'),
        {
          id: 'settings',
          title: 'Settings',
          type: 'collapse',
          icon: 'settings',
          children: [
            item(p, 'concerns', 'Consent Form', 'consent'),
            item(p, 'privacy', 'Privacy Policy', 'privacy'),
            item(p, 'promotionalbanners', 'Promotional Banners', 'banner'),
            item(p, 'audit', 'Audit Log', 'audit'),
          ],
        },
        item(p, 'service', 'Services', 'service'),
        item(p, 'requests', 'Requests', 'request'),
        item(p, 'reviews', 'Reviews', 'review'),
        item(p, 'reasons', 'Cancellation Reason', 'reason'),
        item(p, 'transactions', 'Transactions', 'transaction'),
      ],
    },
  ];
}

function workshopAdminMenu(): MenuItem[] {
  const p = ROLE_HOME.workshop_admin;
  return [
    dashboardGroup(p),
    {
      id: 'pages',
      title: 'Workshop',
      type: 'group',
      children: [
        item(p, 'workshop-list', 'List Workers', 'worker'),
        item(p, 'list-service', 'Service List', 'service'),
        item(p, 'userconcerns', 'User Concerns', 'concern'),
        item(p, 'service', 'Service Form', 'serviceForm'),
        item(p, 'list-requests', 'Requests', 'request'),
        item(p, 'listofleaves', 'Absent List', 'absent'),
      ],
    },
  ];
}

function societyManagerMenu(): MenuItem[] {
  const p = ROLE_HOME.society_manager;
  return [
    dashboardGroup(p),
    {
      id: 'pages',
      title: 'Society',
      type: 'group',
      children: [item(p, 'society-list', 'List Workers', 'worker'), item(p, 'listofleave', 'Absent List', 'absent')],
    },
  ];
}

const MENUS: Record<UserType, () => MenuItem[]> = {
  super_admin: superAdminMenu,
  workshop_admin: workshopAdminMenu,
  society_manager: societyManagerMenu,
};

export function menuForUserType(userType: UserType): MenuItem[] {
  return MENUS[userType]();
}

/** Every navigable item of a menu tree, depth first. */
export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((entry) => (entry.type === 'item' ? [entry] : flattenMenu(entry.children ?? [])));
}
