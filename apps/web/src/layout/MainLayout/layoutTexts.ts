import { readableRole } from '@carcare/contracts';
import type { Translate } from '../../i18n/catalogue';
import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The console shell's texts: top bar, menus, profile menu, logout dialog, breadcrumbs, shortcuts. */
export const layoutCatalogue = defineCatalogue('layout', english, () => import('./i18n/hi.json'));

export type LayoutKey = Extract<keyof typeof english, string>;

/**
 * A menu or page title (packages/contracts menu.ts, a feature's route) in the language shown.
 * Titles are keyed by their English (`menu.Garage Admins`); a page whose folder is not converted
 * yet keeps its English title.
 */
export function menuTitle(t: Translate<LayoutKey>, title: string): string {
  const key = `menu.${title}`;
  return key in english ? t(key as LayoutKey) : title;
}

/** A role's name as the profile menu shows it ("Workshop Admin"). */
export function roleName(t: Translate<LayoutKey>, userType: unknown): string {
  const key = `role.${typeof userType === 'string' && userType ? userType : 'guest'}`;
  return key in english ? t(key as LayoutKey) : readableRole(userType);
}

/** What a keyboard shortcut does (shortcutKeys.ts keeps the English, which is the key). */
export function shortcutDescription(t: Translate<LayoutKey>, description: string): string {
  const key = `shortcut.${description}`;
  return key in english ? t(key as LayoutKey) : description;
}
