import type { UserType } from '@carcare/contracts';
import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import ownEnglish from './i18n/en.json';

type Messages = Readonly<Record<string, string>>;
// Each feature brings the help page's line for its menu items (features/<x>/i18n/help.en.json,
// `menu.<role>.<item id>`), found rather than listed. Only the help page imports this module, so
// the lines load with it, never with the dashboard or the sign-in page; their Hindi with its Hindi.
const featureLines = import.meta.glob<Messages>('../*/i18n/help.en.json', { eager: true, import: 'default' });
const featureHindiLines = import.meta.glob<Messages>('../*/i18n/help.hi.json', { import: 'default' });

const english: typeof ownEnglish & Messages = Object.assign({}, ...Object.values(featureLines), ownEnglish);

/** The help page's texts, and one line per menu item id of each role (`menu.<role>.<item id>`). */
export const helpCatalogue = defineCatalogue('help', english, () =>
  Promise.all([import('./i18n/hi.json'), ...Object.values(featureHindiLines).map((load) => load())]).then(([own, ...lines]) => ({
    default: Object.assign({}, ...lines, own.default) as Messages,
  })),
);

export type HelpKey = Extract<keyof typeof ownEnglish, string> | `menu.${string}`;

/** What a menu item is for, in the role's own terms; '' for an item without a line. */
export function menuItemHelp(t: Translate<HelpKey>, role: UserType, itemId: string): string {
  const key = `menu.${role}.${itemId}`;
  return key in english ? t(key as HelpKey) : '';
}
