/**
 * Spec §2 "Side menus": an item counts as selected when its id appears in the current path.
 * "Appears" means as a whole path segment, so "service" is not selected on "/main/service-details/4".
 */
export function isItemSelected(id: string, pathname: string): boolean {
  return pathname.split('/').some((segment) => segment !== '' && decodeURIComponent(segment) === id);
}
