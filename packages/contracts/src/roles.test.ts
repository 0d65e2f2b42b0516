import { describe, expect, it } from 'vitest';
import { homeForUserType, pageTitleForUserType, profilePathForUserType, readableRole } from './roles';

describe('redirect after login', () => {
  it.each([
    ['society_manager', '/society'],
    ['workshop_admin', '/workshop'],
    ['super_admin', '/main'],
    ['guest', '/unauthorized'],
    [undefined, '/unauthorized'],
    ['cashier', '/unauthorized'],
  ])('sends %s to %s', (userType, destination) => {
    expect(homeForUserType(userType)).toBe(destination);
  });
});

describe('page title by user type', () => {
  it('names the society and workshop areas and falls back to Management Panel', () => {
    expect(pageTitleForUserType('society_manager')).toBe('Society Admin');
    expect(pageTitleForUserType('workshop_admin')).toBe('Workshop Admin');
    expect(pageTitleForUserType('super_admin')).toBe('Management Panel');
    expect(pageTitleForUserType(undefined)).toBe('Management Panel');
  });
});

describe('readable role and profile path', () => {
  it('turns snake_case roles into words and treats a missing role as guest', () => {
    expect(readableRole('super_admin')).toBe('Super Admin');
    expect(readableRole('society_manager')).toBe('Society Manager');
    expect(readableRole(undefined)).toBe('Guest');
  });
  it('leads to the role profile page, defaulting to /main/profile', () => {
    expect(profilePathForUserType('workshop_admin')).toBe('/workshop/profile');
    expect(profilePathForUserType('society_manager')).toBe('/society/profile');
    expect(profilePathForUserType('nobody')).toBe('/main/profile');
  });
});
