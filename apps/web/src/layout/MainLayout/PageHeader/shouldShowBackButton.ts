export interface BackButtonInput {
  /** Whether the stored auth state (localStorage "authState") holds a token. */
  hasStoredToken: boolean;
  /** window.history.length */
  historyLength: number;
  /** react-router location.key; "default" means the app was opened on this entry. */
  locationKey: string;
  pathname: string;
  /** Top-level list and dashboard pages of the role (app/consoleRoutes topLevelPathsFor), where no Back button shows. */
  topLevelPaths: readonly string[];
}

function normalise(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Spec §2 "Back button": a token is stored, there is history to go back to, and the page is deep. */
export function shouldShowBackButton({ hasStoredToken, historyLength, locationKey, pathname, topLevelPaths }: BackButtonInput): boolean {
  if (!hasStoredToken) return false;
  const hasHistory = historyLength > 1 || locationKey !== 'default';
  if (!hasHistory) return false;
  const current = normalise(pathname);
  return !topLevelPaths.some((path) => normalise(path) === current);
}
