import { describe, expect, it } from 'vitest';
import { flattenMenu, menuForUserType } from './menu';
import { can } from './permissions';
import { USER_TYPES } from './roles';

const titles = (role: Parameters<typeof menuForUserType>[0]) => flattenMenu(menuForUserType(role)).map((i) => i.title);

describe('side menus per role', () => {
  it('gives the super admin the spec menu with the Settings group', () => {
    expect(titles('super_admin')).toEqual([
      'Dashboard', 'Garage Admins', 'List Society', 'Absent List', 'User Concerns',
      'Consent Form', 'Privacy Policy', 'Promotional Banners', 'Audit Log',
      'Services', 'Requests', 'Schedule', 'Reviews', 'Cancellation Reason', 'Transactions', 'Invoices',
      'Settlements', 'Cash in hand',
    ]);
    const settings = menuForUserType('super_admin')[1]?.children?.find((c) => c.id === 'settings');
    expect(settings?.type).toBe('collapse');
  });
  it('gives the workshop admin and the society manager their own menus', () => {
    expect(titles('workshop_admin')).toEqual([
      'Dashboard', 'List Workers', 'Service List', 'User Concerns', 'Service Form', 'Requests', 'Schedule', 'Absent List', 'Reviews',
      'Transactions', 'Invoices', 'Settlements', 'Cash in hand',
    ]);
    // The workshop's money is a group of its own.
    expect(menuForUserType('workshop_admin').find((group) => group.id === 'money')?.children?.map((i) => i.url)).toEqual(['/workshop/transactions', '/workshop/invoices', '/workshop/settlements', '/workshop/cash']);
    expect(titles('society_manager')).toEqual(['Dashboard', 'List Workers', 'Absent List']);
  });
  it('keeps every link inside the role prefix', () => {
    for (const item of flattenMenu(menuForUserType('workshop_admin'))) expect(item.url).toMatch(/^\/workshop\//);
    for (const item of flattenMenu(menuForUserType('society_manager'))) expect(item.url).toMatch(/^\/society\//);
  });
  it('names for every item the action its page needs, which the role holds in the permission table', () => {
    for (const role of USER_TYPES) {
      for (const item of flattenMenu(menuForUserType(role))) {
        expect(item.permission, item.id).toBeDefined();
        expect(can(role, item.permission!), `${role} ${item.id}`).toBe(true);
      }
    }
  });
});
