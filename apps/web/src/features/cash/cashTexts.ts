import { defineCatalogue, type Translate } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** Texts of the cash in hand page, its deposits list and deposit dialog, and their Hindi. */
export const cashCatalogue = defineCatalogue('cash', english, () => import('./i18n/hi.json'));

export type CashTextKey = NonNullable<(typeof cashCatalogue)['keys']>;
export type CashTexts = Translate<CashTextKey>;
