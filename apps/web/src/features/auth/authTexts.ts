import { defineCatalogue } from '../../i18n/catalogue';
import english from './i18n/en.json';

/** The sign-in page's texts: the spec's English (§2, §8) to the letter, and their Hindi. */
export const authCatalogue = defineCatalogue('auth', english, () => import('./i18n/hi.json'));
