import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can, rolesAllowed } from './permissions';
import { USER_TYPES } from './roles';

describe('permissions', () => {
  it('let each role do what the table says, and a guest nothing', () => {
    expect(can('super_admin', 'services.manage')).toBe(true);
    expect(can('workshop_admin', 'services.manage')).toBe(false);
    expect(can('workshop_admin', 'services.request')).toBe(true);
    expect(can('society_manager', 'requests.read')).toBe(false);
    expect(can('society_manager', 'workers.read')).toBe(true);
    expect(can('guest', 'dashboard.read')).toBe(false);
    expect(can(undefined, 'dashboard.read')).toBe(false);
  });

  it('name only known roles, each action at least one', () => {
    for (const [action, roles] of Object.entries(PERMISSIONS)) {
      expect(roles.length, action).toBeGreaterThan(0);
      for (const role of roles) expect(USER_TYPES, action).toContain(role);
    }
    expect(rolesAllowed('dashboard.read')).toEqual(USER_TYPES);
  });
});
