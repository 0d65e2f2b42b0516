import { ROLE_HOME, flattenMenu, type MenuItem, type UserType } from '@carcare/contracts';

export interface BackButtonInput {
  /** Whether the stored auth state (localStorage "authState") holds a token. */
  hasStoredToken: boolean;
  /** window.history.length */
  historyLength: number;
  /** react-router location.key; "default" means the app was opened on this entry. */
  locationKey: string;
  pathname: string;
  /** Top-level list and dashboard pages of the role, where no Back button shows. */
  topLevelPaths: readonly string[];
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The role home, its default dashboard and every menu item url. */
export function topLevelPathsFor(userType: UserType, menu: readonly MenuItem[]): string[] {
  const home = ROLE_HOME[userType];
  return [home, `${home}/dashboard/default`, ...flattenMenu([...menu]).flatMap((item) => (item.url ? [item.url] : []))];
}

/** Spec §2 "Back button": a token is stored, there is history to go back to, and the page is deep. */
export function shouldShowBackButton({ hasStoredToken, historyLength, locationKey, pathname, topLevelPaths }: BackButtonInput): boolean {
  if (!hasStoredToken) return false;
  const hasHistory = historyLength > 1 || locationKey !== 'default';
  if (!hasHistory) return false;
  const current = normalise(pathname);
  return !topLevelPaths.some((path) => normalise(path) === current);
}
