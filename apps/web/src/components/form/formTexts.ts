import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The words of the shared form parts: leaving unsaved changes, Reload after a stale save, date and time fields. */
export const formCatalogue = defineCatalogue('form', english, () => import('./i18n/hi.json'));

export type FormKey = Extract<keyof typeof english, string>;
export type FormTexts = Translate<FormKey>;
