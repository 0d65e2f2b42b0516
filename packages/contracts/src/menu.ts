import { can, type Permission } from './permissions';
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
  /** The action (permission table) the item's page needs; a role without it does not see the item. */
  permission?: Permission;
  children?: MenuItem[];
}

/** A navigable item; id and icon keep their literal types so the console can check its own ids against them. */
function item<const Id extends string, const Icon extends string>(prefix: string, id: Id, title: string, icon: Icon, permission: Permission, path: string = id) {
  return { id, title, type: 'item' as const, url: `${prefix}/${path}`, icon, permission, breadcrumbs: true };
}

function dashboardGroup(prefix: string) {
  return {
    id: 'dashboard',
    title: 'Dashboard',
    type: 'group',
    children: [{ ...item(prefix, 'default', 'Dashboard', 'dashboard', 'dashboard.read', 'dashboard/default'), breadcrumbs: false }],
  };
}

function superAdminMenu() {
  const p = ROLE_HOME.super_admin;
  return [
    dashboardGroup(p),
    {
      id: 'pages',
      title: 'Management',
      type: 'group',
      children: [
        item(p, 'workshop-list', 'Garage Admins', 'garage', 'workshops.manage'),
        item(p, 'society-list', 'List Society', 'society', 'societies.manage'),
        item(p, 'listofleave', 'Absent List', 'absent', 'leaves.read'),
        item(p, 'userconcerns', 'User Concerns', 'concern', 'concerns.manage'),
        {
          id: 'settings',
          title: 'Settings',
          type: 'collapse',
          icon: 'settings' as const,
          children: [
            item(p, 'concerns', 'Consent Form', 'consent', 'policies.manage'),
            item(p, 'privacy', 'Privacy Policy', 'privacy', 'policies.manage'),
            item(p, 'promotionalbanners', 'Promotional Banners', 'banner', 'banners.manage'),
            item(p, 'audit', 'Audit Log', 'audit', 'audit.read'),
          ],
        },
        item(p, 'service', 'Services', 'service', 'services.manage'),
        item(p, 'requests', 'Requests', 'request', 'requests.read'),
        item(p, 'schedule', 'Schedule', 'schedule', 'schedule.read'),
        item(p, 'reviews', 'Reviews', 'review', 'reviews.read'),
        item(p, 'reasons', 'Cancellation Reason', 'reason', 'reasons.manage'),
        item(p, 'transactions', 'Transactions', 'transaction', 'transactions.read'),
        item(p, 'invoices', 'Invoices', 'invoice', 'invoices.read'),
        item(p, 'settlements', 'Settlements', 'settlement', 'settlements.read'),
        item(p, 'cash', 'Cash in hand', 'cash', 'cash.read'),
      ],
    },
  ];
}

function workshopAdminMenu() {
  const p = ROLE_HOME.workshop_admin;
  return [
    dashboardGroup(p),
    {
      id: 'pages',
      title: 'Workshop',
      type: 'group',
      children: [
        item(p, 'workshop-list', 'List Workers', 'worker', 'workers.manage'),
        item(p, 'list-service', 'Service List', 'service', 'offerings.manage'),
        item(p, 'userconcerns', 'User Concerns', 'concern', 'concerns.manage'),
        item(p, 'service', 'Service Form', 'serviceForm', 'offerings.manage'),
        item(p, 'list-requests', 'Requests', 'request', 'requests.read'),
        item(p, 'schedule', 'Schedule', 'schedule', 'schedule.read'),
        item(p, 'listofleaves', 'Absent List', 'absent', 'leaves.manage'),
        item(p, 'reviews', 'Reviews', 'review', 'reviews.read'),
      ],
    },
    {
      id: 'money',
      title: 'Money',
      type: 'group',
      children: [
        item(p, 'transactions', 'Transactions', 'transaction', 'transactions.read'),
        item(p, 'invoices', 'Invoices', 'invoice', 'invoices.read'),
        item(p, 'settlements', 'Settlements', 'settlement', 'settlements.read'),
        item(p, 'cash', 'Cash in hand', 'cash', 'cash.read'),
      ],
    },
  ];
}

function societyManagerMenu() {
  const p = ROLE_HOME.society_manager;
  return [
    dashboardGroup(p),
    {
      id: 'pages',
      title: 'Society',
      type: 'group',
      children: [item(p, 'society-list', 'List Workers', 'worker', 'workers.read'), item(p, 'listofleave', 'Absent List', 'absent', 'leaves.read')],
    },
  ];
}

const MENUS = {
  super_admin: superAdminMenu,
  workshop_admin: workshopAdminMenu,
  society_manager: societyManagerMenu,
} satisfies Record<UserType, () => MenuItem[]>;

type MenuTreeOf<R extends UserType> = ReturnType<(typeof MENUS)[R]>[number];
type ItemIdsIn<T> = T extends { type: 'item'; id: infer Id extends string } ? Id : T extends { children: readonly (infer C)[] } ? ItemIdsIn<C> : never;
type IconKeysIn<T> =
  | (T extends { icon: infer Key extends string } ? Key : never)
  | (T extends { children: readonly (infer C)[] } ? IconKeysIn<C> : never);

/** The id of a navigable item of a role's menu, e.g. MenuItemId<'workshop_admin'> includes 'list-requests'. */
export type MenuItemId<R extends UserType = UserType> = ItemIdsIn<MenuTreeOf<R>>;
/** Every `icon` key the menus use, items and collapses alike. */
export type MenuIconKey = IconKeysIn<MenuTreeOf<UserType>>;

/** Drops the items a role may not open (permission table), and collapses or groups left empty. */
function permittedFor(userType: UserType, items: MenuItem[]): MenuItem[] {
  return items.flatMap((entry) => {
    if (entry.type === 'item') return !entry.permission || can(userType, entry.permission) ? [entry] : [];
    if (!entry.children) return [entry];
    const children = permittedFor(userType, entry.children);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

export function menuForUserType(userType: UserType): MenuItem[] {
  return permittedFor(userType, MENUS[userType]());
}

/** Every navigable item of a menu tree, depth first. */
export function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((entry) => (entry.type === 'item' ? [entry] : flattenMenu(entry.children ?? [])));
}
