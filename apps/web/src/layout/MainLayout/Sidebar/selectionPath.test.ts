import { describe, expect, it } from 'vitest';
import { flattenMenu, menuForUserType } from '@carcare/contracts';
import { isItemSelected } from './isItemSelected';
import { selectionPath } from './selectionPath';

/** The ids of the menu items of a role that count as selected on a path. */
function selectedIds(role: Parameters<typeof menuForUserType>[0], pathname: string): string[] {
  const path = selectionPath(pathname);
  return flattenMenu(menuForUserType(role))
    .filter((item) => isItemSelected(item.id, path))
    .map((item) => item.id);
}

describe('selectionPath', () => {
  it('reads a role home as its default dashboard', () => {
    expect(selectionPath('/main')).toBe('/main/dashboard/default');
    expect(selectionPath('/society/')).toBe('/society/dashboard/default');
  });

  it('keeps menu pages, pages without a parent and paths outside the console as they are', () => {
    expect(selectionPath('/main/requests')).toBe('/main/requests');
    expect(selectionPath('/main/profile')).toBe('/main/profile');
    expect(selectionPath('/elsewhere/x')).toBe('/elsewhere/x');
  });

  it.each<[Parameters<typeof menuForUserType>[0], string, string]>([
    ['super_admin', '/main/service-details/42', 'requests'],
    ['super_admin', '/main/edit-service/7', 'service'],
    ['super_admin', '/main/sop', 'service'],
    ['super_admin', '/main/create-sop', 'service'],
    ['super_admin', '/main/addservice', 'service'],
    ['super_admin', '/main/serviceinclusionsform', 'service'],
    ['super_admin', '/main/adminprofile/3', 'workshop-list'],
    ['super_admin', '/main/addWorkshop', 'workshop-list'],
    ['super_admin', '/main/editWorkshop', 'workshop-list'],
    ['super_admin', '/main/editSociety', 'society-list'],
    ['super_admin', '/main/addsociety', 'society-list'],
    ['super_admin', '/main/userconcerns/9', 'userconcerns'],
    ['workshop_admin', '/workshop/service-details/42', 'list-requests'],
    ['workshop_admin', '/workshop/edit-service/5', 'list-service'],
    ['workshop_admin', '/workshop/requestnewservice', 'list-service'],
    ['workshop_admin', '/workshop/workshprofile/8', 'workshop-list'],
    ['workshop_admin', '/workshop/addWorkshop', 'workshop-list'],
    ['workshop_admin', '/workshop/userconcerns/2', 'userconcerns'],
    ['society_manager', '/society/workerprofile/8', 'society-list'],
  ])('%s on the deep page %s highlights only its parent item %s', (role, pathname, parent) => {
    expect(selectedIds(role, pathname)).toEqual([parent]);
  });

  it('highlights the item itself on a menu page, and nothing on the profile', () => {
    expect(selectedIds('workshop_admin', '/workshop/service')).toEqual(['service']);
    expect(selectedIds('super_admin', '/main')).toEqual(['default']);
    expect(selectedIds('super_admin', '/main/profile')).toEqual([]);
  });
});
