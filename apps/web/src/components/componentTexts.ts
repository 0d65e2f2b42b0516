import type { Language } from '@carcare/contracts';
import { defineCatalogue, serverMessageIn, type Translate } from '../i18n/catalogue';
import { statusLabel } from './statusLabel';
import english from './i18n/en.json';

/**
 * The words of the shared components themselves (dialogs' Cancel, the page loader, move buttons,
 * status chips, a failed call's generic message); texts a feature passes in as props stay the feature's.
 */
export const componentCatalogue = defineCatalogue('components', english, () => import('./i18n/hi.json'));

export type ComponentKey = Extract<keyof typeof english, string>;
export type ComponentTexts = Translate<ComponentKey>;

/** A record status in words ("On leave"); a status the catalogue does not know yet reads as its English words. */
export function statusText(t: ComponentTexts, status: string): string {
  const key = `status.${status}`;
  return key in english ? t(key as ComponentKey) : statusLabel(status);
}

/**
 * A failed call's message for a shared dialog or form: the server's own English in English, the
 * catalogue's text of its code in Hindi (a code it lacks keeps the server's message).
 */
export function sharedServerMessage(language: Language, failure: { code?: string | null; message: string }): string {
  return serverMessageIn(componentCatalogue, language, failure);
}
