import { readableRole } from '@carcare/contracts';
import type { Translate } from '../../i18n/catalogue';
import { defineCatalogue } from '../../i18n/catalogue';
import featureTitles from 'virtual:feature-titles';
import shellEnglish from './i18n/en.json';

type Messages = Readonly<Record<string, string>>;
// Each feature brings its menu and page titles (features/<x>/i18n/menu.en.json, `menu.<English title>`),
// found rather than listed (merged by the build: featureTitles() in vite.config.ts); their Hindi
// (featureHindiTitles.ts) loads with the layout's Hindi, never in English.
const english: typeof shellEnglish & Messages = { ...featureTitles, ...shellEnglish };

/** The console shell's texts: top bar, menus, profile menu, logout dialog, breadcrumbs, shortcuts. */
export const layoutCatalogue = defineCatalogue('layout', english, () =>
  Promise.all([import('./i18n/hi.json'), import('./featureHindiTitles')]).then(([shell, titles]) => ({ default: { ...titles.default, ...shell.default } })),
);

export type LayoutKey = Extract<keyof typeof shellEnglish, string> | `menu.${string}`;

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
