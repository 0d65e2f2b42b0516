import { ROLE_HOME, flattenMenu, menuForUserType } from '@carcare/contracts';
import { matchConsoleRoute, roleOfPath } from '../../../app/consoleRoutes';

/**
 * The path menu selection reads (spec §2: an item is selected when its id appears in the path).
 * A role home shows the dashboard, so it reads as the default dashboard path; a deep page (a form,
 * a details page) reads as the url of the menu item it sits under, so that item stays highlighted.
 */
export function selectionPath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const role = roleOfPath(trimmed);
  if (!role) return pathname;
  if (trimmed === ROLE_HOME[role]) return `${trimmed}/dashboard/default`;
  const parentId = matchConsoleRoute(role, trimmed)?.parentId;
  const parentUrl = parentId ? flattenMenu(menuForUserType(role)).find((item) => item.id === parentId)?.url : undefined;
  return parentUrl ?? pathname;
}
