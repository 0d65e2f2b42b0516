/** Staff roles, their home prefixes and the texts that depend on them (spec §1, §2, §6). */
export const USER_TYPES = ['super_admin', 'workshop_admin', 'society_manager'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** A visitor with no (or an unknown) user type is treated as a guest. */
export const GUEST = 'guest';

export const ROLE_HOME: Readonly<Record<UserType, string>> = {
  super_admin: '/main',
  workshop_admin: '/workshop',
  society_manager: '/society',
};

export const UNAUTHORIZED_PATH = '/unauthorized';
export const SIGN_IN_PATH = '/';
export const BASE_PATH = '/main';
export const DEFAULT_DASHBOARD_PATH = '/main/dashboard/default';

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Where a user lands after sign-in (spec "Redirect after login"). */
export function homeForUserType(userType: unknown): string {
  return isUserType(userType) ? ROLE_HOME[userType] : UNAUTHORIZED_PATH;
}

/** Browser page title by user type (spec §1). */
export function pageTitleForUserType(userType: unknown): string {
  if (userType === 'society_manager') return 'Society Admin';
  if (userType === 'workshop_admin') return 'Workshop Admin';
  return 'Management Panel';
}

/** The role name in readable form, as the profile menu shows it. */
export function readableRole(userType: unknown): string {
  const value = typeof userType === 'string' && userType ? userType : GUEST;
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The own-profile page of a role; unknown roles default to /main/profile (spec top bar). */
export function profilePathForUserType(userType: unknown): string {
  return `${isUserType(userType) ? ROLE_HOME[userType] : BASE_PATH}/profile`;
}
