import { ROLE_HOME, USER_TYPES, type UserType } from '@carcare/contracts';

/** The role whose home prefixes a path, if any. */
export function roleOfPath(pathname: string): UserType | undefined {
  return USER_TYPES.find((role) => pathname === ROLE_HOME[role] || pathname.startsWith(`${ROLE_HOME[role]}/`));
}

/** A path inside one of the three consoles (/main, /workshop, /society). */
export function isConsolePath(pathname: string): boolean {
  return roleOfPath(pathname) !== undefined;
}
