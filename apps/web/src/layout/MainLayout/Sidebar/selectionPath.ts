import { ROLE_HOME } from '@carcare/contracts';

/** A role home shows the dashboard, so menu selection treats it as its default dashboard path. */
export function selectionPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.values(ROLE_HOME).includes(trimmed) ? `${trimmed}/dashboard/default` : pathname;
}
