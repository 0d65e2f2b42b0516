import type { UserType } from '@carcare/contracts';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The help page's texts, and one line per menu item id of each role (`menu.<role>.<item id>`). */
export const helpCatalogue = defineCatalogue('help', english, () => import('./i18n/hi.json'));

export type HelpKey = Extract<keyof typeof english, string>;

/** What a menu item is for, in the role's own terms; '' for an item without a line. */
export function menuItemHelp(t: Translate<HelpKey>, role: UserType, itemId: string): string {
  const key = `menu.${role}.${itemId}`;
  return key in english ? t(key as HelpKey) : '';
}
